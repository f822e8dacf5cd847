import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {DomUtils, parseDocument} from 'htmlparser2';
import {imageSize} from 'image-size';
import {htmlFileOf} from '../../plugins/lib/builtSite';
import {
  test,
  expect,
  BUILD_DIR,
  hasClass,
  slowDownCpu,
  SPEC_INTRO_DOCS,
  waitForHydration,
} from './fixtures';
import {courses} from '../../src/data/courses';
import {formatYen, plans} from '../../src/data/plans';
import {operator} from '../../src/data/operator';
import {rules, ruleTexts} from '../../src/data/rules';
import {externalServices, transferBasis} from '../../src/data/services';
import {teacher} from '../../src/data/teacher';

const JAPANESE_CHARACTER = /[\u3040-\u30ff\u3400-\u9fff]/g;

test.describe('tabs with a group id', () => {
  test('remember the chosen language across reloads and pages', async ({page}) => {
    await page.goto('/markdown-page');
    await waitForHydration(page);
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', {name: 'Swift'})).toHaveAttribute('aria-selected', 'true');

    await tabs.getByRole('tab', {name: 'C#'}).click();
    await expect(tabs.getByRole('tab', {name: 'C#'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('int score');

    await page.reload();
    await waitForHydration(page);
    await expect(tabs.getByRole('tab', {name: 'C#'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('int score');

    await page.goto('/docs/intro/aboutPrograming');
    await waitForHydration(page);
    await expect(page.getByRole('tablist').getByRole('tab', {name: 'C#'})).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toContainText('Console.WriteLine');
  });
});

/** A Shiki token: build-time highlighting gives every token its light and dark colour. */
const TOKEN = 'span[style*="--shiki-light"]';

/** The computed colours of a keyword in the code block titled `file`, and of its plain text. */
async function codeColours(page: Page, file: string, keyword: string) {
  const code = page.locator('.theme-code-block').filter({hasText: file}).locator('pre code');
  const token = code.locator(TOKEN, {hasText: new RegExp(`^${keyword}$`)}).first();
  await expect(token).toBeVisible();
  return {
    keyword: await token.evaluate((span) => getComputedStyle(span).color),
    plain: await code.evaluate((element) => getComputedStyle(element).color),
  };
}

for (const {file, keyword} of [
  {file: 'Student.swift', keyword: 'struct'},
  {file: 'Player.cs', keyword: 'class'},
]) {
  test(`the ${file} code block is highlighted in both colour modes`, async ({page}) => {
    await page.goto('/markdown-page');
    const light = await codeColours(page, file, keyword);
    expect(light.keyword, 'keywords and plain text differ in colour').not.toBe(light.plain);

    await page.goto('/markdown-page?docusaurus-theme=dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await codeColours(page, file, keyword);
    expect(dark.keyword, 'keywords and plain text differ in colour').not.toBe(dark.plain);
    expect(dark.keyword, 'the keyword colour follows the colour mode').not.toBe(light.keyword);
  });
}

test.describe('code blocks without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('are highlighted by the HTML alone', async ({page}) => {
    await page.goto('/markdown-page');
    const {keyword, plain} = await codeColours(page, 'Student.swift', 'struct');
    expect(keyword).not.toBe(plain);
  });
});

test.describe('code blocks on a slow CPU', () => {
  const CPU_SLOWDOWN = 4;

  test.beforeEach(async ({page}) => {
    await slowDownCpu(page, CPU_SLOWDOWN);
    // The number of highlighted tokens in every frame from the first paint on.
    await page.addInitScript((token) => {
      const counts: number[] = [];
      Object.assign(window, {highlightedTokensPerFrame: counts});
      const count = () => {
        counts.push(document.querySelectorAll(`.theme-code-block ${token}`).length);
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
    }, TOKEN);
  });

  const tokensPerFrame = (page: Page) =>
    page.evaluate(
      () => (window as {highlightedTokensPerFrame?: number[]}).highlightedTokensPerFrame,
    );

  test('are highlighted from the first frame and never turn plain while the page loads', async ({
    page,
  }) => {
    await page.goto('/markdown-page');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const counts = (await tokensPerFrame(page)) ?? [];
    expect(counts.length, 'frames recorded').toBeGreaterThan(0);
    expect(Math.min(...counts), `tokens per frame: ${counts.join(' ')}`).toBeGreaterThan(0);
  });

  test('are highlighted on a page reached by a link, without a reload', async ({page}) => {
    await page.goto('/docs/intro/intro');
    await waitForHydration(page);
    await page
      .getByRole('navigation', {name: 'ドキュメントのサイドバー'})
      .getByRole('link', {name: 'プログラミングについて'})
      .click();
    await expect(page).toHaveURL(/\/docs\/intro\/aboutPrograming$/);
    await expect(page.locator(`.theme-code-block ${TOKEN}`).first()).toBeVisible();
  });
});

// The spec's course introduction is substantial; a page an editor adds may be short. Read from
// the built HTML: what a visitor reads there needs no browser to count.
test('the course introduction pages have at least 600 Japanese characters, in h2 and h3 sections', () => {
  for (const path of SPEC_INTRO_DOCS) {
    const document = parseDocument(readFileSync(htmlFileOf(BUILD_DIR, path), 'utf8'));
    const article = DomUtils.findOne((element) => element.name === 'article', document.children);
    const markdown =
      article && DomUtils.findOne((element) => hasClass(element, 'markdown'), article.children);
    expect(markdown, `${path}: the article's Markdown`).toBeTruthy();
    if (!markdown) continue;
    const text = DomUtils.textContent(markdown);
    expect(text.match(JAPANESE_CHARACTER)?.length ?? 0, path).toBeGreaterThanOrEqual(600);
    for (const heading of ['h2', 'h3']) {
      const found = DomUtils.findOne(
        (element) => element.name === heading && Boolean(element.attribs.id),
        markdown.children,
      );
      expect(found, `${path}: an ${heading} with an id`).toBeTruthy();
    }
  }
});

test('the plan table shows every plan with its tax-included price', async ({page}) => {
  await page.goto('/docs/intro/plan');
  const table = page.locator('article table');
  await expect(table.locator('caption')).toContainText('税込');
  await expect(table.locator('tbody tr')).toHaveCount(plans.length);
  for (const plan of plans) {
    const row = table.locator('tbody tr').filter({hasText: plan.name});
    await expect(row).toContainText(`${formatYen(plan.monthlyPriceYen)}（税込）`);
    await expect(row).toContainText(`月${plan.lessonsPerMonth}回`);
  }
});

test('the privacy policy has the sections Japanese law asks for', async ({page}) => {
  await page.goto('/docs/aboutCompany/privacyPolicy');
  const article = page.locator('article');
  const sectionIds = await article
    .locator('h2[id]')
    .evaluateAll((headings) => headings.map((h) => h.id));
  expect(sectionIds).toEqual(
    expect.arrayContaining([
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
    ]),
  );
  // APPI 32条1項1号: the operator's name, representative and address.
  const operatorFacts = article.locator('#operator ~ ul').first();
  for (const fact of [operator.legalName, operator.representative, operator.address]) {
    await expect(operatorFacts).toContainText(fact);
  }
  // 28条 and 32条1項4号: every outside service, with its company, country and legal basis.
  const table = article.locator('#external-transmissions ~ table').first();
  await expect(table.locator('tbody tr')).toHaveCount(externalServices.length);
  for (const service of externalServices) {
    const row = table.locator('tbody tr').filter({hasText: service.purpose});
    for (const fact of [service.service, service.provider, service.country]) {
      await expect(row).toContainText(fact);
    }
    await expect(row).toContainText(transferBasis(service));
    await expect(row.locator(`a[href="${service.privacyUrl}"]`)).toBeVisible();
  }
  // No claim that a foreign recipient keeps the 28条1項 standard; the 28条3項 offer is made.
  await expect(article).not.toContainText('基準に適合する体制を整えていることを確かめたうえで');
  await expect(article.locator('#foreign-recipients ~ p').last()).toBeVisible();
  await expect(article).toContainText('同条3項');
  await expect(article.locator(`a[href="mailto:${operator.contactEmail}"]`).first()).toBeVisible();
  await expect(
    article.locator('a[href="https://policies.google.com/technologies/partner-sites"]'),
  ).toBeVisible();
  await expect(article.locator('a[href="https://tools.google.com/dlpage/gaoptout"]')).toBeVisible();
  await expect(article).toContainText('制定日');
});

test('the legal notice shows what 特商法11条 asks for, from the operator data', async ({page}) => {
  await page.goto('/docs/aboutCompany/legalNotice');
  const table = page.locator('article table').first();
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
    await expect(table.locator('th', {hasText: label}).first()).toBeVisible();
  }
  for (const fact of [operator.legalName, operator.representative, operator.phone]) {
    await expect(table).toContainText(fact);
  }
  for (const plan of plans) await expect(table).toContainText(formatYen(plan.monthlyPriceYen));
  // 施行規則8条: when each payment is due, the first month included, and how it is priced.
  await expect(table).toContainText(ruleTexts.paymentTimes);
  await expect(table).toContainText(ruleTexts.firstMonth);
  await expect(table).toContainText(ruleTexts.leaving);
  await expect(table).toContainText(ruleTexts.schoolCancels);
  await expect(table).toContainText(`${rules.paymentDayOfMonth}日`);
});

test('the rules several pages state read the same on each of them', async ({page}) => {
  for (const [path, texts] of [
    [
      '/docs/intro/plan',
      [
        ruleTexts.paymentTimes,
        ruleTexts.firstMonth,
        ruleTexts.noticeDeadline,
        ruleTexts.leaving,
        ruleTexts.schoolCancels,
      ],
    ],
    [
      '/docs/aboutCompany/terms',
      [
        ruleTexts.paymentTimes,
        ruleTexts.firstMonth,
        ruleTexts.noticeDeadline,
        ruleTexts.leaving,
        ruleTexts.schoolCancels,
      ],
    ],
    ['/docs/intro/classrooms', [ruleTexts.schoolCancels]],
  ] as const) {
    await page.goto(path);
    for (const text of texts) await expect(page.locator('article'), path).toContainText(text);
  }
});

test('every course has its own section and table-of-contents entry', async ({page}) => {
  await page.goto('/docs/intro/course');
  await waitForHydration(page);
  const toc = page.locator('.theme-doc-toc-desktop');
  for (const course of courses) {
    await expect(page.locator(`article h2#${course.id}`)).toHaveText(course.name);
    await expect(toc.locator(`a[href="#${course.id}"]`)).toHaveText(course.name);
  }
  const last = courses[courses.length - 1];
  await page.goto(`/docs/intro/course#${last.id}`);
  await expect(page.locator(`h2#${last.id}`)).toBeInViewport();
});

test('the teacher page shows the profile, career and message from data', async ({page}) => {
  await page.goto('/docs/intro/teacher');
  const article = page.locator('article');
  await expect(article.locator('#profile + div')).toContainText(teacher.name);
  for (const skill of teacher.skills) {
    await expect(article.locator('#profile + div li', {hasText: skill}).first()).toBeVisible();
  }
  await expect(article.locator('#career + ul > li')).toHaveText([...teacher.career]);
  await expect(article.locator('figure blockquote')).toHaveText(teacher.message);
});

/** The width and height an image is shown at: as stored, turned a quarter when EXIF says so. */
function shownSize(bytes: Buffer): {width: number; height: number} | undefined {
  try {
    const {width, height, orientation = 1} = imageSize(bytes);
    return orientation >= 5 ? {width: height, height: width} : {width, height};
  } catch {
    return undefined; // an SVG drawn only by its viewBox has no size of its own
  }
}

test('every image in the content of every built page has the width and height it is shown in', () => {
  const mistakes: string[] = [];
  const sources: string[] = [];
  for (const file of readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.html')) continue;
    const document = parseDocument(readFileSync(path.join(BUILD_DIR, file), 'utf8'));
    const content = DomUtils.findAll((element) => hasClass(element, 'markdown'), document.children);
    const images = new Set(DomUtils.findAll((element) => element.name === 'img', content));
    for (const {attribs} of images) {
      const {src = '', alt = ''} = attribs;
      const image = `${file}: ${alt || src}`;
      sources.push(src);
      // Without both, the page keeps no room for the image and the text below it jumps.
      const width = Number(attribs.width);
      const height = Number(attribs.height);
      if (!(width > 0 && height > 0)) {
        mistakes.push(`${image} has no width and height`);
        continue;
      }
      const bytes = src.startsWith('data:')
        ? Buffer.from(src.slice(src.indexOf(',') + 1), 'base64')
        : readFileSync(path.join(BUILD_DIR, decodeURI(src.split(/[?#]/)[0])));
      const shown = shownSize(bytes);
      if (shown && Math.abs(width / height - shown.width / shown.height) > 0.01) {
        mistakes.push(
          `${image} is ${width}×${height} in the HTML, shown ${shown.width}×${shown.height}`,
        );
      }
    }
  }
  expect(mistakes).toEqual([]);
  // The test build's photo post has one image published as a file and one inlined.
  expect(sources.some((src) => src.startsWith('data:image/'))).toBe(true);
  expect(sources.some((src) => src.startsWith('/assets/images/'))).toBe(true);
});
