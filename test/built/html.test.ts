/**
 * Every page of the test build (`npm run build:test`) is valid HTML, as html-validate checks it
 * with the rules in .htmlvalidate.mjs, which says why each rule it changes is changed.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {HtmlValidate, StaticConfigLoader} from 'html-validate';
import config, {redirectPageRules} from '../../.htmlvalidate.mjs';
import {isRedirect, readDocument} from '../support/builtPages';
import {TEST_BUILD_DIR} from '../support/testSite';

test('every built page is valid HTML', async () => {
  const pages = (await readdir(TEST_BUILD_DIR, {recursive: true}))
    .filter((file) => file.endsWith('.html'))
    .sort();
  assert.ok(pages.length > 0, `${TEST_BUILD_DIR} holds no page: run npm run build:test first.`);
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const errors: string[] = [];
  for (const page of pages) {
    const file = path.join(TEST_BUILD_DIR, page);
    const html = await readFile(file, 'utf8');
    // The stubs @docusaurus/plugin-client-redirects writes.
    const rules = isRedirect(readDocument(file)) ? redirectPageRules : {};
    const {results} = await validator.validateString(html, page, {rules});
    for (const {line, column, ruleId, message, selector} of results.flatMap((r) => r.messages)) {
      errors.push(`${page}:${line}:${column} ${ruleId}: ${message} at ${selector ?? 'the page'}`);
    }
  }
  if (errors.length > 0) {
    assert.fail(
      `${errors.length} HTML errors in ${pages.length} pages (file:line:column rule: message at where; each rule is explained at https://html-validate.org/rules/<rule>.html):\n${errors.join('\n')}`,
    );
  }
});
