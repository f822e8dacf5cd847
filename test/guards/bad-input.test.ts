/**
 * What must stop the build: a link or an anchor that leads nowhere. A fixture site is built once:
 * the site's own config, plugins, pages and blog settings with the few pages of
 * test/fixtures/site in place of its content (its intro doc is the one the navbar names), a post
 * made by `npm run new:post` and a link in the footer config. The build must fail and name, in
 * Japanese, every file and line that writes a broken link. The same build carries a copy of the
 * post whose slug was not changed: a duplicate route only warns. What the build lets through
 * with a warning, or leaves out, is checked on the test build (test/built/warn-only.test.ts).
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {appendFile, cp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {copySite, type SiteCopy} from '../../lib/siteCopy';
import type {ProcessResult} from '../../lib/process';
import {createPublishedPost} from '../support/blogPosts';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/site');
const POST_ROUTE = '/blog/guard-check';

/** The site without its docs, posts and sidebars, with the fixture's pages instead. */
async function fixtureSite(): Promise<SiteCopy> {
  const site = await copySite();
  const blog = path.join(site.dir, 'blog');
  const posts = (await readdir(blog)).filter((entry) => !entry.endsWith('.yml'));
  await Promise.all(
    ['docs', 'sidebars.ts', ...posts.map((post) => path.join('blog', post))].map((entry) =>
      rm(path.join(site.dir, entry), {recursive: true}),
    ),
  );
  await cp(FIXTURE, site.dir, {recursive: true});
  return site;
}

let site: SiteCopy;
let build: ProcessResult;

before(async () => {
  site = await fixtureSite();
  const post = await createPublishedPost({
    root: site.dir,
    slug: 'guard-check',
    title: '確認用の記事',
    date: new Date(2026, 0, 15),
  });
  await appendFile(post, '\n料金は[料金表](/docs/intro/fees)です。\n');
  // Copied as an editor starts a new post from an old one, keeping its slug.
  await cp(path.dirname(post), path.join(site.dir, 'blog/2026-02-01-guard-again'), {
    recursive: true,
  });
  const footer = path.join(site.dir, 'config/footer.ts');
  await writeFile(
    footer,
    (await readFile(footer, 'utf8')).replace(
      "{label: 'ブログ', to: '/blog'}",
      "{label: 'ブログ', to: '/blog'}, {label: '消したページ', to: '/docs/removed-page'}",
    ),
  );
  // The persistent bundler cache sits in the shared node_modules; parallel builds must not share it.
  build = await site.build({DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'});
});

after(() => site.remove());

test('fails on broken links and anchors, naming every file and line that writes them', () => {
  const {code, output} = build;
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
});

test('a duplicate route only warns: the build writes the page and goes on to the link check', () => {
  const route = new RegExp(`(?<![\\w/-])${POST_ROUTE}(?![\\w/-])`);
  const warnings = build.output
    .split(/\n(?=\[[A-Z]+\])/)
    .filter((report) => report.startsWith('[WARNING]'));
  assert.ok(
    warnings.some((warning) => route.test(warning)),
    `a warning names ${POST_ROUTE}:\n${build.output}`,
  );
  assert.ok(existsSync(path.join(site.dir, `build${POST_ROUTE}.html`)), `${POST_ROUTE} is built`);
  assert.match(build.output, /リンク先のページが見つかりません。/, 'the link check ran');
});
