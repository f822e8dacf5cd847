import {test, expect, GTAG_SCRIPT, waitForHydration} from './fixtures';

type DataLayerEntry = unknown[];

test('loads gtag with IP anonymisation and reports a page view on every route change', async ({
  page,
}) => {
  const gtagRequest = page.waitForRequest(GTAG_SCRIPT);
  await page.goto('/');
  expect(new URL((await gtagRequest).url()).searchParams.get('id')).toBe('G-TEST000000');
  await waitForHydration(page);

  const dataLayer = () =>
    page.evaluate(() =>
      ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? []).map((args): unknown[] =>
        Array.from(args),
      ),
    ) as Promise<DataLayerEntry[]>;
  expect(await dataLayer()).toContainEqual(['config', 'G-TEST000000', {anonymize_ip: true}]);

  await page.locator('nav.navbar').getByRole('link', {name: 'ブログ', exact: true}).click();
  await expect(page).toHaveURL('/blog');
  await expect.poll(dataLayer).toContainEqual(['set', 'page_path', '/blog']);
  await page.locator('nav.navbar').getByRole('link', {name: 'はじめての方へ'}).click();
  await expect(page).toHaveURL('/docs/intro/intro');
  await expect.poll(dataLayer).toContainEqual(['set', 'page_path', '/docs/intro/intro']);
  const pageViews = (await dataLayer()).filter(
    ([kind, name]) => kind === 'event' && name === 'page_view',
  );
  expect(pageViews).toHaveLength(2);
});
