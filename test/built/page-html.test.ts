/**
 * What every page of the build holds in its HTML, page by page: the parts a browser would only
 * read back. A page an editor adds is checked the moment it is built.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {imageSize} from 'image-size';
import {school, TRIAL_CTA_LABEL} from '../../src/data/school';
import {
  $,
  $$,
  builtPages,
  NOT_FOUND_HEADING,
  textOf,
  THEME_TEXTS,
  type BuiltPage,
  type Element,
} from '../support/builtPages';
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

/**
 * Checks one rule on every page: `problems` lists what a page does wrong, and the test fails
 * naming each page with its problems, so one broken template reads as one failure.
 */
function everyPage(rule: string, problems: (page: BuiltPage) => (string | false | undefined)[]) {
  test(rule, () => {
    assert.deepEqual(
      PAGES.flatMap((page) =>
        problems(page)
          .filter((problem): problem is string => Boolean(problem))
          .map((problem) => `${page.path}: ${problem}`),
      ),
      [],
    );
  });
}

everyPage('one Japanese h1, named in the title; lang, dir and a description', (page) => {
  const {document, heading} = page;
  const html = $(document, 'html');
  // The home page leads its title with the tagline.
  const title = `${page.path === '/' ? school.tagline : heading} | ${school.name}`;
  return [
    $$(document, 'h1').length !== 1 && `${$$(document, 'h1').length} h1 elements`,
    !JAPANESE.test(heading) && `the h1 「${heading}」 is not Japanese`,
    page.notFound && heading !== NOT_FOUND_HEADING && `the not-found page's h1 is 「${heading}」`,
    textOf($(document, 'head > title')) !== title && `the title is not 「${title}」`,
    html?.attribs.lang !== 'ja' && 'lang is not ja',
    html?.attribs.dir !== 'ltr' && 'dir is not ltr',
    // Search results show the description; Lighthouse's SEO score requires one on every page.
    !/\S/.test($(document, 'meta[name="description"]')?.attribs.content ?? '') && 'no description',
  ];
});

everyPage(
  'Japanese everywhere: no theme string in English, every accessible name Japanese',
  ({document}) => [
    ENGLISH_THEME_TEXT.exec(textOf($(document, 'body')))?.[0],
    ...$$(document, 'body [aria-label], body [title]')
      .flatMap(({attribs}) => [attribs['aria-label'], attribs.title])
      .filter((label) => label !== undefined && !JAPANESE.test(label))
      .map((label) => `the accessible name 「${label}」 is not Japanese`),
  ],
);

// What a template or an MDX heading leaks when it prints code: a constant's name (an expression
// in a heading reaches the table of contents as its source), an unset or non-numeric value.
const CODE_IDENTIFIER =
  /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\bundefined\b|\bNaN\b|\[object Object\]/g;

everyPage(
  'no code identifier in the text shown, tables of contents included; code blocks aside',
  ({document}) => {
    const shown = textOf($$(document, 'head > title, body'), {withoutCode: true});
    return [...shown.matchAll(CODE_IDENTIFIER)].map(
      ({0: identifier, index}) =>
        `「${identifier}」 shows in 「…${shown.slice(Math.max(0, index - 20), index + identifier.length + 20)}…」`,
    );
  },
);

// What a click on it does is the browser's, so its attributes are the rule, checked on every page.
everyPage(
  'every trial link opens the form in a new tab, telling it nothing of the page',
  ({document}) => {
    const trials = $$(document, 'a').filter((a) => textOf(a).startsWith(TRIAL_CTA_LABEL));
    return [
      trials.length === 0 && 'no trial link',
      ...trials.map(({attribs: {href, target, rel = ''}}) => {
        const opensAlone = ['noopener', 'noreferrer'].every((word) =>
          rel.split(' ').includes(word),
        );
        return (
          (href !== school.trialFormUrl || target !== '_blank' || !opensAlone) &&
          `a trial link with href="${href}" target="${target}" rel="${rel}"`
        );
      }),
    ];
  },
);

