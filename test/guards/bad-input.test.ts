/**
 * What an editor's mistake does to the build, for the mistakes only a build can see (the content
 * check's unit tests cover the rest without building). One build with broken links and anchors
 * must fail and name every file and line that writes them; one build with the spec's "warn only"
 * inputs, a draft and a post dated tomorrow must pass, warn naming the file or route, and publish
 * neither the draft nor the scheduled post.
 * The inputs go into a post made by `npm run new:post` and a doc page of their own, so the site's
 * real content can change without touching these tests.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {appendFile, cp, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {copySite} from '../../lib/siteCopy';
import {createPost} from '../../scripts/editor/new-post';
import {createPublishedPost} from '../support/blogPosts';

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
    await createPublishedPost({
      root: site.dir,
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

function assertWarned({code, output}: Build, warning: RegExp): void {
  assert.equal(code, 0, `the build should pass:\n${output}`);
  const warnings = output.split('\n').filter((line) => line.startsWith('[WARNING]'));
  assert.ok(
    warnings.some((line) => warning.test(line)),
    `a warning matches ${warning}:\n${output}`,
  );
}

// Two days ahead on this machine's calendar is still ahead of today in Tokyo.
const inTwoDays = () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);

describe("what an editor's input does to the build", {concurrency: 2}, () => {
  test('fails on broken links and anchors, naming every file and line that writes them', () =>
    buildWith(
      async (dir) => {
        await append(POST, '\n料金は[料金表](/docs/intro/fees)です。\n')(dir);
        await append(
          DOC,
          '\n[お問い合わせ](/contact)\n\n[確認用の記事の見出し](/blog/guard-check#no-such-heading)\n',
        )(dir);
        const footer = await readFile(path.join(dir, 'config/footer.ts'), 'utf8');
        await writeFile(
          path.join(dir, 'config/footer.ts'),
          footer.replace(
            "{label: 'ブログ', to: '/blog'}",
            "{label: 'ブログ', to: '/blog'}, {label: '消したページ', to: '/docs/removed-page'}",
          ),
        );
      },
      ({code, output}) => {
        assert.notEqual(code, 0, `the build should fail:\n${output}`);
        assert.doesNotMatch(output, /\[SUCCESS\]/);
        for (const message of [
          /リンク \/docs\/intro\/fees（表示されるページ: \/blog\/guard-check）\n\s+書かれている場所: blog\/2026-01-15-guard-check\/index\.md \d+ 行目/,
          /リンク \/contact（表示されるページ: \/docs\/guard-check）\n\s+書かれている場所: docs\/guard-check\.md \d+ 行目/,
          /リンク \/docs\/removed-page（表示されるページ: .*）\n\s+書かれている場所: config\/footer\.ts \d+ 行目\n/,
          /# のあとの見出しがありません。\n\s*- リンク \/blog\/guard-check#no-such-heading（表示されるページ: \/docs\/guard-check）\n\s+書かれている場所: docs\/guard-check\.md \d+ 行目/,
        ]) {
          assert.match(
            output,
            message,
            'plugins/editor/broken-link-sources: the build stopped without naming the file and ' +
              "line of a broken link. The plugin reports them in its postBuild, which Docusaurus's " +
              'own broken-link check has so far waited for; if that check now runs first or at ' +
              'the same time, run the plugin earlier (e.g. from the links Docusaurus collects) or ' +
              'report through a hook Docusaurus offers for it.',
          );
        }
      },
    ));

  test('builds with warnings naming the file or route, and leaves out drafts and scheduled posts', () =>
    buildWith(
      async (dir) => {
        await append(POST, '\n[前回の記事](./2025-12-01-old.md)\n')(dir);
        await cp(
          path.join(dir, path.dirname(POST)),
          path.join(dir, 'blog/2026-02-01-guard-again'),
          {
            recursive: true,
          },
        );
        await createPublishedPost({
          root: dir,
          slug: 'guard-scheduled',
          title: '予約投稿',
          date: inTwoDays(),
        });
        // A skeleton is a draft until the editor deletes its draft line.
        await createPost({
          root: dir,
          slug: 'guard-draft',
          title: '下書き',
          date: new Date(2026, 0, 16),
        });
      },
      async (build) => {
        assertWarned(
          build,
          /Markdown のリンク先 \.\/2025-12-01-old\.md が見つかりません（blog\/2026-01-15-guard-check\/index\.md \d+ 行目）/,
        );
        // Nothing is lost: the post is published with the link and its target.
        assert.match(
          (await build.built('blog/guard-check.html')) ?? '',
          /href="?\.\/2025-12-01-old\.md/,
        );
        assertWarned(build, /Duplicate routes found/);
        assert.match(build.output, /create page at \/blog\/guard-check, but a page already exists/);
        assert.match((await build.built('docs/guard-check.html')) ?? '', /確認用のページ/);
        assert.equal(await build.built('blog/guard-scheduled.html'), undefined);
        assert.equal(await build.built('blog/guard-draft.html'), undefined);
        assert.doesNotMatch((await build.built('blog.html')) ?? '', /予約投稿|下書き/);
      },
    ));
});
