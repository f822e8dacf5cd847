/**
 * What an editor's mistake does to the build. Each test builds a throwaway copy of the site with
 * one bad input: mistakes that would publish a broken page fail the build and name the file to
 * fix; the spec's "warn only" cases build and name the file or route in the warning.
 * The inputs go into a post made by `npm run new:post` and a doc page of their own, so the site's
 * real content can change without touching these tests.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {appendFile, cp, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {copySite} from '../support/siteCopy';
import {createPost} from '../../scripts/new-post';

const POST_SLUG = 'guard-check';
const POST = `blog/2026-01-15-${POST_SLUG}/index.md`;
const DOC = 'docs/guard-check.md';
const DOC_SOURCE = `---
title: 確認用のページ
description: ビルドの検査に使うページです。
---

# 確認用のページ

本文です。
`;

interface Build {
  code: number | null;
  output: string;
  /** Reads a file of the copy's build output, or undefined when the build did not write it. */
  built(file: string): Promise<string | undefined>;
}

type Edit = (dir: string) => Promise<unknown>;

/**
 * Builds a copy of the site with the guard post and doc added and then `breakIt` applied, and
 * hands the result to `check`.
 */
async function buildWith(
  breakIt: Edit,
  check: (build: Build) => Promise<void> | void,
): Promise<void> {
  const site = await copySite();
  try {
    const blogDir = path.join(site.dir, 'blog');
    await createPost({
      blogDir,
      slug: POST_SLUG,
      title: '確認用の記事',
      date: new Date(2026, 0, 15),
    });
    await writeFile(path.join(site.dir, DOC), DOC_SOURCE);
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

const append =
  (file: string, text: string): Edit =>
  (dir) =>
    appendFile(path.join(dir, file), text);

/** Replaces the front matter line `field: ...` of `file`. */
const setField =
  (file: string, field: string, value: string): Edit =>
  async (dir) => {
    const source = await readFile(path.join(dir, file), 'utf8');
    const line = new RegExp(`^${field}: .*$`, 'm');
    assert.match(source, line);
    await writeFile(path.join(dir, file), source.replace(line, `${field}: ${value}`));
  };

/** Bad inputs that would publish a broken page, with what the failed build must say. */
const FAILURES: {input: string; breakIt: Edit; says: RegExp[]}[] = [
  {
    input: 'a broken internal link in a blog post',
    breakIt: append(POST, '\n料金は[こちら](/docs/intro/fees)です。\n'),
    says: [
      /blog\/2026-01-15-guard-check\/index\.md（ページ \/blog\/guard-check）のリンク \/docs\/intro\/fees/,
    ],
  },
  {
    input: 'a broken internal link in a doc page',
    breakIt: append(DOC, '\n[お問い合わせ](/contact)\n'),
    says: [/docs\/guard-check\.md（ページ \/docs\/guard-check）のリンク \/contact/],
  },
  {
    input: 'a tag that is not in blog/tags.yml',
    breakIt: setField(POST, 'tags', '[event]'),
    says: [/Tags \[event\] used in 2026-01-15-guard-check\/index\.md are not defined in tags\.yml/],
  },
  {
    input: 'an author who is not in blog/authors.yml',
    breakIt: setField(POST, 'authors', '[tanaka]'),
    says: [
      /blog source file path=2026-01-15-guard-check\/index\.md failed/,
      /Blog author with key "tanaka" not found/,
    ],
  },
  {
    input: 'front matter that is not valid YAML, in a blog post',
    breakIt: setField(POST, 'title', '[夏休み]: 体験会'),
    says: [
      /Error while parsing blog post file ".*blog\/2026-01-15-guard-check\/index\.md"/,
      /YAMLException/,
    ],
  },
  {
    input: 'front matter that is not valid YAML, in a doc page',
    breakIt: setField(DOC, 'title', '"閉じていない引用符'),
    says: [/doc at path path=.*docs\/guard-check\.md/, /YAMLException/],
  },
  {
    input: 'an image that is not next to the post',
    breakIt: append(POST, '\n![教室の様子](./classroom.png)\n'),
    says: [
      /Markdown image with URL `\.\/classroom\.png` in source file "blog\/2026-01-15-guard-check\/index\.md" \(\d+:\d+\) couldn't be resolved/,
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

// One build per core: CI and the development machines have two; a build needs about 0.4 GB.
describe("what an editor's input does to the build", {concurrency: 2}, () => {
  test('builds and publishes the post and doc the other tests break', () =>
    buildWith(
      () => Promise.resolve(),
      async (build) => {
        assert.equal(build.code, 0, build.output);
        assert.match((await build.built('blog/guard-check.html')) ?? '', /確認用の記事/);
        assert.match((await build.built('docs/guard-check.html')) ?? '', /確認用のページ/);
      },
    ));

  for (const {input, breakIt, says} of FAILURES) {
    test(`fails, naming the file: ${input}`, () =>
      buildWith(breakIt, ({code, output}) => {
        assert.notEqual(code, 0, `the build should fail:\n${output}`);
        assert.doesNotMatch(output, /\[SUCCESS\]/);
        for (const message of says) assert.match(output, message);
      }));
  }

  test('warns, naming the file, and builds: a link to a Markdown file that does not exist', () =>
    buildWith(append(POST, '\n[前回の記事](./2025-12-01-old.md)\n'), async (build) => {
      assertWarned(
        build,
        /Markdown のリンク先 \.\/2025-12-01-old\.md が見つかりません（blog\/2026-01-15-guard-check\/index\.md \d+ 行目）/,
      );
      // Nothing is lost: the post is published with the link and its target.
      assert.match(
        (await build.built('blog/guard-check.html')) ?? '',
        /href="?\.\/2025-12-01-old\.md/,
      );
    }));

  test('warns, naming the route, and builds: two posts with the same slug', () =>
    buildWith(
      (dir) =>
        cp(path.join(dir, path.dirname(POST)), path.join(dir, 'blog/2026-02-01-guard-again'), {
          recursive: true,
        }),
      async (build) => {
        assertWarned(build, /Duplicate routes found/);
        assert.match(build.output, /create page at \/blog\/guard-check, but a page already exists/);
        assert.ok(await build.built('blog/guard-check.html'));
      },
    ));
});
