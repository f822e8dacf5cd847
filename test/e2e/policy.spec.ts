/**
 * What the Content-Security-Policy (plugins/site/publish-safely.ts) stops: code that slipped into
 * a built page's body, where an editor's HTML lands. Each attack is planted into the page as
 * served (after the React root, so hydration leaves it be), once with its policy and once without
 * it, which shows the plant would run.
 */
import type {Page} from '@playwright/test';
import {test, expect, POLICY_MESSAGE, POLICY_VIOLATION, waitForHydration} from './fixtures';

/** Each script sets its flag on `window` if it runs; the style hides the page if applied. */
const PLANTED = {
  script: '<script>window.plantedScriptRan = true</script>',
  handler: '<img src="/img/favicon.svg" alt="" onload="window.plantedHandlerRan = true">',
  // A frame's own document, which inherits the page's policy.
  frame: '<iframe title="x" srcdoc="<script>parent.plantedFrameRan = true</script>"></iframe>',
  style: '<style>body { display: none }</style>',
};

const POLICY = /<meta http-equiv=Content-Security-Policy content="[^"]*">/;

/** Opens the home page with the plants at the end of its body, with its policy or without. */
async function openPlanted(page: Page, {policy}: {policy: boolean}) {
  await page.route(
    ({pathname}) => pathname === '/',
    async (route) => {
      const html = await (await route.fetch()).text();
      expect(html, 'the page is served with its policy').toMatch(POLICY);
      const planted = html.replace('</body>', `${Object.values(PLANTED).join('')}</body>`);
      await route.fulfill({
        contentType: 'text/html',
        body: policy ? planted : planted.replace(POLICY, ''),
      });
    },
  );
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('body > img[onload]')).toHaveJSProperty('complete', true);
  await page.frameLocator('body > iframe').locator('body').waitFor({state: 'attached'});
  return page.evaluate(() => {
    const flags = window as {
      plantedScriptRan?: boolean;
      plantedHandlerRan?: boolean;
      plantedFrameRan?: boolean;
    };
    return {
      script: flags.plantedScriptRan ?? false,
      handler: flags.plantedHandlerRan ?? false,
      frame: flags.plantedFrameRan ?? false,
      style: getComputedStyle(document.body).display === 'none',
    };
  });
}

test.describe('the policy refuses what it is there for', () => {
  // Expected here, and checked below; anywhere else any violation fails the test.
  test.use({allowedConsoleError: POLICY_MESSAGE});

  test('a script, an inline event handler, a frame’s script and a style planted in a built page do not apply', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith(POLICY_VIOLATION)) violations.push(message.text());
    });
    expect(await openPlanted(page, {policy: true})).toEqual({
      script: false,
      handler: false,
      frame: false,
      style: false,
    });
    expect(violations.map((text) => text.split(' ')[2]).sort()).toEqual([
      'script-src-attr',
      'script-src-elem',
      'script-src-elem',
      'style-src-elem',
    ]);
  });

  test('without the policy each would', async ({page}) => {
    expect(await openPlanted(page, {policy: false})).toEqual({
      script: true,
      handler: true,
      frame: true,
      style: true,
    });
  });
});
