import Head from '@docusaurus/Head';
import {scriptSafeJson} from '@site/src/lib/scriptSafeJson';

interface Props {
  /** A JSON-LD document (typed by the caller with schema-dts; the theme's has its own copy). */
  readonly data: {readonly '@context': 'https://schema.org'};
}

/**
 * Puts one JSON-LD block into the page head; every JSON-LD block of the site goes through it.
 * The HTML minifier rewrites the block and keeps only `<` escaped; plugins/site/publish-safely.ts
 * escapes `>` and `&` again in the built pages.
 */
export default function StructuredData({data}: Props) {
  return (
    <Head>
      <script type="application/ld+json">{scriptSafeJson(data)}</script>
    </Head>
  );
}
