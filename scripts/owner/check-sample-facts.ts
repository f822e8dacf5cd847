/**
 * Run by `npm run build:deploy` before the build: refuses to publish while a fact visitors rely on
 * is still a sample: the school, the operator, the teacher (and the blog's author), the
 * classrooms, the dates of the legal documents and the outside services of the privacy policy.
 * A fact is a sample while its line in src/data/facts/*.yml (or blog/authors.yml) ends with the
 * comment `# 見本`, or while it looks like one.
 * ALLOW_SAMPLE_FACTS=true publishes the demo on purpose, with a warning.
 */
import {findSampleFacts, shippedFacts} from './sampleFacts';

const ALLOW_SAMPLE_FACTS = process.env.ALLOW_SAMPLE_FACTS === 'true';

const samples = findSampleFacts(shippedFacts());

if (samples.length === 0) {
  console.log('教室の情報に見本の値は残っていません。公開用にビルドします。');
} else {
  const list = samples.map((field) => `  - ${field.label}：「${field.value}」（${field.where}）`);
  if (ALLOW_SAMPLE_FACTS) {
    console.warn(
      [
        `警告：次の${samples.length}件が見本の値のまま、サンプルサイトとして公開します（ALLOW_SAMPLE_FACTS=true）。`,
        ...list,
        '各ページに「サンプルサイト」の表示が出て、検索エンジンには載りません。',
      ].join('\n'),
    );
  } else {
    console.error(
      [
        `公開できません：次の${samples.length}件が見本の値のままです。本物の値に書き換えてください。`,
        ...list,
        '書き換えたら、その行の最後の「# 見本」も消してください（残っているあいだは見本として扱います）。',
        'デモとしてわざと公開するときは、ALLOW_SAMPLE_FACTS=true を設定してください（README の「教室情報」を参照）。',
      ].join('\n'),
    );
    process.exitCode = 1;
  }
}
