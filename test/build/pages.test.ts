/**
 * What every page of the build holds in its HTML, page by page: the parts a browser would only
 * read back. A page an editor adds is checked the moment it is built.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {imageSize} from 'image-size';
import {school} from '../../src/data/school';
import {
  $,
  $$,
  builtPages,
  hasClass,
  NOT_FOUND_HEADING,
  textOf,
  THEME_TEXTS,
  type Element,
} from '../support/builtSite';
import {TEST_BUILD_DIR} from '../support/testSite';

const PAGES = builtPages(TEST_BUILD_DIR, {notFound: true});

// English strings Docusaurus ships that must never reach a Japanese visitor.
const ENGLISH_THEME_TEXT =
  /Skip to main content|On this page|Recent posts|Read more|min read|Newer|Older|Previous|Next|Archive|Edit this page|Last updated|Tags|Copyright|Close|Toggle|Page Not Found/;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** The width and height an image is shown at: as stored, turned a quarter when EXIF says so. */
function shownSize(bytes: Buffer): {width: number; height: number} | undefined {
  try {
    const {width, height, orientation = 1} = imageSize(bytes);
    return orientation >= 5 ? {width: height, height: width} : {width, height};
  } catch {
    return undefined; // an SVG drawn only by its viewBox has no size of its own
  }
}

/** The bytes of an image the page shows, inlined or a file of the build. */
const imageBytes = (src: string): Buffer =>
  src.startsWith('data:')
    ? Buffer.from(src.slice(src.indexOf(',') + 1), 'base64')
    : readFileSync(path.join(TEST_BUILD_DIR, decodeURI(src.split(/[?#]/)[0])));

/** Content images without the width and height they are shown at, which makes text below jump. */
function unsizedImages(images: Element[]): string[] {
  return images.flatMap(({attribs}) => {
    const {src = '', alt = ''} = attribs;
    const width = Number(attribs.width);
    const height = Number(attribs.height);
    if (!(width > 0 && height > 0)) return [`${alt || src} has no width and height`];
    const shown = shownSize(imageBytes(src));
    return shown && Math.abs(width / height - shown.width / shown.height) > 0.01
      ? [`${alt || src} is ${width}×${height} in the HTML, shown ${shown.width}×${shown.height}`]
      : [];
  });
}

test('the build has pages, the not-found page among them', () => {
  assert.ok(PAGES.length > 1);
  assert.ok(PAGES.some(({notFound}) => notFound));
});

for (const page of PAGES) {
  const {document, heading} = page;
  describe(page.path, () => {
    test('one Japanese h1, named in the title; lang, dir and a description', () => {
      assert.equal($$(document, 'h1').length, 1, 'one h1');
      assert.match(heading, JAPANESE);
      if (page.notFound) assert.equal(heading, NOT_FOUND_HEADING);
      // The home page leads its title with the tagline.
      assert.equal(
        textOf($(document, 'head > title')),
        `${page.path === '/' ? school.tagline : heading} | ${school.name}`,
      );
      const html = $(document, 'html');
      assert.equal(html?.attribs.lang, 'ja');
      assert.equal(html?.attribs.dir, 'ltr');
      // Search results show the description; Lighthouse's SEO score requires one on every page.
      assert.match($(document, 'meta[name="description"]')?.attribs.content ?? '', /\S/);
    });

    test('Japanese everywhere: no theme string in English, every accessible name Japanese', () => {
      assert.doesNotMatch(textOf($(document, 'body')), ENGLISH_THEME_TEXT);
      const labels = $$(document, 'body [aria-label], body [title]').flatMap(({attribs}) =>
        [attribs['aria-label'], attribs.title].filter((label) => label !== undefined),
      );
      assert.deepEqual(
        labels.filter((label) => !JAPANESE.test(label)),
        [],
        'accessible names that are not Japanese',
      );
    });

    test('site links without a trailing slash; a skip link first; no reordered tabbing', () => {
      const hrefs = $$(document, 'a[href^="/"]').map(({attribs}) => attribs.href);
      assert.ok(hrefs.length > 0);
      assert.deepEqual(
        hrefs.filter((href) => href !== '/' && href.split(/[?#]/)[0].endsWith('/')),
        [],
      );
      const firstLink = $(document, 'body a[href]');
      assert.equal(firstLink?.attribs.href, '#__docusaurus_skipToContent_fallback');
      assert.equal(textOf(firstLink), 'メインコンテンツまでスキップ');
      assert.ok($(document, '#__docusaurus_skipToContent_fallback'), 'the skip link has a target');
      // A positive tabindex would take the page's controls out of the order the walk checks.
      assert.deepEqual(
        $$(document, '[tabindex]')
          .map(({attribs}) => attribs.tabindex)
          .filter((value) => Number(value) > 0),
        [],
      );
    });

    test('the first paint waits for the whole page', () => {
      assert.equal($$(document, 'head link[rel="expect"][blocking="render"]').length, 1);
    });

    test('JSON-LD parses and holds no raw "<", ">" or "&"; no inline event handler', () => {
      for (const script of $$(document, 'script[type="application/ld+json"]')) {
        const json = textOf(script.children);
        assert.doesNotMatch(json, /[<>&]/);
        assert.doesNotThrow(() => JSON.parse(json) as unknown);
      }
      const handlers = $$(document, '*').filter(({attribs}) =>
        Object.keys(attribs).some((name) => /^on/i.test(name)),
      );
      assert.deepEqual(
        handlers.map(({name}) => name),
        [],
      );
    });

    test('every code block is highlighted by the HTML alone, without JavaScript', () => {
      for (const block of $$(document, '.theme-code-block')) {
        assert.ok($(block, 'pre code span[style*="--shiki-light"]'), textOf(block).slice(0, 60));
      }
    });

    test('every content image has the width and height it is shown at', () => {
      const content = $$(document, '.markdown').filter((element) => hasClass(element, 'markdown'));
      assert.deepEqual(unsizedImages([...new Set($$(content, 'img'))]), []);
    });

    if (page.notFound) {
      test('says what to do next and asks to report the broken link, in Japanese', () => {
        const text = textOf($(document, 'main'));
        for (const key of ['theme.NotFound.p1', 'theme.NotFound.p2']) {
          assert.ok(text.includes(THEME_TEXTS[key].message), key);
        }
        assert.match(THEME_TEXTS['theme.NotFound.p2'].message, /リンクが切れている.*運営者/);
      });
    }
  });
}
