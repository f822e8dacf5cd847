import Head from '@docusaurus/Head';

interface Props {
  /** A JSON-LD document (typed by the caller with schema-dts; the theme's has its own copy). */
  readonly data: {readonly '@context': 'https://schema.org'};
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {'<': '\\u003c', '>': '\\u003e', '&': '\\u0026'};

/**
 * JSON for a script element: `<`, `>` and `&` become JSON escapes, so no value (an editor's title
 * with `</script>` in it) can end the element early or open a comment, and the data stays equal.
 */
function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&]/g, (char) => UNSAFE_IN_SCRIPT[char] ?? char);
}

/** Puts one JSON-LD block into the page head; every JSON-LD block of the site goes through it. */
export default function StructuredData({data}: Props) {
  return (
    <Head>
      <script type="application/ld+json">{scriptSafeJson(data)}</script>
    </Head>
  );
}
