/**
 * The deploy job of deploy.yml, for real: the job's own steps as the workflow writes them (runner.ts),
 * with JamesIves/github-pages-deploy-action's own code from its npm release at the pinned
 * version, pushing to a bare repository standing in for GitHub. The gh-pages branch it leaves
 * is then served the way Pages serves it.
 *
 * The artifact the build job uploads stands in as a few pages made here with the site's static/
 * (support/standInSite.ts): building the site costs about 30 CPU-seconds, npm test builds it
 * elsewhere (test/owner, test:e2e), and the deploy does not read what the pages say. The build job's own steps are rehearsed in jobs.test.ts.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {deployActionPin, deployActionVersion} from './support/deployAction';
import {servePages} from './support/pages';
import {rehearsalUnavailable} from './support/host';
import {standInSite} from './support/standInSite';
import {git, githubWith, type GitHub} from './support/github';
import {readWorkflow, rehearseWorkflow} from './support/runner';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DEPLOY_YML = path.join(ROOT, '.github/workflows/deploy.yml');
const workflow = readWorkflow(DEPLOY_YML);
const deployJob = workflow.jobs.deploy;
const artifactName = String(
  deployJob.steps.find((step) => step.uses?.startsWith('actions/download-artifact@'))?.with?.name,
);
const branch = String(
  deployJob.steps.find((step) => step.uses?.startsWith('JamesIves/'))?.with?.branch,
);

let scratch: string;
let github: GitHub;

before(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'deploy-rehearsal-'));
  github = githubWith(ROOT, path.join(scratch, 'github'));
});

after(() => {
  rmSync(scratch, {recursive: true, force: true});
});

/** What the build job uploads, as far as the deploy reads it: the static files and pages. */
function builtSite(name: string, pages: Record<string, string>): string {
  const dir = path.join(scratch, name);
  standInSite(ROOT, dir, pages);
  return dir;
}

async function deploy(run: string, site: string) {
  const runs = await rehearseWorkflow({
    workflow,
    github,
    scratch: path.join(scratch, run),
    nodeModules: path.join(ROOT, 'node_modules'),
    only: ['deploy'],
    artifacts: {[artifactName]: site},
  });
  assert.equal(runs.deploy.result, 'success', runs.deploy.log);
}

const serve = (run: string) =>
  servePages(github.repository, branch, path.join(scratch, `${run}-pages`));

test('deploy.yml pins the deploy action at a release published on npm, the one installed', () => {
  const pin = deployActionPin(readFileSync(DEPLOY_YML, 'utf8'));
  assert.ok(pin, 'deploy.yml uses JamesIves/github-pages-deploy-action@<sha> # <tag>');
  assert.equal(
    pin.tag,
    `v${deployActionVersion()}`,
    `deploy.yml pins the action at ${pin.sha} (${pin.tag}), but the rehearsal runs ` +
      `@jamesives/github-pages-deploy-action ${deployActionVersion()}. Pin a release that is ` +
      `published on npm, and install that version: npm install --save-dev --save-exact ` +
      `@jamesives/github-pages-deploy-action@${pin.tag.replace(/^v/, '')}`,
  );
});

test(
  'the first deploy publishes the site on a new gh-pages branch',
  {skip: rehearsalUnavailable},
  async () => {
    await deploy(
      'first',
      builtSite('site-1', {
        'index.html': 'ようこそ 1',
        'docs/guide.html': '案内',
        '404.html': '見つかりません',
      }),
    );
    const pages = await serve('first');
    try {
      assert.match((await pages.get('/')).text, /ようこそ 1/);
      assert.deepEqual(await pages.get('/docs/guide'), {
        status: 200,
        text: (await pages.get('/docs/guide.html')).text,
      });
      assert.match((await pages.get('/docs/guide')).text, /案内/);
      const unknown = await pages.get('/nowhere');
      assert.equal(unknown.status, 404);
      assert.match(unknown.text, /見つかりません/);
      assert.equal((await pages.get('/.nojekyll')).status, 200);
    } finally {
      pages.close();
    }
  },
);

test(
  'a second deploy publishes a change; pr-preview/, CNAME and .nojekyll stay',
  {skip: rehearsalUnavailable},
  async () => {
    // What else lives on gh-pages: the previews (preview.yml) and the custom domain the owner sets
    // in Settings → Pages, which GitHub commits as CNAME.
    const clone = path.join(scratch, 'owner');
    git(scratch, 'clone', '--quiet', '--branch', branch, github.repository, clone);
    mkdirSync(path.join(clone, 'pr-preview/pr-12'), {recursive: true});
    writeFileSync(path.join(clone, 'pr-preview/pr-12/index.html'), '<p>プレビュー</p>');
    writeFileSync(path.join(clone, 'CNAME'), 'www.example.jp\n');
    git(clone, 'add', '--all');
    git(
      clone,
      '-c',
      'user.name=GitHub',
      '-c',
      'user.email=noreply@github.com',
      'commit',
      '--quiet',
      '-m',
      'preview and domain',
    );
    git(clone, 'push', '--quiet', 'origin', branch);

    await deploy(
      'second',
      builtSite('site-2', {'index.html': 'ようこそ 2', '404.html': '見つかりません'}),
    );
    const pages = await serve('second');
    try {
      assert.match((await pages.get('/')).text, /ようこそ 2/);
      assert.equal(
        (await pages.get('/docs/guide')).status,
        404,
        'a page gone from the build is gone',
      );
      assert.match((await pages.get('/pr-preview/pr-12/')).text, /プレビュー/);
      assert.equal((await pages.get('/CNAME')).text, 'www.example.jp\n');
      assert.equal((await pages.get('/.nojekyll')).status, 200);
    } finally {
      pages.close();
    }
  },
);
