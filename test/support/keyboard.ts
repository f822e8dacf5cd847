import type {Page} from '@playwright/test';

/** What a sighted keyboard user sees of the element that has focus. */
export interface FocusStop {
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
export async function markTabbables(page: Page): Promise<number> {
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

/** The Shift bit of a key event's modifiers in the DevTools protocol. */
const SHIFT = 8;

/**
 * Presses `key` `times` times and returns where focus stopped after each press. Each stop is read
 * in the page as the key comes up, once the key going down has moved focus and scrolled it into
 * view. The presses go to the browser all at once, which handles them in order: a round trip per
 * press and another to read each stop made the walk of a long page take seconds on a busy machine.
 */
export async function walk(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  times: number,
): Promise<FocusStop[]> {
  await page.evaluate(() => {
    const stops: unknown[] = [];
    const record = () => {
      const el = document.activeElement;
      if (!(el instanceof HTMLElement) || el === document.body) {
        stops.push({
          index: null,
          label: '(focus on no element)',
          indicatorShown: false,
          uncovered: false,
        });
        return;
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
      stops.push({
        index: el.dataset.tabOrder === undefined ? null : Number(el.dataset.tabOrder),
        label: el.outerHTML.slice(0, 120),
        indicatorShown:
          ring !== el.dataset.unfocusedRing && (hasOutline || style.boxShadow !== 'none'),
        uncovered: isOnTop(boxes[0]) && isOnTop(boxes.at(-1)),
      });
    };
    window.addEventListener('keyup', record, {capture: true});
    Object.assign(window, {
      focusStops: () => {
        window.removeEventListener('keyup', record, {capture: true});
        return stops;
      },
    });
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    const tab = {key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9};
    const modifiers = key === 'Shift+Tab' ? SHIFT : 0;
    await Promise.all(
      Array.from({length: times}, () => [
        cdp.send('Input.dispatchKeyEvent', {type: 'rawKeyDown', modifiers, ...tab}),
        cdp.send('Input.dispatchKeyEvent', {type: 'keyUp', modifiers, ...tab}),
      ]).flat(),
    );
  } finally {
    await cdp.detach();
  }
  return page.evaluate(() => (window as unknown as {focusStops: () => FocusStop[]}).focusStops());
}

/** Controls smaller than 24×24 px (WCAG 2.5.8), leaving out links that sit in a line of text. */
export async function smallTargets(page: Page): Promise<string[]> {
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
