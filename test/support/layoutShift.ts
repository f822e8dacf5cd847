import type {Page} from '@playwright/test';
import {waitForHydration} from './hydration';

/** Sums `layout-shift` entries not caused by input, from the start of the next document. */
export async function observeLayoutShifts(page: Page): Promise<void> {
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

/**
 * Cumulative layout shift once the page has loaded its images and fonts, hydrated and painted
 * twice more. Later requests are prefetches of other pages, which change nothing on screen.
 */
export async function layoutShiftAfterLoad(page: Page): Promise<{total: number; shifts: string[]}> {
  await waitForHydration(page);
  await page.waitForLoadState('load');
  return page.evaluate(async () => {
    await document.fonts.ready;
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return (
      window as unknown as {layoutShifts: () => {total: number; shifts: string[]}}
    ).layoutShifts();
  });
}
