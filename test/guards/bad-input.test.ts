/**
 * What an editor's mistake does to the build. Each test builds a throwaway copy of the site with
 * one bad input: mistakes that would publish a broken page fail the build and name the file to
 * fix; the spec's "warn only" cases build and name the file or route in the warning.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {appendFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {copySite} from '../support/siteCopy';
import {createPost} from '../../scripts/new-post';

const POST = 'blog/2023-04-01-welcome/index.md';
const DOC = 'docs/aboutCompany/privacyPolicy.md';

interface Build {
  code: number | null;
  output: string;
  /** Reads a file of the copy's build output, or undefined when the build did not write it. */
  built(file: string): Promise<string | undefined>;
}

/** Builds a copy of the site after `breakIt` changed it, and hands the result to `check`. */
async function buildWith(
  breakIt: (dir: string) => Promise<unknown>,
  check: (build: Build) => Promise<void> | void,
): Promise<void> {
  const site = await copySite();
  try {
    await breakIt(site.dir);
    // The persistent bundler cache sits in the shared node_modules; parallel builds must not share it.
    const {code, output} = await site.build({DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'});
    const built = (file: string) => {
      const builtFile = path.join(site.dir, 'build', file);
      return existsSync(builtFile) ? readFile(builtFile, 'utf8') : Promise.resolve(undefined);
    };
    await check({code, output, built});
  } finally {
    await site.remove();
  }
}

const append = (file: string, text: string) => (dir: string) =>
  appendFile(path.join(dir, file), text);

const replace = (file: string, from: string, to: string) => async (dir: string) => {
  const source = await readFile(path.join(dir, file), 'utf8');
  assert.ok(source.includes(from), `${file} contains ${from}`);
  await writeFile(path.join(dir, file), source.replace(from, to));
};

function assertFailed({code, output}: Build, ...mentions: RegExp[]): void {
  assert.notEqual(code, 0, `the build should fail:\n${output}`);
  assert.doesNotMatch(output, /\[SUCCESS\]/);
  for (const mention of mentions) assert.match(output, mention);
}

function assertWarned({code, output}: Build, warning: RegExp): void {
  assert.equal(code, 0, `the build should pass:\n${output}`);
  const warnings = output.split('\n').filter((line) => line.startsWith('[WARNING]'));
  assert.ok(
    warnings.some((line) => warning.test(line)),
    `a warning matches ${warning}:\n${output}`,
  );
}

describe("what an editor's input does to the build", {concurrency: 3}, () => {
  test('fails, naming the post: a broken internal link in a blog post', () =>
    buildWith(append(POST, '\n料金は[こちら](/docs/intro/fees)です。\n'), (build) =>
      assertFailed(
        build,
        /blog\/2023-04-01-welcome\/index\.md（ページ \/blog\/welcome）のリンク \/docs\/intro\/fees/,
      ),
    ));

  test('fails, naming the doc: a broken internal link in a doc page', () =>
    buildWith(append(DOC, '\n[お問い合わせ](/contact)\n'), (build) =>
      assertFailed(
        build,
        /docs\/aboutCompany\/privacyPolicy\.md（ページ \/docs\/aboutCompany\/privacyPolicy）のリンク \/contact/,
      ),
    ));

  test('fails, naming the post: a tag that is not in blog/tags.yml', () =>
    buildWith(replace(POST, 'tags: [greeting]', 'tags: [greeting, event]'), (build) =>
      assertFailed(
        build,
        /Tags \[event\] used in 2023-04-01-welcome\/index\.md are not defined in tags\.yml/,
      ),
    ));

  test('fails, naming the post: an author who is not in blog/authors.yml', () =>
    buildWith(replace(POST, 'authors: [teacher]', 'authors: [tanaka]'), (build) =>
      assertFailed(
        build,
        /blog source file path=2023-04-01-welcome\/index\.md failed/,
        /Blog author with key "tanaka" not found/,
      ),
    ));

  test('fails, naming the post: front matter that is not valid YAML', () =>
    buildWith(replace(POST, 'title: ', 'title: [夏休み]: '), (build) =>
      assertFailed(
        build,
        /Error while parsing blog post file ".*blog\/2023-04-01-welcome\/index\.md"/,
        /YAMLException/,
      ),
    ));

  test('fails, naming the doc: front matter that is not valid YAML', () =>
    buildWith(replace(DOC, 'title: ', 'title: "閉じていない引用符\n'), (build) =>
      assertFailed(build, /docs\/aboutCompany\/privacyPolicy\.md/, /YAMLException/),
    ));

  test('fails, naming the post: an image that is not next to it', () =>
    buildWith(append(POST, '\n![教室の様子](./classroom.png)\n'), (build) =>
      assertFailed(
        build,
        /Markdown image with URL `\.\/classroom\.png` in source file "blog\/2023-04-01-welcome\/index\.md" \(\d+:\d+\) couldn't be resolved/,
      ),
    ));

  test('warns, naming the post, and builds: a link to a Markdown file that does not exist', () =>
    buildWith(append(POST, '\n[前回の記事](./2023-03-01-old.md)\n'), async (build) => {
      assertWarned(
        build,
        /Markdown のリンク先 \.\/2023-03-01-old\.md が見つかりません（blog\/2023-04-01-welcome\/index\.md \d+ 行目）/,
      );
      // Nothing is lost: the post is published with the link text and its target.
      assert.match((await build.built('blog/welcome.html')) ?? '', /href="?\.\/2023-03-01-old\.md/);
    }));

  test('warns, naming the route, and builds: two posts with the same slug', () =>
    buildWith(
      async (dir) => {
        await mkdir(path.join(dir, 'blog/2023-05-01-welcome-again'));
        await writeFile(
          path.join(dir, 'blog/2023-05-01-welcome-again/index.md'),
          '---\nslug: welcome\ntitle: もう一度ようこそ\nauthors: [teacher]\ntags: [greeting]\n---\n\n二つめです。\n\n<!-- truncate -->\n\n本文です。\n',
        );
      },
      async (build) => {
        assertWarned(build, /Duplicate routes found/);
        assert.match(build.output, /create page at \/blog\/welcome, but a page already exists/);
        assert.ok(await build.built('blog/welcome.html'));
      },
    ));

  test('builds and publishes a post made by npm run new:post', () =>
    buildWith(
      (dir) =>
        createPost({blogDir: path.join(dir, 'blog'), slug: 'summer-camp', title: '夏の体験会'}),
      async (build) => {
        assert.equal(build.code, 0, build.output);
        assert.match((await build.built('blog/summer-camp.html')) ?? '', /夏の体験会/);
      },
    ));
});
