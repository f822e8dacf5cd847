import type {Page} from '@playwright/test';

/** Waits until React has hydrated, so clicks reach React handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
