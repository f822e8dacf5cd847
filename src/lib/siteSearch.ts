/** What the site search shows of Pagefind's results; pure, so unit tests cover it. */

/** A run of an excerpt's text, `marked` where it matches the query. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * Pagefind's excerpt as text runs. Pagefind escapes `<` and `>` of the page's text and adds
 * `<mark>` around matches; anything else in it stays text, so no markup of a page reaches the
 * dialog. An entity the excerpt's length cut in half (`&l`) is dropped, and the `. ` Pagefind puts
 * after a Japanese heading reads as 「。」.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const token of excerpt.replace(/&(lt?|gt?)$/, '').split(/(<\/?mark>)/)) {
    if (token === '<mark>' || token === '</mark>') {
      marked = token === '<mark>';
      continue;
    }
    const text = token
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/(?<=[\u3040-\u30ff\u4e00-\u9fff])\. /g, '。');
    if (text) parts.push({text, marked});
  }
  return parts;
}

/** The part of the site a result is in, by its address under the site's `baseUrl`. */
export function sectionOf(url: string, baseUrl: string): string {
  const route = url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url.replace(/^\//, '');
  if (route.startsWith('blog/')) return 'ブログ';
  if (route.startsWith('docs/')) return 'ご案内';
  return 'トップページ';
}
