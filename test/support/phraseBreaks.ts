import type {Page} from '@playwright/test';
import {splitIntoPhrases} from '../../lib/phrases';

/**
 * Headings, buttons and card titles, and text marked `data-phrase-breaks` (the consent line under
 * the trial buttons). Text set as display type (bold, at least 1.2 times the root size) counts as
 * a heading whatever its element, like a hero's tagline in a <p>.
 */
const PHRASE_ELEMENTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hgroup > p',
  'button',
  'summary',
  '[role="button"]',
  '.button',
  '.navbar-trial-button',
  '.pagination-nav__label',
  '.footer__title',
  '[data-phrase-breaks]',
].join(', ');

/** A stretch of text laid out in one box, with the line each of its UTF-16 units is on. */
interface TextRun {
  /** The element, as a reader of the report finds it: tag, id or first class, and its text. */
  readonly element: string;
  readonly text: string;
  /** The line of each unit, counted from 0; -1 for a unit that takes no room (collapsed space). */
  readonly lines: readonly number[];
  /** The width each unit takes on its line, in CSS pixels. */
  readonly widths: readonly number[];
  /** The width a line of the run may take: its box's content width. */
  readonly lineWidth: number;
}

/**
 * Lays out every phrase element on screen into text runs. Runs in the page, written without
 * inner named functions, which a loader's name-keeping helper would break there.
 */
function textRuns(selector: string): TextRun[] {
  const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
  const elements = [...document.querySelectorAll(selector)];
  for (const element of document.querySelectorAll('body *')) {
    const style = getComputedStyle(element);
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && /\S/.test(node.textContent ?? ''),
    );
    if (ownText && Number(style.fontWeight) >= 600 && parseFloat(style.fontSize) >= rootSize * 1.2)
      elements.push(element);
  }
  const roots = [...new Set(elements)].filter(
    (element) =>
      element.checkVisibility({visibilityProperty: true}) &&
      !elements.some((other) => other !== element && other.contains(element)),
  );

  const runs: TextRun[] = [];
  for (const root of roots) {
    const tag = root.tagName.toLowerCase();
    const name = root.id
      ? `${tag}#${root.id}`
      : root.classList[0]
        ? `${tag}.${root.classList[0]}`
        : tag;
    const element = `${name} 「${(root.textContent ?? '').trim()}」`;
    // One run per box the text flows in: a block or inline-block child, or a <br>, starts another.
    let box: Element | null = null;
    let text = '';
    let lines: number[] = [];
    let widths: number[] = [];
    let line = -1;
    let top = -Infinity;
    let bottom = -Infinity;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); ; node = walker.nextNode()) {
      let nodeBox: Element | null = null;
      if (node instanceof Text && node.parentElement) {
        nodeBox = node.parentElement;
        while (
          nodeBox !== root &&
          nodeBox.parentElement &&
          getComputedStyle(nodeBox).display === 'inline'
        )
          nodeBox = nodeBox.parentElement;
      }
      const endsRun = !node || (node instanceof Element && node.tagName === 'BR') || nodeBox;
      if (endsRun && (!node || nodeBox !== box)) {
        if (box && /\S/.test(text)) {
          let block: Element = box;
          while (getComputedStyle(block).display === 'inline' && block.parentElement)
            block = block.parentElement;
          const style = getComputedStyle(block);
          const lineWidth =
            block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          runs.push({element, text, lines, widths, lineWidth});
        }
        box = nodeBox;
        text = '';
        lines = [];
        widths = [];
        line = -1;
        top = -Infinity;
        bottom = -Infinity;
      }
      if (!node) break;
      // The theme's heading anchors hold a zero-width space: no part of the words.
      if (
        !(node instanceof Text) ||
        node.parentElement?.closest('.hash-link, [aria-hidden="true"]')
      )
        continue;
      const range = document.createRange();
      for (let i = 0; i < node.data.length;) {
        const end = /[\uD800-\uDBFF]/.test(node.data[i]) ? i + 2 : i + 1;
        range.setStart(node, i);
        range.setEnd(node, end);
        const rect = [...range.getClientRects()].find((r) => r.width > 0 && r.height > 0);
        // A unit lower than the middle of the line before starts a new line.
        if (rect && rect.top >= (top + bottom) / 2) {
          line += 1;
          top = rect.top;
          bottom = rect.bottom;
        }
        for (let unit = i; unit < end; unit++) {
          text += node.data[unit];
          lines.push(rect ? line : -1);
          widths.push(unit === i && rect ? rect.width : 0);
        }
        i = end;
      }
    }
  }
  return runs;
}

/**
 * Each line break of `run` that falls inside a phrase, described for the report. A phrase wider
 * than a whole line has to break somewhere (a long URL in a title, say), so it is left out.
 */
function breaksInsidePhrases(run: TextRun): string[] {
  const phrases = splitIntoPhrases(run.text);
  const phraseStarts = phrases.map((_, index) =>
    phrases.slice(0, index).reduce((length, phrase) => length + phrase.length, 0),
  );
  const found: string[] = [];
  let previous = -1;
  run.lines.forEach((line, index) => {
    if (line < 0) return;
    if (previous >= 0 && line !== run.lines[previous]) {
      // The break lies between `previous` and `index`; a space or a phrase edge there is fine.
      const atEdge = phraseStarts.some((start) => start > previous && start <= index);
      const atSpace = /\s/.test(run.text.slice(previous, index + 1));
      const phraseIndex = phraseStarts.filter((start) => start <= index).length - 1;
      const start = phraseStarts[phraseIndex];
      const phrase = phrases[phraseIndex];
      const phraseWidth = run.widths
        .slice(start, start + phrase.length)
        .reduce((sum, width) => sum + width, 0);
      if (!atEdge && !atSpace && phraseWidth <= run.lineWidth) {
        found.push(
          `${run.element}: 「${run.text.slice(0, index).trim()} / ${run.text.slice(index).trim()}」 breaks inside the phrase 「${phrase.trim()}」`,
        );
      }
    }
    previous = index;
  });
  return found;
}

/**
 * Every line break of a heading, button or card title on screen that falls inside a phrase, as
 * BudouX divides the text (the phrases the site's <wbr>s mark); empty when each breaks only
 * between phrases or at a space. Call it at each viewport width to be checked.
 */
export async function phraseBreakViolations(page: Page): Promise<string[]> {
  const runs = await page.evaluate(textRuns, PHRASE_ELEMENTS);
  const width = page.viewportSize()?.width;
  const where = `${new URL(page.url()).pathname} at ${width} px`;
  return runs.flatMap(breaksInsidePhrases).map((violation) => `${where}: ${violation}`);
}
