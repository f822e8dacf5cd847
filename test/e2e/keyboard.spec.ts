import type {Page} from '@playwright/test';
import {test, expect, openMobileMenu, ROUTES, VIEWPORTS, waitForHydration} from './fixtures';

/** What a sighted keyboard user sees of the element that has focus. */
interface FocusStop {
  /** Position of the element in DOM order among the tabbable ones, or null off that list. */
  index: number | null;
  label: string;
  /** Outline or box-shadow differs from the same element without focus. */
  indicatorShown: boolean;
  /** Its first and last line are on screen and not covered by the sticky navbar or anything else. */
  uncovered: boolean;
}

/**
 * Numbers the elements a keyboard user can reach, in DOM order, and records how each looks
 * without focus. Returns their count; fails on a positive tabindex, which reorders tabbing.
 */
async function markTabbables(page: Page): Promise<number> {
  return page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]',
    );
    const tabbable = [...candidates].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !el.matches(':disabled') &&
        !el.closest('[inert]') &&
        el.checkVisibility({visibilityProperty: true}),
    );
    const positive = tabbable.filter((el) => el.tabIndex > 0);
    if (positive.length > 0) throw new Error(`positive tabindex on ${positive[0].outerHTML}`);
    tabbable.forEach((el, index) => {
      const style = getComputedStyle(el);
      el.dataset.tabOrder = String(index);
      el.dataset.unfocusedRing = `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`;
    });
    return tabbable.length;
  });
}

async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) {
      return {
        index: null,
        label: '(focus on no element)',
        indicatorShown: false,
        uncovered: false,
      };
    }
    const style = getComputedStyle(el);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`;
    // A link may wrap over lines: look at the middle of its first and its last line box.
    const boxes = [...el.getClientRects()];
    const isOnTop = (box: DOMRect | undefined) => {
      if (!box) return false;
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      const hit = document.elementFromPoint(box.left + box.width / 2, y);
      return hit !== null && (hit === el || el.contains(hit));
    };
    return {
      index: el.dataset.tabOrder === undefined ? null : Number(el.dataset.tabOrder),
      label: el.outerHTML.slice(0, 120),
      indicatorShown:
        ring !== el.dataset.unfocusedRing && (hasOutline || style.boxShadow !== 'none'),
      uncovered: isOnTop(boxes[0]) && isOnTop(boxes.at(-1)),
    };
  });
}

/** Presses the key until focus reaches the element numbered `last`, at most `limit` times. */
async function walk(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  last: number,
  limit: number,
): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let press = 0; press < limit && stops.at(-1)?.index !== last; press += 1) {
    await page.keyboard.press(key);
    stops.push(await focusStop(page));
  }
  return stops;
}

for (const {path} of ROUTES) {
  test(`${path}: Tab reaches every control in DOM order with a visible, uncovered focus`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    // The theme shows its back-to-top button only while the page scrolls up and hides it near the
    // top even while it has focus, so whether a walk meets it (or loses focus on it) depends on
    // scroll timing. It is left out of the walk.
    await page.addStyleTag({content: '.theme-back-to-top-button { display: none !important; }'});
    // Code blocks mount once more after hydration (the theme keys them on isBrowser); number the
    // elements that stay.
    await page.waitForLoadState('networkidle');
    const count = await markTabbables(page);
    expect(count).toBeGreaterThan(5);

    const forward = await walk(page, 'Tab', count - 1, count + 1);
    expect(forward.map((stop) => stop.index ?? stop.label)).toEqual([...Array(count).keys()]);
    expect(forward.filter((stop) => !stop.indicatorShown).map((stop) => stop.label)).toEqual([]);
    expect(forward.filter((stop) => !stop.uncovered).map((stop) => stop.label)).toEqual([]);

    // Going back up is where a sticky navbar hides the element that scrolls in at the top.
    const backward = await walk(page, 'Shift+Tab', 0, count + 1);
    expect(backward.map((stop) => stop.index ?? stop.label)).toEqual(
      [...Array(count - 1).keys()].reverse(),
    );
    expect(backward.filter((stop) => !stop.uncovered).map((stop) => stop.label)).toEqual([]);
  });
}

/** Controls smaller than 24×24 px (WCAG 2.5.8), leaving out links that sit in a line of text. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isInline = (el: Element) => getComputedStyle(el).display === 'inline';
    const sitsInText = (link: Element) => {
      let block = link.parentElement;
      while (block && isInline(block)) block = block.parentElement;
      if (!block) return false;
      const texts = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        if (link.contains(node) || !node.textContent?.trim()) continue;
        let parent = node.parentElement;
        while (parent && parent !== block && isInline(parent)) parent = parent.parentElement;
        if (parent === block) return true;
      }
      return false;
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    );
    return [...controls]
      .filter((el) => el.checkVisibility({visibilityProperty: true, opacityProperty: true}))
      .filter((el) => !(el.matches('a') && isInline(el) && sitsInText(el)))
      .map((el) => ({el, rect: el.getBoundingClientRect()}))
      .filter(({rect}) => rect.width < 24 || rect.height < 24)
      .map(
        ({el, rect}) =>
          `${Math.round(rect.width)}×${Math.round(rect.height)} ${el.outerHTML.slice(0, 120)}`,
      );
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({viewport});

    for (const {path} of ROUTES) {
      test(`${path}: every control is at least 24×24 px`, async ({page}) => {
        await page.goto(path);
        await waitForHydration(page);
        expect(await smallTargets(page)).toEqual([]);
        if (viewport.name === 'mobile') {
          await openMobileMenu(page);
          expect(await smallTargets(page), 'with the menu open').toEqual([]);
        }
      });
    }
  });
}
