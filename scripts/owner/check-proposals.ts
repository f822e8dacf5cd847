/**
 * Run by `npm run build:deploy` after the build: fails when a published sentence proposes a plan
 * or a course (lib/proposals.ts says why and what it reads), so no deploy carries one. On GitHub
 * each sentence is also an annotation at the file and line it is written in.
 */
import path from 'node:path';
import {printForGitHub, type Annotation} from '../../lib/githubOutput';
import {findProposals, proposalReport, sourcesOf} from '../../lib/proposals';

const SITE_DIR = path.resolve(import.meta.dirname, '../..');
const BUILD_DIR = path.join(SITE_DIR, 'build');

const {read, proposals} = findProposals(BUILD_DIR);
if (read === 0) {
  console.error(`✖ ${BUILD_DIR} にページがありません。先に docusaurus build を実行してください。`);
  process.exitCode = 1;
} else if (proposals.length > 0) {
  const annotations = proposals.flatMap((proposal): Annotation[] =>
    sourcesOf(SITE_DIR, proposal).map((source) => ({
      level: 'error',
      file: source.replace(/:\d+$/, ''),
      line: Number(source.replace(/^.*:/, '')),
      title: '提案と読める文',
      message: `「${proposal.sentence}」は提案と読めます。消すか、ご家庭だけで決められる事実に書き換えてください。`,
    })),
  );
  printForGitHub(
    proposalReport(proposals, SITE_DIR),
    annotations,
    process.env.GITHUB_ACTIONS === 'true',
  );
  process.exitCode = 1;
} else {
  console.log(`✔ 公開する ${read} ファイルに、提案と読める文はありません。`);
}
