/**
 * What the pages say, read from the build: the home page's story, the course introduction, the
 * notices Japanese law asks for and the rules several pages state, each from the data modules.
 * The docs' navigation (sidebar, pager, table of contents) is checked on every doc page.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, test} from 'node:test';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {checkContent} from '../../scripts/editor/content/run-checks';
import {loanComputersText, openingText} from '../../src/data/classroomAmenities';
import {classrooms, lessonHours, mapLinks, postalAddress} from '../../src/data/classrooms';
import {courses} from '../../src/data/courses';
import {faq} from '../../src/data/faq';
import {CANCELLATION_DAYS} from '../../src/vocabulary/law';
import {operator} from '../../src/data/operator';
import {PHOTO_CONSENT} from '../../src/data/photoConsent';
import {formatYen, plans} from '../../src/data/plans';
import {rules} from '../../src/data/rules';
import * as ruleTexts from '../../src/data/ruleTexts';
import {school, TRIAL_CTA_LABEL} from '../../src/data/school';
import {externalServices, transferBasis} from '../../src/data/services';
import {teacher} from '../../src/data/teacher';
import {parentVoices, studentWorks, VOICES_TITLE} from '../../src/data/voices';
import {TEST_VOICES, TEST_WORKS} from '../test-build-pages/_voices';
import {$, $$, builtPages, readPage, textOf, type Document} from '../support/builtPages';
import {TEST_BUILD_DIR, TEST_SITE_DIR} from '../support/testSite';

const PAGES = builtPages(TEST_BUILD_DIR);
const page = (route: string): Document => readPage(TEST_BUILD_DIR, route);
const text = (document: Document, selector: string) => textOf($$(document, selector));

/** The spec's course introduction, which the tutorial sidebar lists in this order among others. */
const SPEC_INTRO_DOCS = ['intro', 'aboutPrograming', 'course', 'plan', 'teacher'].map(
  (name) => `/docs/intro/${name}`,
);
const JAPANESE_CHARACTER = /[\u3040-\u30ff\u3400-\u9fff]/g;

describe('the home page', () => {
  const home = page('/');
  const main = $(home, 'main');

  test('tells the whole story in order, under one h1', () => {
    const hasVoices = parentVoices.length + studentWorks.length > 0;
    assert.equal(text(home, 'main h1'), school.name);
    assert.deepEqual(
      $$(main ?? [], 'h2').map((h2) => textOf(h2)),
      [
        'こんな方におすすめです',
        '受講できる場所と時間',
        '学習コース',
        'レッスンの流れ',
        '料金プラン',
        '講師紹介',
        ...(hasVoices ? [VOICES_TITLE] : []),
        'よくあるご質問',
        'まずは無料体験レッスンから',
      ],
    );
    // The voices section shows only once the owner has added a real entry.
    assert.equal($(home, '#voices') !== null, hasVoices);
    const story = textOf(main);
    for (const fact of [school.tagline, ...school.regions]) assert.ok(story.includes(fact), fact);
    const trials = $$(main ?? [], 'a').filter((a) => textOf(a).startsWith(TRIAL_CTA_LABEL));
    assert.ok(trials.length >= 2, 'the trial is offered at the top and at the close');
  });

  test('plans show every tax-included price from the data and lead to the fees page', () => {
    const cards = $$(home, '#plans li');
    for (const plan of plans) {
      const card = textOf(cards.find((li) => textOf(li).includes(plan.name)) ?? null);
      assert.ok(card.includes(formatYen(plan.monthlyPriceYen)), plan.name);
      assert.ok(card.includes('税込'), plan.name);
    }
    const details = $$(home, '#plans a').find((a) => textOf(a) === '料金とお支払いの詳細を見る');
    assert.equal(details?.attribs.href, '/docs/intro/plan');
  });

  // Where each course and place card leads is checked by clicking it (test/e2e/home.spec.ts).
  test('the places section names the lesson hours and every classroom', () => {
    const places = text(home, '#places');
    assert.ok(places.includes(`${lessonHours.weekday.from}〜${lessonHours.weekday.to}`));
    for (const room of classrooms) assert.ok(places.includes(room.name), room.name);
  });

  test('the teacher teaser shows the profile and its picture', () => {
    const teaser = text(home, '#teacher');
    assert.ok(teaser.includes(teacher.name));
    assert.ok(teaser.includes(teacher.message));
    assert.ok($(home, `#teacher img[alt="${teacher.photoAlt}"]`));
  });

  test('each FAQ answer is folded under its question', () => {
    const items = $$(home, '#faq details');
    assert.equal(items.length, faq.length);
    for (const [index, {question, answer}] of faq.entries()) {
      assert.equal(items[index].attribs.open, undefined, 'folded until the visitor opens it');
      assert.equal(textOf($(items[index], 'summary')), question);
      assert.ok(textOf(items[index]).includes(answer), question);
    }
  });
});

