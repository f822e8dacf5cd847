import type {Locator, Page} from '@playwright/test';
import {test, expect, PHONE, ROUTES, waitForHydration} from './fixtures';
import {school} from '../../src/data/school';

const announcementBar = (page: Page) => page.locator('.theme-announcement-bar');

/** WCAG contrast ratio of an element's text colour on its own background colour. */
async function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const luminance = (color: string) => {
      const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    if (/rgba\(.*,\s*0\)$/.test(style.backgroundColor)) return 0;
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
      (a, b) => b - a,
    );
    return (light + 0.05) / (dark + 0.05);
  });
}

test.describe('announcement bar', () => {
  test('is Japanese, closes, and stays closed across reloads and pages', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(announcementBar(page)).toBeVisible();
    await expect(announcementBar(page)).toContainText('無料');
    await announcementBar(page).getByRole('button', {name: '閉じる'}).click();
    await expect(announcementBar(page)).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(announcementBar(page)).toBeHidden();
    await page.goto('/blog');
    await waitForHydration(page);
    await expect(announcementBar(page)).toBeHidden();
  });

  test('a new announcement id shows the bar on the very next page load', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await announcementBar(page).getByRole('button', {name: '閉じる'}).click();
    // Pretend the dismissed announcement was an older one.
    await page.evaluate(() => {
      const idKey = Object.keys(localStorage).find((key) =>
        key.startsWith('docusaurus.announcement.id'),
      );
      if (!idKey) throw new Error('announcement id is not stored');
      localStorage.setItem(idKey, 'an-older-announcement');
    });
    await page.reload();
    await waitForHydration(page);
    await expect(announcementBar(page)).toBeVisible();
  });
});

test.describe('navbar', () => {
  test('has the brand, the beginner guide, the blog, the colour toggle and the trial button', async ({
    page,
  }) => {
    await page.goto('/blog');
    // Until hydration the theme renders the logo for both colour modes.
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await expect(navbar.locator('.navbar__brand')).toContainText(school.name);
    await expect(navbar.locator('.navbar__brand img')).toHaveAttribute(
      'alt',
      `${school.name}のロゴ`,
    );
    await expect(navbar.getByRole('link', {name: 'はじめての方へ'})).toHaveAttribute(
      'href',
      '/docs/intro/intro',
    );
    await expect(navbar.getByRole('link', {name: 'ブログ', exact: true})).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(
      navbar.getByRole('button', {name: /ダークモード|ライトモード|モード/}),
    ).toBeVisible();
    const trial = navbar.locator('.navbar__items--right').getByRole('link', {name: /無料体験/});
    await expect(trial).toHaveAttribute('href', school.trialFormUrl);
    await expect(trial).toHaveAttribute('target', '_blank');
    await expect(trial).toHaveAttribute('rel', /noopener/);
    await expect(trial).toHaveAttribute('rel', /noreferrer/);
  });

  test('the trial button opens the external form in a new tab', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const [form] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .locator('nav.navbar')
        .getByRole('link', {name: /無料体験/})
        .click(),
    ]);
    await expect(form).toHaveURL(school.trialFormUrl);
    await expect(page).toHaveURL('/');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the trial button is a readable filled button in ${theme} mode`, async ({page}) => {
      await page.goto(`/?docusaurus-theme=${theme}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const trial = page
        .locator('nav.navbar .navbar__items--right')
        .getByRole('link', {name: /無料体験/});
      expect(await contrastOf(trial)).toBeGreaterThanOrEqual(4.5);
      const box = await trial.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(32);
    });
  }
});

