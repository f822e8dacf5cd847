/**
 * Every job of every workflow, its `run:` steps in order, in a clean clone, on a stand-in for the
 * ubuntu-24.04 runner image that has only what the image has plus what the job's own steps
 * install (support/image.ts: no Noto CJK, no browser unless the job installs or names one).
 * A job whose commands need something it does not install fails here as on GitHub.
 *
 * Cost: the steps run for real except the npm scripts, which npm test runs anyway: `npm run`
 * checks instead what the script needs of the machine, by rendering the brand images or
 * launching the browser with the project's own code where the script would (support/needs.ts).
 * Jobs with no `run:` step are the deploy action's (deploy.test.ts) and GitHub's API's. With the
 * deploy rehearsal, `npm run test:workflows` took 30 CPU-seconds (user + system, /usr/bin/time)
 * on the 2-core development machine: each check renders the brand images once per distinct
 * machine, and jobs whose machines agree share it.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {rehearsalUnavailable} from './support/host';
import {readWorkflows} from '../../scripts/ci/workflows';
import {githubWith} from './support/github';
import {parseWorkflow, rehearseWorkflow} from './support/runner';

const ROOT = path.resolve(import.meta.dirname, '../..');
// Jobs whose machines agree on everything a check depends on share it (support/needs.ts).
const checks = mkdtempSync(path.join(tmpdir(), 'rehearsal-checks-'));
after(() => {
  rmSync(checks, {recursive: true, force: true});
});

for (const {file: workflowPath, source} of readWorkflows(ROOT)) {
  const file = path.basename(workflowPath);
  const workflow = parseWorkflow(source);
  const jobs = Object.keys(workflow.jobs).filter((id) =>
    workflow.jobs[id].steps.some((step) => step.run !== undefined),
  );
  if (jobs.length === 0) continue;
  test(
    `${file}: every job with run: steps passes on the runner image`,
    {skip: rehearsalUnavailable},
    async (t) => {
      const scratch = mkdtempSync(path.join(tmpdir(), `rehearsal-${file}-`));
      try {
        const runs = await rehearseWorkflow({
          workflow,
          github: githubWith(ROOT, path.join(scratch, 'github')),
          scratch,
          nodeModules: path.join(ROOT, 'node_modules'),
          only: jobs,
          checks,
        });
        for (const id of jobs) {
          await t.test(`${id} (${workflow.jobs[id].name ?? id})`, (subtest) => {
            if (runs[id].result === 'skipped') {
              // As on GitHub for this event: reported, not passed.
              subtest.skip(`its if: is false here: ${String(workflow.jobs[id].if).trim()}`);
              return;
            }
            // What each `npm run` found it needs, and whether the job gave it.
            for (const line of runs[id].log
              .split('\n')
              .filter((text) => /^(?:::warning::)?npm run /.test(text))) {
              subtest.diagnostic(line);
            }
            assert.equal(runs[id].result, 'success', runs[id].log);
          });
        }
      } finally {
        rmSync(scratch, {recursive: true, force: true});
      }
    },
  );
}