test('voices and works: shown with their heading when there are entries, nothing at all without', () => {
  // A test page renders the section with test entries and with none.
  const voices = page('/test/voices');
  const withEntries = $(voices, '[data-testid="with-entries"]');
  assert.equal(textOf($(withEntries ?? [], 'h2')), VOICES_TITLE);
  const shown = textOf(withEntries);
  for (const {quote} of TEST_VOICES) assert.ok(shown.includes(quote), quote);
  for (const {title} of TEST_WORKS) assert.ok(shown.includes(title), title);
  assert.deepEqual($(voices, '[data-testid="without-entries"]')?.children, []);
});

const {pages: CONTENT_PAGES} = await checkContent(TEST_SITE_DIR);

describe('the docs', () => {
  const routeOf = new Map(CONTENT_PAGES.map(({docId, route}) => [docId, route]));
  const docs = PAGES.filter(({layout}) => /\bdocs-doc-page\b/.test(layout));

  test('the tutorial sidebar lists its docs in sidebars.ts order on each of them, and stays', async () => {
    // The built site's own sidebars.
    const {default: sidebars} = (await import(
      pathToFileURL(path.join(TEST_SITE_DIR, 'sidebars.ts')).href
    )) as {default: SidebarsConfig};
    const sidebarRoutes = (sidebars.tutorialSidebar as unknown[])
      .filter((item): item is string => typeof item === 'string')
      .map((id) => routeOf.get(id));
    assert.deepEqual(
      sidebarRoutes.filter((route) => SPEC_INTRO_DOCS.includes(route ?? '')),
      SPEC_INTRO_DOCS,
    );
    for (const [index, route] of sidebarRoutes.entries()) {
      const document = page(route ?? '');
      const sidebar = $(document, '.theme-doc-sidebar-container');
      assert.deepEqual(
        $$(sidebar ?? [], 'a.menu__link').map(({attribs}) => attribs.href),
        sidebarRoutes,
      );
      assert.equal($(sidebar ?? [], '.menu__link--active')?.attribs.href, route);
      assert.equal($(sidebar ?? [], 'button[aria-label*="サイドバー"]'), null, 'cannot be hidden');
      // Newer/older doc navigation follows the sidebar order.
      assert.equal(
        $(document, '.pagination-nav__link--prev')?.attribs.href,
        sidebarRoutes[index - 1],
      );
      assert.equal(
        $(document, '.pagination-nav__link--next')?.attribs.href,
        sidebarRoutes[index + 1],
      );
    }
    assert.equal($(page('/docs/aboutCompany/privacyPolicy'), '.theme-doc-sidebar-container'), null);
  });

  test('each table of contents lists the h2 and h3 headings only', () => {
    for (const {path: route, document} of docs) {
      const toc = $(document, '.theme-doc-toc-desktop');
      if (!toc) continue;
      assert.deepEqual(
        $$(toc, 'a.table-of-contents__link').map(({attribs}) => attribs.href),
        $$(document, 'article .markdown :is(h2, h3)[id]').map(({attribs}) => `#${attribs.id}`),
        route,
      );
    }
  });

  // The spec's course introduction is substantial; a page an editor adds may be short.
  test('the course introduction pages have at least 600 Japanese characters, in h2 and h3 sections', () => {
    for (const route of SPEC_INTRO_DOCS) {
      const markdown = $(page(route), 'article .markdown');
      assert.ok((textOf(markdown).match(JAPANESE_CHARACTER)?.length ?? 0) >= 600, route);
      assert.ok($(markdown ?? [], 'h2[id]'), `${route}: an h2`);
      assert.ok($(markdown ?? [], 'h3[id]'), `${route}: an h3`);
    }
  });

  test('every course has its own section and table-of-contents entry', () => {
    const document = page('/docs/intro/course');
    for (const course of courses) {
      assert.equal(text(document, `article h2#${course.id}`), course.name);
      assert.equal(text(document, `.theme-doc-toc-desktop a[href="#${course.id}"]`), course.name);
    }
  });

  // Docusaurus builds a table of contents from a heading's source, where an MDX expression is
  // code: the heading writes the number itself (docs/aboutCompany/terms.mdx), held to the law here.
  test("the terms' cancellation heading states CANCELLATION_DAYS, its TOC entry the same", () => {
    const document = page('/docs/aboutCompany/terms');
    const heading = text(document, 'article h2#cancellation');
    assert.deepEqual(
      [...heading.matchAll(/(\d+)日/g)].map(([, days]) => Number(days)),
      [CANCELLATION_DAYS],
      heading,
    );
    assert.equal(text(document, '.theme-doc-toc-desktop a[href="#cancellation"]'), heading);
  });

  test('the plan table shows every plan with its tax-included price', () => {
    const table = $(page('/docs/intro/plan'), 'article table');
    assert.ok(textOf($(table ?? [], 'caption')).includes('税込'));
    const rows = $$(table ?? [], 'tbody tr');
    assert.equal(rows.length, plans.length);
    for (const plan of plans) {
      const row = textOf(rows.find((tr) => textOf(tr).includes(plan.name)) ?? null);
      assert.ok(row.includes(`${formatYen(plan.monthlyPriceYen)}（税込）`), plan.name);
      assert.ok(row.includes(`月${plan.lessonsPerMonth}回`), plan.name);
    }
  });

  test('the privacy policy has the sections Japanese law asks for', () => {
    const article = $(page('/docs/aboutCompany/privacyPolicy'), 'article');
    const sections = $$(article ?? [], 'h2[id]').map(({attribs}) => attribs.id);
    for (const id of [
      'operator',
      'information-we-collect',
      'purposes',
      'third-party',
      'google-analytics',
      'external-transmissions',
      'security',
      'requests',
      'contact',
      'dates',
    ]) {
      assert.ok(sections.includes(id), id);
    }
    // APPI 32条1項1号: the operator's name, representative and address.
    const operatorFacts = textOf($(article ?? [], '#operator ~ ul'));
    for (const fact of [operator.legalName, operator.representative, operator.address]) {
      assert.ok(operatorFacts.includes(fact), fact);
    }
    // 28条 and 32条1項4号: every outside service, with its company, country and legal basis.
    const rows = $$(article ?? [], '#external-transmissions ~ table tbody tr');
    assert.equal(rows.length, externalServices.length);
    for (const service of externalServices) {
      const row = rows.find((tr) => textOf(tr).includes(service.purpose));
      for (const fact of [
        service.service,
        service.provider,
        service.country,
        transferBasis(service),
      ]) {
        assert.ok(textOf(row ?? null).includes(fact), `${service.service}: ${fact}`);
      }
      assert.ok($(row ?? [], `a[href="${service.privacyUrl}"]`), service.privacyUrl);
    }
    const policy = textOf(article);
    // No claim that a foreign recipient keeps the 28条1項 standard; the 28条3項 offer is made.
    assert.ok(!policy.includes('基準に適合する体制を整えていることを確かめたうえで'));
    assert.ok($(article ?? [], '#foreign-recipients ~ p'));
    for (const words of ['同条3項', '制定日']) assert.ok(policy.includes(words), words);
    for (const href of [
      `mailto:${operator.contactEmail}`,
      'https://policies.google.com/technologies/partner-sites',
      'https://tools.google.com/dlpage/gaoptout',
    ]) {
      assert.ok($(article ?? [], `a[href="${href}"]`), href);
    }
  });

  test('the legal notice shows what 特商法11条 asks for, from the operator data', () => {
    const table = $(page('/docs/aboutCompany/legalNotice'), 'article table');
    const labels = $$(table ?? [], 'th').map((th) => textOf(th));
    for (const label of [
      '販売事業者',
      '運営統括責任者',
      '所在地',
      '電話番号',
      '役務の価格',
      '価格のほかに必要な費用',
      '支払方法',
      '支払時期',
      '役務の提供時期',
      '解約・返金',
    ]) {
      assert.ok(
        labels.some((th) => th.includes(label)),
        label,
      );
    }
    const notice = textOf(table);
    for (const fact of [
      operator.legalName,
      operator.representative,
      operator.phone,
      ...plans.map((plan) => formatYen(plan.monthlyPriceYen)),
      // 施行規則 23条–44条 (通信販売): when each payment is due, the first month included, and how it is priced.
      ruleTexts.paymentTimes,
      ruleTexts.firstMonth,
      ruleTexts.leaving,
      ruleTexts.schoolCancels,
      // Every path into a contract ends in the same cancellation (src/vocabulary/law.ts).
      ruleTexts.cancellation,
      // The contract renews month by month until notice (申込み段階表示ガイドライン).
      ruleTexts.renewal,
      `${rules.paymentDayOfMonth}日`,
    ]) {
      assert.ok(notice.includes(fact), fact);
    }
  });

  test('the rules several pages state read the same on each of them', () => {
    const everywhere = [
      ruleTexts.paymentTimes,
      ruleTexts.firstMonth,
      ruleTexts.noticeDeadline,
      ruleTexts.leaving,
      ruleTexts.schoolCancels,
    ];
    // Where families decide: the cancellation and the end of a pause on the fees page, the
    // renewal in the terms, the weather rule where families read about snow, and one
    // photo-consent rule in the terms and the privacy policy.
    for (const [route, texts] of [
      ['/docs/intro/plan', [...everywhere, ruleTexts.cancellation, ruleTexts.pauseEnds]],
      [
        '/docs/aboutCompany/terms',
        [...everywhere, ruleTexts.cancellation, ruleTexts.renewal, PHOTO_CONSENT],
      ],
      ['/docs/aboutCompany/privacyPolicy', [PHOTO_CONSENT]],
      ['/docs/intro/classrooms', [ruleTexts.schoolCancels, ruleTexts.weather]],
    ] as const) {
      const article = text(page(route), 'article');
      for (const rule of texts) assert.ok(article.includes(rule), `${route}: ${rule}`);
    }
  });

  test('the teacher page shows the profile, career and message from data', () => {
    const article = $(page('/docs/intro/teacher'), 'article');
    assert.ok(textOf($(article ?? [], '#profile + div')).includes(teacher.name));
    const skills = $$(article ?? [], '#profile + div li').map((li) => textOf(li));
    for (const skill of teacher.skills) assert.ok(skills.includes(skill), skill);
    assert.deepEqual(
      $$(article ?? [], '#career + ul > li').map((li) => textOf(li)),
      [...teacher.career],
    );
    assert.equal(text(page('/docs/intro/teacher'), 'article figure blockquote'), teacher.message);
    const experience = textOf(article);
    for (const paragraph of teacher.experience) assert.ok(experience.includes(paragraph));
  });

  test("each classroom's table says what that classroom offers, from data", () => {
    const tables = $$(page('/docs/intro/classrooms'), 'article table');
    for (const room of classrooms) {
      const table = textOf(tables.find((t) => textOf(t).includes(postalAddress(room))) ?? null);
      for (const fact of [
        loanComputersText(room),
        room.drinks,
        openingText(room),
        room.parentsWait,
      ]) {
        assert.ok(table.includes(fact), `${room.name}: ${fact}`);
      }
    }
  });
});

test('every classroom address shown has a plain map link beside it, in a new tab', () => {
  for (const route of ['/', '/docs/intro/classrooms']) {
    for (const room of classrooms) {
      const {url, label} = mapLinks[room.id];
      const links = $$(page(route), 'main a').filter((a) => a.attribs.href === url);
      assert.equal(links.length, 1, `${route}: one map link for ${room.name}`);
      const [link] = links;
      assert.equal(textOf(link), label);
      assert.ok(textOf(link.parent).includes(postalAddress(room)), `${route}: beside the address`);
      assert.equal(link.attribs.target, '_blank');
      assert.match(link.attribs.rel ?? '', /noopener/);
    }
  }
  // A search for the address itself, whatever characters it holds.
  const [first] = classrooms;
  assert.equal(new URL(mapLinks[first.id].url).searchParams.get('query'), first.address);
});
