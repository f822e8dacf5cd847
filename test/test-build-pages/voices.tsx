import Layout from '@theme/Layout';
import Voices from '@site/src/components/home/Voices';
import {TEST_VOICES, TEST_WORKS} from './_voices';

/** Test build only: the voices section with entries, and with none (which must render nothing). */
export default function VoicesTestPage() {
  return (
    <Layout
      title="保護者の声のテスト"
      description="保護者の声・受講生の作品の表示を確かめるページです。">
      <main>
        <h1 className="container margin-top--lg">保護者の声のテスト</h1>
        <div data-testid="with-entries">
          <Voices parentVoices={TEST_VOICES} studentWorks={TEST_WORKS} />
        </div>
        <div data-testid="without-entries">
          <Voices parentVoices={[]} studentWorks={[]} />
        </div>
      </main>
    </Layout>
  );
}