test.describe('mobile navigation (≤ 996px)', () => {
  test.use({viewport: PHONE});

  test('keeps the trial button, the search and the logo in the bar, readable and large, down to 320 px', async ({
    page,
  }) => {
    for (const width of [PHONE.width, 320]) {
      await page.setViewportSize({width, height: PHONE.height});
      await page.goto('/');
      await waitForHydration(page);
      const navbar = page.locator('nav.navbar');
      const trial = navbar.locator('.navbar__items--right').getByRole('link', {name: /無料体験/});
      await expect(trial).toBeInViewport({ratio: 1});
      await expect(navbar.locator('.navbar__brand img').first()).toBeVisible();
      const box = await trial.boundingBox();
      expect(box?.height, `${width} px`).toBeGreaterThanOrEqual(24);
      const brand = await navbar.locator('.navbar__brand img').first().boundingBox();
      expect(brand?.width, 'the logo keeps its size').toBeGreaterThanOrEqual(24);
      expect(await navbar.evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBe(0);
      const search = await navbar.getByRole('button', {name: '検索'}).boundingBox();
      expect(
        search && box && (search.x + search.width <= box.x || box.x + box.width <= search.x),
        `${width} px: the search button and the trial button side by side, not on top`,
      ).toBe(true);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${width} px: nothing on the page is wider than the screen`,
      ).toBeLessThanOrEqual(width);
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate((t) => {
          document.documentElement.setAttribute('data-theme', t);
        }, theme);
        expect(await contrastOf(trial), `${theme} mode, ${width} px`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test('moves the links into a sidebar menu that has the trial button', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'ブログ', exact: true})).toBeHidden();
    await navbar.getByRole('button', {name: 'ナビゲーションバーを開く'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'はじめての方へ'})).toBeVisible();
    await expect(menu.getByRole('link', {name: 'ブログ', exact: true})).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => {
        document.documentElement.setAttribute('data-theme', t);
      }, theme);
      const trial = menu.getByRole('link', {name: /無料体験/});
      await expect(trial).toBeVisible();
      expect(
        await contrastOf(trial),
        `trial button contrast in ${theme} mode`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('closes when the window grows past 996px', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'ナビゲーションバーを開く'}).click();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 997, height: 844});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 996, height: 844});
    await expect(page.getByRole('button', {name: 'ナビゲーションバーを開く'})).toBeVisible();
  });

  test('closes on back navigation', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'ナビゲーションバーを開く'}).click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'ブログ', exact: true}).click();
    await expect(page).toHaveURL('/blog');
    // The address changes before the blog renders, and the blog's navbar starts closed: open the
    // menu only once the blog shows.
    await expect(page.getByRole('heading', {level: 1, name: 'ブログ'})).toBeVisible();
    await page.getByRole('button', {name: 'ナビゲーションバーを開く'}).click();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.goBack();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('starts light even when the system prefers dark', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the toggle flips it, the choice is stored and synced to other tabs', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const otherTab = await context.newPage();
    await otherTab.goto('/blog');
    await waitForHydration(otherTab);

    await page.getByRole('button', {name: /モード/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('the skip-to-content link is the first tab stop and moves focus to the content', async ({
  page,
}) => {
  await page.goto('/docs/intro/intro');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'メインコンテンツまでスキップ'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // The next tab stop after skipping is inside the main content, past the navbar and sidebar.
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(focusedInMain).toBe(true);
});

test('the footer has the introduction and More columns, every notice, and the 2023 copyright', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  const columns = footer.locator('.footer__col');
  await expect(columns).toHaveCount(2);
  await expect(columns.nth(0).locator('.footer__title')).toHaveText('教室について');
  await expect(columns.nth(1).locator('.footer__title')).toHaveText('もっと見る');
  const links = async (index: number) =>
    columns
      .nth(index)
      .locator('a')
      .evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
  const introduction = await links(0);
  // The spec's links, in its order, with the school's notices and guides among them.
  expect(
    introduction.filter(([, href]) =>
      [
        '/docs/intro/course',
        '/docs/intro/teacher',
        '/docs/intro/plan',
        '/docs/aboutCompany/privacyPolicy',
      ].includes(href ?? ''),
    ),
  ).toEqual([
    ['学習コース', '/docs/intro/course'],
    ['講師紹介', '/docs/intro/teacher'],
    ['料金プラン', '/docs/intro/plan'],
    ['プライバシーポリシー', '/docs/aboutCompany/privacyPolicy'],
  ]);
  for (const notice of [
    '/docs/aboutCompany/legalNotice',
    '/docs/aboutCompany/terms',
    '/docs/intro/classrooms',
    '/docs/intro/environment',
  ]) {
    expect(introduction.map(([, href]) => href)).toContain(notice);
  }
  // A visitor finds the page under the name the link gave it.
  for (const [label, href] of introduction) {
    expect(label, href ?? '').toBe(ROUTES.find(({path}) => path === href)?.heading);
  }
  expect(await links(1)).toEqual([
    ['ブログ', '/blog'],
    ['GitHub', school.githubUrl],
  ]);
  await expect(footer.locator('.footer__copyright')).toHaveText(`© 2023 ${school.name}`);
});
