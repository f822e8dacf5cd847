/**
 * What the build lets through with a warning, and what it leaves out, on the test build: a link
 * to a Markdown file that is not there warns naming its file and line and is published as
 * written; drafts and posts dated after today are not published anywhere. What must stop the
 * build is checked on a fixture site (test/guards/bad-input.test.ts).
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {htmlFileOf} from '../../lib/routeFiles';
import {checkContent} from '../../scripts/editor/content/run-checks';
import {$$, readPage} from '../support/builtPages';
import {
  MISSING_MARKDOWN_LINK,
  TEST_BUILD_DIR,
  TEST_BUILD_LOG,
  TEST_SITE_DIR,
} from '../support/testSite';

const PAGES = (await checkContent(TEST_SITE_DIR)).pages;

test('a link to a missing Markdown file warns naming its file and line, and is published as written', () => {
  const written = PAGES.flatMap(({file, route}) =>
    readFileSync(path.join(TEST_SITE_DIR, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        line.includes(`](${MISSING_MARKDOWN_LINK})`) ? [{file, route, line: index + 1}] : [],
      ),
  );
  assert.equal(written.length, 1, `the test build writes ${MISSING_MARKDOWN_LINK} once`);
  const [{file, route, line}] = written;
  const warnings = readFileSync(TEST_BUILD_LOG, 'utf8')
    .split('\n')
    .filter((logLine) => logLine.startsWith('[WARNING]'));
  assert.ok(
    warnings.some((warning) =>
      warning.includes(
        `Markdown のリンク先 ${MISSING_MARKDOWN_LINK} が見つかりません（${file} ${line} 行目）`,
      ),
    ),
    `a warning names ${file} ${line}:\n${warnings.join('\n')}`,
  );
  assert.ok(
    $$(readPage(TEST_BUILD_DIR, route), 'article a').some(
      ({attribs}) => attribs.href === MISSING_MARKDOWN_LINK,
    ),
    `${route} keeps the link`,
  );
});

test('drafts and posts dated after today are published nowhere', () => {
  const heldBack = PAGES.filter(
    ({kind, draft, scheduled}) => kind === 'blog' && (draft || scheduled),
  );
  assert.ok(
    heldBack.some(({draft}) => draft),
    'the test build has a draft',
  );
  assert.ok(
    heldBack.some(({scheduled}) => scheduled),
    'the test build has a scheduled post',
  );
  // Pages, feeds and the sitemap; the route followed by anything but more of a path.
  const published = readdirSync(TEST_BUILD_DIR, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(html|xml)$/.test(file))
    .map((file) => [file, readFileSync(path.join(TEST_BUILD_DIR, file), 'utf8')] as const);
  for (const {file, route} of heldBack) {
    assert.ok(!existsSync(htmlFileOf(TEST_BUILD_DIR, route)), `${file}: ${route} is not built`);
    // A slug is letters, digits and hyphens.
    const named = new RegExp(`${route}(?![\\w/-])`);
    assert.deepEqual(
      published.filter(([, text]) => named.test(text)).map(([builtFile]) => builtFile),
      [],
      `${file}: no built file names ${route}`,
    );
  }
});
