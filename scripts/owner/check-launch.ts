/**
 * `npm run launch:check`, run by `npm run build:deploy` before the build: runs the owner's
 * launch checklist (its items: launchItems.ts) on this repository and the deploy's environment.
 * Fails while an item fails; on GitHub each failure is also an annotation at the file and line to
 * change. ALLOW_SAMPLE_FACTS=true publishes the sample facts on purpose, as a demo, with a warning.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {printForGitHub, type Annotation} from '../../lib/githubOutput';
import {FACTS_DIR} from '../../lib/facts/read';
import {school} from '../../src/data/school';
import {
  analyticsItem,
  CNAME_FILE,
  lineOf,
  readableChecklist,
  sampleFactsItem,
  siteUrlItem,
  trialFormItem,
  type LaunchItem,
  type Place,
} from './launchItems';
import {findSampleFacts, shippedFacts} from './sampleFacts';

const SCHOOL_FILE = `${FACTS_DIR}/school.yml`;

const ROOT = path.resolve(import.meta.dirname, '../..');
const IN_GITHUB_ACTIONS = process.env.GITHUB_ACTIONS === 'true';

const readText = (file: string) => {
  const absolute = path.join(ROOT, file);
  return existsSync(absolute) ? readFileSync(absolute, 'utf8') : undefined;
};

const facts = shippedFacts();

/** The line of school.yml where the owner writes a school fact. */
function schoolFact(key: string): Place {
  const field = facts.find(({file, path}) => file === SCHOOL_FILE && path === key);
  if (!field) throw new Error(`scripts/owner/check-launch: ${SCHOOL_FILE} has no ${key}.`);
  return {file: SCHOOL_FILE, key, line: field.line};
}

const items: LaunchItem[] = [
  sampleFactsItem(findSampleFacts(facts), process.env.ALLOW_SAMPLE_FACTS === 'true'),
  siteUrlItem({
    siteUrl: school.siteUrl,
    at: {siteUrl: schoolFact('siteUrl'), githubOrganization: schoolFact('githubOrganization')},
    organization: school.githubOrganization,
    project: school.githubProject,
    cname: readText(CNAME_FILE),
    repository: process.env.GITHUB_REPOSITORY,
    baseUrl: process.env.BASE_URL,
  }),
  analyticsItem(process.env.GA_TRACKING_ID),
  trialFormItem(school.trialFormUrl, schoolFact('trialFormUrl')),
];

const annotations = items.flatMap(({status, problems}) =>
  problems.map(({file, key, line, message}): Annotation => {
    const text = readText(file);
    return {
      level: status === 'warning' ? 'warning' : 'error',
      file,
      line: line ?? (text === undefined || key === undefined ? undefined : lineOf(text, key)),
      title: '公開前の確認',
      message,
    };
  }),
);

printForGitHub(readableChecklist(items), annotations, IN_GITHUB_ACTIONS);
if (items.some(({status}) => status === 'error')) process.exitCode = 1;
