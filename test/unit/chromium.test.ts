/**
 * Which Chromium the browser suite and the bench start: the one a job names, never one the machine
 * happens to have where the project does not control it (a GitHub runner image's).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {chooseChromium} from '../../lib/chromium';

const DEBIAN = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const everyFile = () => true;

test('on a machine of ours, the first Debian package installed, the headless shell first', () => {
  assert.equal(chooseChromium({}, DEBIAN, everyFile), '/usr/bin/chromium-headless-shell');
  assert.equal(
    chooseChromium({}, DEBIAN, (file) => file === '/usr/bin/chromium'),
    '/usr/bin/chromium',
  );
  assert.equal(
    chooseChromium({}, DEBIAN, () => false),
    undefined,
  );
});

test('on GitHub Actions, an unnamed browser is Playwright’s download, not the image’s Chromium', () => {
  assert.equal(chooseChromium({GITHUB_ACTIONS: 'true'}, DEBIAN, everyFile), undefined);
});

test('CHROMIUM_PATH names the browser: a file, or "playwright" for Playwright’s download', () => {
  assert.equal(
    chooseChromium({CHROMIUM_PATH: '/opt/chrome/chrome'}, DEBIAN, everyFile),
    '/opt/chrome/chrome',
  );
  assert.equal(chooseChromium({CHROMIUM_PATH: 'playwright'}, DEBIAN, everyFile), undefined);
  assert.equal(
    chooseChromium({CHROMIUM_PATH: 'playwright', GITHUB_ACTIONS: 'true'}, DEBIAN, everyFile),
    undefined,
  );
});

test('the launch options and Lighthouse’s browser follow that choice', () => {
  const chosen = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx/esm',
      '--input-type=module',
      '--eval',
      "const {CHROMIUM_LAUNCH_OPTIONS, CHROMIUM_PATH} = await import('./lib/chromium.ts');" +
        'console.log(JSON.stringify([CHROMIUM_LAUNCH_OPTIONS.executablePath, CHROMIUM_PATH]));',
    ],
    {env: {...process.env, CHROMIUM_PATH: 'playwright'}, encoding: 'utf8'},
  );
  assert.deepEqual(JSON.parse(chosen), [null, null]);
});
