import Layout from '@theme/Layout';
import Hero from '@site/src/components/home/Hero';
import {school} from '@site/src/data/school';

export default function Home() {
  return (
    <Layout title={school.tagline} description={school.tagline}>
      <main>
        <Hero />
      </main>
    </Layout>
  );
}
