/**
 * The site's shell and what it tells search engines and social networks, read from the build:
 * the navbar and footer of every page, the home page's metadata and JSON-LD, the sitemap, the
 * redirect of /docs and the analytics set-up.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {operator} from '../../src/data/operator';
import {plans} from '../../src/data/plans';
import {school, TRIAL_CTA_LABEL} from '../../src/data/school';
import {$, $$, builtPages, jsonLd, readDocument, readPage, textOf} from '../support/builtPages';
import {TEST_BUILD_DIR} from '../support/testSite';

const PAGES = builtPages(TEST_BUILD_DIR, {notFound: true});
const HOME = readPage(TEST_BUILD_DIR, '/');
const headingOf = new Map(PAGES.map(({path: route, heading}) => [route, heading]));

/** Text and address of each link. */
const links = (elements: ReturnType<typeof $$>) =>
  elements.map((a) => [textOf(a), a.attribs.href] as const);

describe('on every page', () => {
  for (const {path: route, document} of PAGES) {
    test(`${route}: the navbar has the brand, the guide, the blog, the toggle and the trial`, () => {
      const navbar = $(document, 'nav.navbar');
      assert.ok(navbar);
      assert.equal(textOf($(navbar, '.navbar__brand')), school.name);
      assert.ok(
        $$(navbar, '.navbar__brand img').every(
          ({attribs}) => attribs.alt === `${school.name}のロゴ`,
        ),
      );
      const left = links($$(navbar, '.navbar__items:not(.navbar__items--right) > a.navbar__link'));
      assert.deepEqual(left, [
        ['はじめての方へ', '/docs/intro/intro'],
        ['ブログ', '/blog'],
      ]);
      assert.match(
        $(navbar, '.navbar__items--right button[title]')?.attribs['aria-label'] ?? '',
        /モード/,
      );
      const trial = $(navbar, '.navbar__items--right a.navbar__link');
      assert.ok(textOf(trial).startsWith(TRIAL_CTA_LABEL));
    });

    test(`${route}: the footer has the introduction and More columns and the copyright from the founding year`, () => {
      const columns = $$(document, 'footer .footer__col');
      assert.deepEqual(
        columns.map((column) => textOf($(column, '.footer__title'))),
        ['教室について', 'もっと見る'],
      );
      const introduction = links($$(columns[0], 'a'));
      // The spec's links, in its order, with the school's notices and guides among them.
      const spec = [
        ['学習コース', '/docs/intro/course'],
        ['講師紹介', '/docs/intro/teacher'],
        ['料金プラン', '/docs/intro/plan'],
        ['プライバシーポリシー', '/docs/aboutCompany/privacyPolicy'],
      ];
      assert.deepEqual(
        introduction.filter(([, href]) => spec.some(([, specHref]) => specHref === href)),
        spec,
      );
      for (const notice of [
        '/docs/aboutCompany/legalNotice',
        '/docs/aboutCompany/terms',
        '/docs/intro/classrooms',
        '/docs/intro/environment',
      ]) {
        assert.ok(
          introduction.some(([, href]) => href === notice),
          notice,
        );
      }
      // A visitor finds the page under the name the link gave it.
      for (const [label, href] of introduction) assert.equal(label, headingOf.get(href), href);
      assert.deepEqual(links($$(columns[1], 'a')), [
        ['ブログ', '/blog'],
        ['GitHub', school.githubUrl],
      ]);
      assert.equal(
        textOf($(document, 'footer .footer__copyright')),
        `© ${school.foundedYear} ${school.name}`,
      );
    });
  }
});

test('the home page carries keywords, social card, site type and description', () => {
  const meta = (selector: string) => $(HOME, `head meta[${selector}]`)?.attribs.content ?? '';
  for (const word of [
    '個別',
    '予約',
    'プログラミング教室',
    'ゲーム',
    'Swift',
    'iOS',
    'Unity',
    'リモート',
    ...school.regions,
  ]) {
    assert.ok(meta('name="keywords"').includes(word), word);
  }
  const keywords = meta('name="keywords"').split(/,\s*/);
  assert.equal(new Set(keywords).size, keywords.length, 'no keyword twice');
  assert.equal(meta('name="twitter:card"'), 'summary_large_image');
  assert.equal(meta('property="og:type"'), 'website');
  assert.equal(meta('name="description"'), school.tagline);

  const image = meta('property="og:image"');
  assert.equal(image, `${school.siteUrl}/img/social-card.png`);
  const png = readFileSync(path.join(TEST_BUILD_DIR, new URL(image).pathname));
  assert.equal(png.subarray(1, 4).toString(), 'PNG');
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
  for (const rel of ['icon', 'apple-touch-icon']) {
    const href = $(HOME, `head link[rel="${rel}"]`)?.attribs.href ?? '';
    assert.ok(existsSync(path.join(TEST_BUILD_DIR, href)), `${rel} ${href}`);
  }
});

