import {createHash} from 'node:crypto';
import {Parser} from 'htmlparser2';
import {DIALOG_STYLES} from '../src/components/SiteSearch/styles';

/** Where Google Analytics 4 loads its script from. */
const GTAG_HOST = 'https://www.googletagmanager.com';

/** What GA4 sends its hits to and loads its pixels from, as Google documents for a CSP (regional hosts). */
export const ANALYTICS_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const;

/** The only embed editors may write (the YouTube form). */
const EMBED_HOST = 'https://www.youtube-nocookie.com';

/** The one inline script that isn't executable: structured data. Any other type counts as a script. */
const DATA_BLOCK_TYPES = new Set(['application/ld+json']);

/**
 * The script plugin-client-redirects writes on each redirect page, whole: an address without
 * quotes or backslashes, then the visitor's query and fragment.
 */
const CLIENT_REDIRECT =
  /^\s*window\.location\.href = '[^'\\]*' \+ window\.location\.search \+ window\.location\.hash;\s*$/;

/** `<meta charset>`, quoted or (minified) not. */
const META_CHARSET = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i;

/** A CSP hash source for `text`, as the browser computes it over an element's raw text. */
const hashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

interface PolicyInput {
  /** The page's allowed inline scripts, as built. */
  scripts: readonly string[];
  /** The page's allowed inline style elements, as built. */
  styles: readonly string[];
  /** Whether the build loads Google Analytics. */
  analytics: boolean;
}

/** The page's Content-Security-Policy (the issue "Safe by construction", item 1, says why each part). */
export function contentSecurityPolicy({scripts, styles, analytics}: PolicyInput): string {
  const hashes = (texts: readonly string[]) => [...new Set(texts)].map(hashSource);
  const analyticsHosts = analytics ? ANALYTICS_HOSTS : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // WebAssembly only (Pagefind's main-thread fallback), not JavaScript eval.
    [
      'script-src',
      "'self'",
      "'wasm-unsafe-eval'",
      ...hashes(scripts),
      ...(analytics ? [GTAG_HOST] : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    // The search dialog's style element comes with its script, so it is in no built page.
    ['style-src-elem', "'self'", ...hashes([...styles, DIALOG_STYLES])],
    // Shiki's token colours, the icon sprite and the announcement bar's colour are attributes.
    ['style-src-attr', "'unsafe-inline'"],
    // Infima's stylesheet draws its icons as data: SVGs. A page showing an image it made in the
    // browser shows it as a data: URL: a blob: URL is refused.
    ['img-src', "'self'", 'data:', ...analyticsHosts],
    ...(analytics ? [['connect-src', "'self'", ...analyticsHosts] as [string, ...string[]]] : []),
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-src', EMBED_HOST],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join(';');
}

/** An executable script the build did not put where only its own code writes: its text or address. */
interface RefusedScript {
  line: number;
  text: string;
}

export interface InlineCode {
  /** Where `<meta charset>` ends, or undefined when the page has none. */
  charsetEnd: number | undefined;
  /** The inline scripts that are the build's own (see {@link inlineCodeOf}), raw as built. */
  scripts: string[];
  /** Every other executable script, inline or not: a file on this origin may be a preview's. */
  refused: RefusedScript[];
  /** The style elements of `<head>` the build's plugins wrote (the `<noscript>` styles), raw. */
  styles: string[];
}

/**
 * The inline code of a built page, sorted by who wrote it. A script is the build's own only where
 * nothing an editor writes can reach:
 * - in `<head>`, not written by React Helmet (`data-rh`): plugins' `injectHtmlTags` and the site
 *   config's `headTags` (an MDX `<head>` goes through Helmet, so it is refused);
 * - in `<body>` before the React root `<div id="__docusaurus">`: the theme's colour mode and
 *   announcement bar scripts;
 * - the whole script of a plugin-client-redirects page, as its template writes it.
 * Anything else (an editor's `<script>`, a component's inline script) is refused: hashing whatever
 * a page holds would let a script that slipped past the content check run, and `'self'` would run
 * any file of the origin, a preview's too. The build's own inline scripts are returned to hash.
 */
export function inlineCodeOf(html: string): InlineCode {
  const code: InlineCode = {charsetEnd: undefined, scripts: [], refused: [], styles: []};
  const charset = META_CHARSET.exec(html);
  if (charset) code.charsetEnd = charset.index + charset[0].length;
  let inHead = false;
  let inBody = false;
  let pastRoot = false;
  let open:
    | {name: string; attributes: Partial<Record<string, string>>; start: number; textStart: number}
    | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'head') inHead = true;
        if (name === 'body') inBody = true;
        if (name === 'div' && attributes.id === '__docusaurus') pastRoot = true;
        if (name === 'script' || name === 'style') {
          open = {name, attributes, start: parser.startIndex, textStart: parser.endIndex + 1};
        }
      },
      onclosetag(name) {
        if (name === 'head') inHead = false;
        if (open?.name !== name) return;
        const text = html.slice(open.textStart, parser.startIndex);
        const {attributes, start} = open;
        open = undefined;
        const byBuild = inHead ? !('data-rh' in attributes) : inBody && !pastRoot;
        const redirect = !inBody && !pastRoot && CLIENT_REDIRECT.test(text);
        if (name === 'style') {
          if (inHead && byBuild) code.styles.push(text);
          return;
        }
        if (DATA_BLOCK_TYPES.has((attributes.type ?? '').trim().toLowerCase())) return;
        const {src} = attributes;
        if (!byBuild && !redirect) {
          code.refused.push({line: html.slice(0, start).split('\n').length, text: src ?? text});
        } else if (src === undefined) code.scripts.push(text);
      },
    },
    {decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true},
  );
  parser.end(html);
  return code;
}

/** The policy's element, which goes right after `<meta charset>`, before anything it governs. */
export const policyMeta = (policy: string): string =>
  `<meta http-equiv=Content-Security-Policy content="${policy}">`;