everyPage('site links have no trailing slash', ({document}) =>
  $$(document, 'a[href^="/"]')
    .map(({attribs}) => attribs.href)
    .filter((href) => href !== '/' && href.split(/[?#]/)[0].endsWith('/'))
    .map((href) => `${href} ends in a slash`),
);

everyPage('the first link skips to the content; no tabindex reorders the walk', ({document}) => {
  const firstLink = $(document, 'body a[href]');
  return [
    (firstLink?.attribs.href !== '#__docusaurus_skipToContent_fallback' ||
      textOf(firstLink) !== 'メインコンテンツまでスキップ') &&
      `the first link is 「${textOf(firstLink)}」 (${String(firstLink?.attribs.href)}), not the skip link`,
    !$(document, '#__docusaurus_skipToContent_fallback') && 'the skip link has no target',
    // A positive tabindex would take the page's controls out of the order the walk checks.
    ...$$(document, '[tabindex]')
      .filter(({attribs}) => Number(attribs.tabindex) > 0)
      .map(({name, attribs}) => `<${name} tabindex="${attribs.tabindex}">`),
  ];
});

// Chromium honouring the hold is seen once, in the first page's browser visit on a slow CPU
// (test/e2e/page-visits.spec.ts); what each page decides is whether it holds until its very end.
everyPage('the first paint waits for the whole page', ({document}) => {
  const holds = $$(document, 'head link[rel="expect"][blocking="render"]');
  if (holds.length !== 1) return ['no single <link rel="expect" blocking="render"> in the head'];
  const last = $(document, 'body > :last-child');
  const lastId = last?.attribs.id;
  return [
    holds[0].attribs.href !== `#${String(lastId)}` &&
      `the first paint waits for ${holds[0].attribs.href}, not for the body's last element <${String(last?.name)} id="${String(lastId)}">`,
  ];
});

/** The component that writes a JSON-LD block, by the block's own type (its first "@type"). */
function jsonLdWriter(json: string): string {
  const type = /"@type":"(\w+)"/.exec(json)?.[1];
  if (type === 'BreadcrumbList') return 'src/theme/DocBreadcrumbs/StructuredData';
  if (type === 'BlogPosting') return 'src/theme/BlogPostPage/StructuredData';
  if (type === 'Blog') return 'src/components/BlogListPage';
  return 'src/components/StructuredData';
}

everyPage(
  'JSON-LD parses and holds no raw "<", ">" or "&"; no inline event handler',
  ({document}) => [
    ...$$(document, 'script[type="application/ld+json"]').flatMap((script) => {
      const json = textOf(script.children);
      const writer = jsonLdWriter(json);
      try {
        JSON.parse(json);
      } catch (error) {
        return [
          `JSON-LD that does not parse (${String(error)}), from ${writer}: ${json.slice(0, 120)}`,
        ];
      }
      return /[<>&]/.test(json)
        ? [`JSON-LD with a raw <, > or &, from ${writer}: ${json.slice(0, 120)}`]
        : [];
    }),
    ...$$(document, '*')
      .filter(({attribs}) => Object.keys(attribs).some((name) => /^on/i.test(name)))
      .map(({name}) => `an inline event handler on <${name}>`),
  ],
);

everyPage('every code block is highlighted by the HTML alone, without JavaScript', ({document}) =>
  $$(document, '.theme-code-block')
    .filter((block) => !$(block, 'pre code span[style*="--shiki-light"]'))
    .map(
      (block) =>
        `a plain code block (plugins/markdown/rehype-shiki's tokens never reached src/theme/CodeBlock): ${textOf(block).slice(0, 60)}`,
    ),
);

everyPage('every content image has the width and height it is shown at', ({document}) =>
  unsizedImages($$(document, '.markdown img')),
);

test('the not-found page says what to do next and asks to report the broken link', () => {
  const notFound = PAGES.find((page) => page.notFound);
  assert.ok(notFound, 'the build has its not-found page, and builtPages gives it');
  const text = textOf($(notFound.document, 'main'));
  // The first paragraph's {home} is a link to the home page.
  const homeLink = THEME_TEXTS['site.NotFound.homeLink'].message;
  const home = $$(notFound.document, 'main a').find((a) => textOf(a) === homeLink);
  assert.equal(home?.attribs.href, '/', `「${homeLink}」 links to the home page`);
  for (const key of ['theme.NotFound.p1', 'theme.NotFound.p2']) {
    const shown = THEME_TEXTS[key].message.replace('{home}', homeLink);
    assert.ok(text.includes(shown), `${key} is shown`);
  }
  assert.match(THEME_TEXTS['theme.NotFound.p2'].message, /リンクが切れている.*運営者/);
});
