/**
 * What the site adds to the theme's shell, as a visitor uses it: the announcement bar that a new
 * announcement reopens, the not-found page of an unknown doc, and addresses ending in .html. The
 * shell on every page is checked per visit in page-visits.spec.ts (a closed bar stays closed there); its
 * HTML in test/built, the trial links' new tab too.
 */
import {test, expect, ROUTES, STATUS_404_CONSOLE_ERROR, waitForHydration} from './fixtures';
import {NOT_FOUND_HEADING} from '../support/builtPages';
import {layoutShiftAfterLoad, observeLayoutShifts} from '../support/layoutShift';

const ANNOUNCEMENT_BAR_ID = 'plugins/site/announcement-bar-id';

test('a new announcement shows, without a shift, to a visitor who closed an earlier one', async ({
  page,
}) => {
  const bar = page.locator('.theme-announcement-bar');
  await page.goto('/');
  await waitForHydration(page);
  await bar.getByRole('button', {name: '閉じる'}).click();
  await expect(bar).toBeHidden();
  // Pretend the dismissed announcement was an older one: the next page load shows the bar.
  await page.evaluate((plugin) => {
    const idKey = Object.keys(localStorage).find((key) =>
      key.startsWith('docusaurus.announcement.id'),
    );
    if (!idKey) {
      throw new Error(
        `${plugin}: the theme no longer stores the closed announcement's id under ` +
          'docusaurus.announcement.id. Update the keys the plugin reads, or remove it if the ' +
          'theme now shows a new announcement itself.',
      );
    }
    localStorage.setItem(idKey, 'an-older-announcement');
  }, ANNOUNCEMENT_BAR_ID);
  await observeLayoutShifts(page);
  await page.reload();
  const {shifts} = await layoutShiftAfterLoad(page);
  const why =
    `${ANNOUNCEMENT_BAR_ID} shows it before the first paint through the attribute the theme's ` +
    'inline script hides it by (data-announcement-bar-initially-dismissed): adapt the plugin to ' +
    "the theme's script, or remove it if the theme now does this itself";
  await expect(bar, why).toBeVisible();
  expect(shifts, `${why}; the bar came in late, pushing the page down`).toEqual([]);
});

test.describe('an unknown doc', () => {
  test.use({allowedConsoleError: STATUS_404_CONSOLE_ERROR});

  // The docs plugin renders its own not-found content; the site's wrap gives it a title.
  test('shows the Japanese not-found page with its title and status 404', async ({page}) => {
    expect((await page.goto('/docs/intro/no-such-doc'))?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(NOT_FOUND_HEADING);
    await expect(
      page,
      "src/theme/NotFound/Content gives it its title: compare the theme's DocRoot with the swizzle",
    ).toHaveTitle(new RegExp(NOT_FOUND_HEADING));
  });
});

test.describe('an address ending in .html or /index.html', () => {
  // GitHub Pages answers /x/index.html with the 404 page, which then moves to /x.
  test.use({allowedConsoleError: STATUS_404_CONSOLE_ERROR});

  test('shows the page at its clean address', async ({page}) => {
    const doc = ROUTES.find(({path}) => path.startsWith('/docs/'));
    if (!doc) throw new Error('the build has no doc');
    for (const suffix of ['.html', '/index.html']) {
      await page.goto(`${doc.path}${suffix}`);
      await waitForHydration(page);
      await expect(page.locator('h1'), suffix).toHaveText(doc.heading);
      await expect(page).toHaveURL(doc.path);
    }
  });
});
