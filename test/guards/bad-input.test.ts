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

/** Bad inputs that would publish a broken page, with what the failed build must say. */
const FAILURES: {input: string; breakIt: (dir: string) => Promise<unknown>; says: RegExp[]}[] = [
  {
    input: 'a broken internal link in a blog post',
    breakIt: append(POST, '\n料金は[こちら](/docs/intro/fees)です。\n'),
    says: [
      /blog\/2023-04-01-welcome\/index\.md（ページ \/blog\/welcome）のリンク \/docs\/intro\/fees/,
    ],
  },
  {
    input: 'a broken internal link in a doc page',
    breakIt: append(DOC, '\n[お問い合わせ](/contact)\n'),
    says: [
      /docs\/aboutCompany\/privacyPolicy\.md（ページ \/docs\/aboutCompany\/privacyPolicy）のリンク \/contact/,
    ],
  },
  {
    input: 'a tag that is not in blog/tags.yml',
    breakIt: replace(POST, 'tags: [greeting]', 'tags: [greeting, event]'),
    says: [/Tags \[event\] used in 2023-04-01-welcome\/index\.md are not defined in tags\.yml/],
  },
  {
    input: 'an author who is not in blog/authors.yml',
    breakIt: replace(POST, 'authors: [teacher]', 'authors: [tanaka]'),
    says: [
      /blog source file path=2023-04-01-welcome\/index\.md failed/,
      /Blog author with key "tanaka" not found/,
    ],
  },
  {
    input: 'front matter that is not valid YAML, in a blog post',
    breakIt: replace(POST, 'title: ', 'title: [夏休み]: '),
    says: [
      /Error while parsing blog post file ".*blog\/2023-04-01-welcome\/index\.md"/,
      /YAMLException/,
    ],
  },
  {
    input: 'front matter that is not valid YAML, in a doc page',
    breakIt: replace(DOC, 'title: ', 'title: "閉じていない引用符\n'),
    says: [/doc at path path=.*docs\/aboutCompany\/privacyPolicy\.md/, /YAMLException/],
  },
  {
    input: 'an image that is not next to the post',
    breakIt: append(POST, '\n![教室の様子](./classroom.png)\n'),
    says: [
      /Markdown image with URL `\.\/classroom\.png` in source file "blog\/2023-04-01-welcome\/index\.md" \(\d+:\d+\) couldn't be resolved/,
    ],
  },
];

function assertWarned({code, output}: Build, warning: RegExp): void {
  assert.equal(code, 0, `the build should pass:\n${output}`);
  const warnings = output.split('\n').filter((line) => line.startsWith('[WARNING]'));
  assert.ok(
    warnings.some((line) => warning.test(line)),
    `a warning matches ${warning}:\n${output}`,
  );
}

describe("what an editor's input does to the build", {concurrency: 3}, () => {
  for (const {input, breakIt, says} of FAILURES) {
    test(`fails, naming the file: ${input}`, () =>
      buildWith(breakIt, ({code, output}) => {
        assert.notEqual(code, 0, `the build should fail:\n${output}`);
        assert.doesNotMatch(output, /\[SUCCESS\]/);
        for (const message of says) assert.match(output, message);
      }));
  }

  test('warns, naming the file, and builds: a link to a Markdown file that does not exist', () =>
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
