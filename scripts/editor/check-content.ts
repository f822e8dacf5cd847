/**
 * `npm run check:content`: the editors' content check (see CONTRIBUTING.md), and the owner's
 * facts files first. Prints each finding with its file and line in Japanese, as GitHub
 * annotations on a pull request, and with `--summary-base <ref>` (the pull request's base) puts
 * the changed files' findings first and writes what the pull request adds or changes to the job
 * summary.
 */
import path from 'node:path';
import {readFacts} from '../../lib/facts/read';
import type {DocReference} from './content/run-checks';
import {changedFiles, contentChanges} from '../../lib/changedFiles';
import {annotations, print, summary} from './content/report';
import {findingAt, type Finding} from './content/rule-types';

const ROOT = path.resolve(import.meta.dirname, '../..');
const IN_GITHUB_ACTIONS = process.env.GITHUB_ACTIONS === 'true';

/** Every doc id the sidebars and the navbar link to. */
async function docReferences(): Promise<DocReference[]> {
  const [{default: sidebars}, {navbar}] = await Promise.all([
    import('../../sidebars'),
    import('../../config/navbar'),
  ]);
  const references: DocReference[] = [];
  const walk = (item: unknown) => {
    if (typeof item === 'string') references.push({file: 'sidebars.ts', id: item});
    else if (Array.isArray(item)) item.forEach(walk);
    else if (item && typeof item === 'object') {
      const entry = item as {type?: string; id?: string; items?: unknown; link?: unknown};
      if ((entry.type === 'doc' || entry.type === 'ref') && entry.id) {
        references.push({file: 'sidebars.ts', id: entry.id});
      }
      if (entry.items) walk(entry.items);
      if (entry.link) walk(entry.link);
    }
  };
  Object.values(sidebars).forEach(walk);
  for (const item of navbar.items) {
    if ('docId' in item && item.docId) references.push({file: 'config/navbar.ts', id: item.docId});
  }
  return references;
}

/** The problems of the facts files, which stop every module that reads the facts. */
function factFindings(): Finding[] {
  return readFacts(ROOT).problems.map(({file, line, message}) => findingAt(file, line, message));
}

async function main(args: string[]): Promise<void> {
  const baseIndex = args.indexOf('--summary-base');
  const changes = baseIndex >= 0 ? changedFiles(ROOT, args[baseIndex + 1]) : [];
  const changed = new Set(changes.map(({file}) => file));
  const facts = factFindings();
  if (facts.length > 0) {
    print(facts, new Set(facts.map(({file}) => file)).size, IN_GITHUB_ACTIONS, changed);
    process.exitCode = 1;
    return;
  }
  // These read the facts, so they load once the facts files are known to be right.
  const [{checkContent}, {school}] = await Promise.all([
    import('./content/run-checks'),
    import('../../src/data/school'),
  ]);
  const references = await docReferences();
  const {pages, findings} = await checkContent(ROOT, new Date(), references);
  const files = new Set(pages.map(({file}) => file)).size;
  print(findings, files, IN_GITHUB_ACTIONS, changed);
  if (baseIndex >= 0) {
    const jobSummary = summary(
      contentChanges(changes),
      pages,
      findings,
      process.env.PREVIEW_URL ?? school.siteUrl,
      annotations(findings, changed).onlyInLog,
    );
    if (process.env.GITHUB_STEP_SUMMARY) await jobSummary.write();
    else console.log(`\n${jobSummary.stringify()}`);
  }
  if (findings.some(({fatal}) => fatal)) process.exitCode = 1;
}

await main(process.argv.slice(2));
