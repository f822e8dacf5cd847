import {test} from 'node:test';
import assert from 'node:assert/strict';
import {escapeJsonLdBlocks} from '../../lib/jsonLd';
import {scriptSafeJson} from '../../src/lib/scriptSafeJson';

const DATA = {headline: 'HTML の </script><img src=x onerror=alert(1)> と &lt; の書き方'};

/** The JSON-LD text of the one block in `html`. */
const jsonOf = (html: string) => /<script[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

test('StructuredData writes no <, > or & into a script element, and the data stays equal', () => {
  const json = scriptSafeJson(DATA);
  assert.doesNotMatch(json, /[<>&]/);
  assert.deepEqual(JSON.parse(json), DATA);
});

test('the built pages get <, > and & escaped again in every JSON-LD block the minifier rewrote', () => {
  // What the HTML minifier makes of StructuredData's block: only `<` stays escaped.
  const minified = JSON.stringify(DATA).replaceAll('<', '\\u003C');
  for (const start of [
    '<script type=application/ld+json>',
    '<script data-rh=true type=application/ld+json>',
    '<script type="application/ld+json">',
    '<script type=\'application/ld+json\' data-rh="true">',
  ]) {
    const html = `<head>${start}${minified}</script><title>a &amp; b</title></head>`;
    const escaped = escapeJsonLdBlocks(html);
    const json = jsonOf(escaped);
    assert.doesNotMatch(json, /[<>&]/, start);
    assert.deepEqual(JSON.parse(json), DATA, start);
    assert.equal(escaped.replace(json, ''), html.replace(minified, ''), 'nothing else changes');
  }
});

test('other scripts and text outside JSON-LD blocks are left as they are', () => {
  const html =
    '<script>if (a && b > c) run()</script><script type=application/json>{"a":"&"}</script>' +
    '<p>a &amp; b &gt; c</p><script type=application/ld+json-not>{"a":"&"}</script>';
  assert.equal(escapeJsonLdBlocks(html), html);
});