test('the home page describes the school as an EducationalOrganization', () => {
  const organization = jsonLd(HOME).find((block) => block['@type'] === 'EducationalOrganization');
  assert.partialDeepStrictEqual(organization, {
    '@context': 'https://schema.org',
    name: school.name,
    url: school.siteUrl,
    logo: `${school.siteUrl}/img/logo.svg`,
    legalName: operator.legalName,
    email: operator.contactEmail,
    telephone: operator.phone,
    address: {'@type': 'PostalAddress', postalCode: operator.postalCode, addressCountry: 'JP'},
    sameAs: [school.githubUrl],
    // Online lessons reach the whole country; the regions also have classrooms.
    areaServed: [
      {'@type': 'Country', name: '日本'},
      ...school.regions.map((name) => ({'@type': 'City', name})),
    ],
    makesOffer: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      price: plan.monthlyPriceYen,
      priceCurrency: 'JPY',
      // What the fees page says: per month, tax included.
      priceSpecification: {
        price: plan.monthlyPriceYen,
        valueAddedTaxIncluded: true,
        unitCode: 'MON',
      },
    })),
  });
});

test('each blog post is a BlogPosting with its headline, date, address and author', () => {
  const posts = PAGES.filter(({layout}) => /\bblog-post-page\b/.test(layout));
  assert.ok(posts.length > 0);
  for (const post of posts) {
    const posting = jsonLd(post.document).find((block) => block['@type'] === 'BlogPosting');
    assert.partialDeepStrictEqual(posting, {
      '@context': 'https://schema.org',
      headline: post.heading,
      url: `${school.siteUrl}${post.path}`,
      author: {'@type': 'Person'},
    });
    assert.match(String(posting?.datePublished), /^\d{4}-\d{2}-\d{2}T/);
  }
});

test('the sitemap offers every indexed page and no noindex page', () => {
  const sitemap = readFileSync(path.join(TEST_BUILD_DIR, 'sitemap.xml'), 'utf8');
  const listed = new Set(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) =>
      decodeURI(new URL(url).pathname),
    ),
  );
  assert.deepEqual(
    PAGES.filter(({notFound}) => !notFound)
      .filter(({path: route, noindex}) => listed.has(route) === noindex)
      .map(({path: route, noindex}) =>
        noindex ? `${route} is noindex but in the sitemap` : `${route} is missing from the sitemap`,
      ),
    [],
  );
  // The notices a business must show are offered to search engines.
  for (const notice of ['/docs/aboutCompany/legalNotice', '/docs/aboutCompany/terms']) {
    assert.ok(listed.has(notice), notice);
  }
});

test('/docs leads to the beginner guide', () => {
  const redirect = readDocument(path.join(TEST_BUILD_DIR, 'docs/index.html'));
  assert.match(
    $(redirect, 'meta[http-equiv="refresh"]')?.attribs.content ?? '',
    /url=\/docs\/intro\/intro$/,
  );
});

test('every page reports page views with the IP address anonymised', () => {
  for (const {path: route, document} of PAGES) {
    const scripts = $$(document, 'script');
    assert.ok(
      scripts.some(({attribs}) => (attribs.src ?? '').endsWith('gtag/js?id=G-TEST000000')),
      route,
    );
    assert.ok(
      scripts.some((script) =>
        /gtag\("config","G-TEST000000",\{anonymize_ip:(!0|true)\}\)/.test(textOf(script.children)),
      ),
      route,
    );
  }
});

test('the pages get the facts as values, without the reader of the facts files', () => {
  const scripts = readdirSync(path.join(TEST_BUILD_DIR, 'assets/js')).filter((file) =>
    file.endsWith('.js'),
  );
  const withReader = scripts.filter((file) =>
    /という項目は|YAML として読めません/.test(
      readFileSync(path.join(TEST_BUILD_DIR, 'assets/js', file), 'utf8'),
    ),
  );
  assert.deepEqual(withReader, []);
});
