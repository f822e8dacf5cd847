import path from 'node:path';
import type {Page} from '@playwright/test';
import {BUDGETS, GZIP_LEVEL, kib, pageWeight} from '../../scripts/lib/pageWeight';
import {
  test,
  expect,
  GTAG_SCRIPT,
  PAGES,
  ROUTES,
  slowDownCpu,
  STATUS_404_CONSOLE_ERROR,
  VIEWPORTS,
  waitForHydration,
} from './fixtures';

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');

test.describe(`page weight of the production build (gzip level ${GZIP_LEVEL})`, () => {
  for (const route of [...ROUTES.map(({path}) => path), '/404']) {
    test(`${route}: first-load JS ≤ ${kib(BUDGETS.jsGzip)}, CSS ≤ ${kib(BUDGETS.cssGzip)}, images ≤ ${kib(BUDGETS.imageBytes)}`, () => {
      const weight = pageWeight(BUILD_DIR, route);
      const names = (files: string[]) => files.map((file) => path.basename(file)).join(', ');
      expect(weight.files.js.length, 'the page loads the app script').toBeGreaterThan(0);
      expect(weight.js.gzip, `JS: ${names(weight.files.js)}`).toBeLessThanOrEqual(BUDGETS.jsGzip);
      expect(weight.files.css.length, 'the page has a stylesheet').toBeGreaterThan(0);
      expect(weight.css.gzip, `CSS: ${names(weight.files.css)}`).toBeLessThanOrEqual(
        BUDGETS.cssGzip,
      );
      expect(weight.imageBytes, `images: ${names(weight.files.images)}`).toBeLessThanOrEqual(
        BUDGETS.imageBytes,
      );
      // Anything from another host escapes these budgets (and tells that host about the visitor).
      expect(
        weight.external.filter((url) => !GTAG_SCRIPT.test(url)),
        'resources from other hosts',
      ).toEqual([]);
    });
  }
});

/** Sums `layout-shift` entries not caused by input, from the start of the next document. */
async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface LayoutShift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: {node: Node | null}[];
    }
    const shifts: string[] = [];
    let total = 0;
    const record = (entries: PerformanceEntryList) => {
      for (const shift of entries as LayoutShift[]) {
        if (shift.hadRecentInput) continue;
        total += shift.value;
        const nodes = shift.sources.map((source) =>
          source.node instanceof Element
            ? source.node.outerHTML.slice(0, 80)
            : source.node?.nodeName,
        );
        shifts.push(`${shift.value.toFixed(4)}: ${nodes.join(' | ')}`);
      }
    };
    const observer = new PerformanceObserver((list) => {
      record(list.getEntries());
    });
    observer.observe({type: 'layout-shift', buffered: true});
    Object.assign(window, {
      layoutShifts: () => {
        record(observer.takeRecords());
        return {total, shifts};
      },
    });
  });
}

/** Cumulative layout shift once the page has loaded, hydrated and gone quiet. */
async function layoutShiftAfterLoad(page: Page): Promise<{total: number; shifts: string[]}> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    (window as unknown as {layoutShifts: () => {total: number; shifts: string[]}}).layoutShifts(),
  );
}

test.describe('layout stability (CLS 0)', () => {
  for (const viewport of VIEWPORTS) {
    test.describe(`on ${viewport.name}`, () => {
      test.use({viewport});

      for (const {path: route, notFound} of PAGES) {
        test.describe(route, () => {
          test.use({allowedConsoleError: notFound ? STATUS_404_CONSOLE_ERROR : undefined});

          test('nothing moves while loading, with the announcement bar shown and dismissed', async ({
            page,
          }) => {
            const bar = page.locator('.theme-announcement-bar');
            await observeLayoutShifts(page);
            await page.goto(route);
            const shown = await layoutShiftAfterLoad(page);
            await expect(bar).toBeVisible();
            expect(shown.shifts, 'layout shifts with the bar shown').toEqual([]);
            expect(shown.total).toBe(0);

            await bar.getByRole('button', {name: '閉じる'}).click();
            await page.reload();
            const dismissed = await layoutShiftAfterLoad(page);
            await expect(bar).toBeHidden();
            expect(dismissed.shifts, 'layout shifts after the bar was dismissed').toEqual([]);
            expect(dismissed.total).toBe(0);
          });
        });
      }
    });
  }
});

test.describe('first paint on a slow CPU', () => {
  // At 12× slowdown Chromium would otherwise paint mid-parse: a bare navbar, then the rest.
  const CPU_SLOWDOWN = 12;

  for (const {path: route, notFound} of PAGES) {
    test.describe(route, () => {
      test.use({allowedConsoleError: notFound ? STATUS_404_CONSOLE_ERROR : undefined});

      test('the first frame already shows the whole page, footer included', async ({page}) => {
        await slowDownCpu(page, CPU_SLOWDOWN);
        await page.addInitScript(() => {
          requestAnimationFrame(() => {
            Object.assign(window, {footerInFirstFrame: document.querySelector('footer') !== null});
          });
        });
        await page.goto(route);
        await expect
          .poll(() =>
            page.evaluate(() => (window as {footerInFirstFrame?: boolean}).footerInFirstFrame),
          )
          .toBe(true);
      });
    });
  }
});
