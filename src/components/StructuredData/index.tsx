import Head from '@docusaurus/Head';
import type {Thing, WithContext} from 'schema-dts';

interface Props {
  readonly data: WithContext<Exclude<Thing, string>>;
}

/** Puts one JSON-LD block into the page head. */
export default function StructuredData({data}: Props) {
  return (
    <Head>
      {/* "<" is escaped so no value can close the script element early. */}
      <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>
    </Head>
  );
}
