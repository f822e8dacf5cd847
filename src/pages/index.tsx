import Layout from '@theme/Layout';
import StructuredData from '@site/src/components/StructuredData';
import Hero from '@site/src/components/home/Hero';
import ForWhom from '@site/src/components/home/ForWhom';
import Places from '@site/src/components/home/Places';
import Courses from '@site/src/components/home/Courses';
import HowItWorks from '@site/src/components/home/HowItWorks';
import Plans from '@site/src/components/home/Plans';
import Teacher from '@site/src/components/home/Teacher';
import Voices from '@site/src/components/home/Voices';
import Faq from '@site/src/components/home/Faq';
import ClosingCta from '@site/src/components/home/ClosingCta';
import {school} from '@site/src/data/school';
import {schoolOrganization} from '@site/src/lib/structuredData';

export default function Home() {
  return (
    <Layout title={school.tagline} description={school.tagline}>
      <StructuredData data={schoolOrganization()} />
      <main>
        <Hero />
        <ForWhom />
        <Places />
        <Courses />
        <HowItWorks />
        <Plans />
        <Teacher />
        <Voices />
        <Faq />
        <ClosingCta />
      </main>
    </Layout>
  );
}
