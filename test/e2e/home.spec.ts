import type {Locator, Page} from '@playwright/test';
import {test, expect, PHONE, waitForHydration} from './fixtures';
import {school, TRIAL_CTA_LABEL} from '../../src/data/school';
import {courses} from '../../src/data/courses';
import {plans, formatYen} from '../../src/data/plans';
import {teacher} from '../../src/data/teacher';
import {faq} from '../../src/data/faq';
import {classrooms, lessonHours} from '../../src/data/classrooms';
import {parentVoices, studentWorks, VOICES_TITLE} from '../../src/data/voices';
import {TEST_VOICES, TEST_WORKS} from '../pages/_voices';

// The voices section shows only once the owner has added a real entry.
const HAS_VOICES = parentVoices.length + studentWorks.length > 0;

const SECTION_HEADINGS = [
  'こんな方におすすめです',
  '受講できる場所と時間',
  '学習コース',
  'レッスンの流れ',
  '料金プラン',
  '講師紹介',
  ...(HAS_VOICES ? [VOICES_TITLE] : []),
  'よくあるご質問',
  'まずは無料体験レッスンから',
];

test('the home page tells the whole story in order, under one h1', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('main h1')).toHaveText(school.name);
  await expect(page.locator('main h2')).toHaveText(SECTION_HEADINGS);
  await expect(page.locator('main')).toContainText(school.tagline);
  for (const region of school.regions) await expect(page.locator('main')).toContainText(region);
});

test('plans show every tax-included price from the data and lead to the fees page', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.locator('#plans');
  for (const plan of plans) {
    const card = section.locator('li').filter({hasText: plan.name});
    await expect(card).toContainText(formatYen(plan.monthlyPriceYen));
    await expect(card).toContainText('税込');
  }
  await expect(section.getByRole('link', {name: '料金とお支払いの詳細を見る'})).toHaveAttribute(
    'href',
    '/docs/intro/plan',
  );
});

/**
 * Clicks the middle of each card, away from its heading link, and checks that the page the card
 * names opens at its part. One load of the home page: the clicks are in-app navigations, and
 * going back returns to the already loaded home page.
 */
async function expectCardsLeadToTheirPart(
  page: Page,
  section: Locator,
  cards: readonly {name: string; path: string; id: string}[],
) {
  await waitForHydration(page);
  for (const {name, path, id} of cards) {
    const link = page.getByRole('link', {name, exact: true});
    await section.getByRole('listitem').filter({has: link}).click();
    await expect(page).toHaveURL(`${path}#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL('/');
  }
}

test('each course card leads to its heading on the course page', async ({page}) => {
  await page.goto('/');
  await expectCardsLeadToTheirPart(
    page,
    page.locator('#courses'),
    courses.map(({name, id}) => ({name, path: '/docs/intro/course', id})),
  );
});

test('the places show the hours and days, and each leads to its part of the classrooms page', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.locator('#places');
  await expect(section).toContainText(`${lessonHours.weekday.from}〜${lessonHours.weekday.to}`);
  for (const room of classrooms) await expect(section).toContainText(room.name);
  await expectCardsLeadToTheirPart(page, section, [
    {name: 'オンライン', path: '/docs/intro/classrooms', id: 'online'},
    {name: `${school.regions.join('・')}の教室`, path: '/docs/intro/classrooms', id: 'places'},
  ]);
});

test('voices and works: shown with their heading when there are entries, nothing at all without', async ({
  page,
}) => {
  // A test page renders the section with test entries and with none; the real list stays as it is.
  await page.goto('/test/voices');
  const withEntries = page.getByTestId('with-entries');
  await expect(withEntries.getByRole('heading', {level: 2})).toHaveText(VOICES_TITLE);
  for (const voice of TEST_VOICES) await expect(withEntries).toContainText(voice.quote);
  for (const work of TEST_WORKS) await expect(withEntries).toContainText(work.title);
  await expect(page.getByTestId('without-entries')).toBeEmpty();

  await page.goto('/');
  await expect(page.locator('#voices')).toHaveCount(HAS_VOICES ? 1 : 0);
});

test('the teacher teaser shows the profile and its picture', async ({page}) => {
  await page.goto('/');
  const section = page.locator('#teacher');
  await expect(section).toContainText(teacher.name);
  await expect(section).toContainText(teacher.message);
  const photo = section.getByRole('img', {name: `${teacher.name}のイラスト`});
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test('FAQ answers open on click', async ({page}) => {
  await page.goto('/');
  const [first] = faq;
  const answer = page.locator('#faq').getByText(first.answer);
  await expect(answer).toBeHidden();
  await page.locator('#faq summary', {hasText: first.question}).click();
  await expect(answer).toBeVisible();
});

test('every trial call to action opens the form in a new tab', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const ctas = page.locator('main').getByRole('link', {name: TRIAL_CTA_LABEL});
  expect(await ctas.count()).toBeGreaterThanOrEqual(2);
  for (const cta of await ctas.all()) {
    await expect(cta).toHaveAttribute('href', school.trialFormUrl);
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', /noopener/);
  }
  const [form] = await Promise.all([page.waitForEvent('popup'), ctas.last().click()]);
  await expect(form).toHaveURL(school.trialFormUrl);
});

test('every button-styled link shows its edge: a border or a fill', async ({page}) => {
  await page.goto('/');
  const buttons = page.locator('main a.button');
  expect(await buttons.count()).toBeGreaterThanOrEqual(4);
  const edgeless = await buttons.evaluateAll((links) =>
    links
      .filter((link) => {
        const style = getComputedStyle(link);
        const hasBorder = style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0;
        return !hasBorder && style.backgroundColor === 'rgba(0, 0, 0, 0)';
      })
      .map((link) => link.textContent),
  );
  expect(edgeless).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({viewport: PHONE});

  test('nothing overflows sideways and nothing shifts while loading', async ({page}) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, {layoutShifts: shifts});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number})[]) {
          shifts.push(entry.value);
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    const shifts = await page.evaluate(
      () => (window as unknown as {layoutShifts: number[]}).layoutShifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });
});
