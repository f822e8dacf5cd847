import {escapeForScript} from '../src/lib/scriptSafeJson';

/** A script element of a built page: start tag, text (never holding `</script`), end tag. */
const SCRIPT = /(<script\b[^>]*>)([\s\S]*?)(<\/script)/gi;

/** The type of a JSON-LD block, quoted or (minified) not. */
const JSON_LD_TYPE = /\stype=(["']?)application\/ld\+json\1(?=[\s/>])/i;

/**
 * Escapes `<`, `>` and `&` in every JSON-LD block of `html`. StructuredData writes them escaped,
 * but the HTML minifier parses each block and writes it again with only `<` escaped.
 */
export function escapeJsonLdBlocks(html: string): string {
  return html.replace(SCRIPT, (element, start: string, json: string, end: string) =>
    JSON_LD_TYPE.test(start) ? start + escapeForScript(json) + end : element,
  );
}
