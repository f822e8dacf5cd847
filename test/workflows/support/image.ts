/**
 * One job's machine: this one, made to look like GitHub's ubuntu-24.04 runner image where it
 * matters to this site, fonts and browsers. The image ships no Noto CJK (only the colour emoji)
 * and no Chromium headless shell, so:
 *
 * - Fonts: FONTCONFIG_FILE rejects the files of fonts-noto-cjk until the job runs
 *   `apt-get install fonts-noto-cjk` (bin/apt-get un-rejects them).
 * - Browsers: /usr/bin is an overlay in the job's own mount namespace. The image's Google Chrome
 *   (/usr/bin/google-chrome) and Chromium (/usr/bin/chromium) are Debian's Chromium here, and a
 *   job gets them only when it names that path: a job that just finds whatever the week's image
 *   has is the defect the workflows avoid. Debian's headless shell is never there; a job gets
 *   it by `npx playwright install chromium` (bin/npx puts it where Playwright's download goes).
 * - Commands that install or reach GitHub are the shims in bin/: npm (`ci` links this checkout's
 *   node_modules, `run` checks what the script needs, see needs.ts), npx, sudo, apt-get, gh.
 * - Everything else is this machine's (git, rsync, jq, bash), with HOME, the workspace and
 *   RUNNER_TEMP new for the job, and the environment the runner sets, nothing of this one's.
 */
import {spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {runProcess, type ProcessResult} from '../../../lib/process';
import {OWNER, REPO, type GitHub} from './github';

/** Packages this machine has and the runner image does not, hidden from every job. */
const NOT_ON_THE_IMAGE = ['fonts-noto-cjk'];
const IMAGE_BROWSERS = ['/usr/bin/google-chrome', '/usr/bin/chromium'];
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const BIN = path.join(import.meta.dirname, 'bin');

export interface Image {
  readonly dir: string;
  readonly workspace: string;
  readonly temp: string;
  readonly env: NodeJS.ProcessEnv;
  /** Runs `command` on the image, in its own mount namespace. */
  run(command: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<ProcessResult>;
}

function fontFiles(pkg: string): string[] {
  const listed = spawnSync('dpkg', ['-L', pkg], {encoding: 'utf8'});
  return listed.stdout.split('\n').filter((file) => /\.(?:ttc|otf|ttf)$/.test(file));
}

/** fontconfig's own file, less the fonts of the packages the image lacks, one block each. */
function fontsConf(): string {
  const blocks = NOT_ON_THE_IMAGE.map((pkg) => {
    const files = fontFiles(pkg).map((file) => `<glob>${file}</glob>`);
    return `<!-- ${pkg} -->\n<selectfont><rejectfont>${files.join('')}</rejectfont></selectfont>\n<!-- /${pkg} -->`;
  });
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    '<include>/etc/fonts/fonts.conf</include>',
    ...blocks,
    '</fontconfig>',
    '',
  ].join('\n');
}

/** A whiteout in an overlay's upper folder: the file is not there in the merged view. */
const whiteout = (file: string) => {
  const made = spawnSync('mknod', [file, 'c', '0', '0']);
  if (made.status !== 0) throw new Error(`mknod ${file}: ${made.stderr.toString()}`);
};

export function prepareImage(
  dir: string,
  job: object,
  {github, nodeModules, checks}: {github: GitHub; nodeModules: string; checks: string},
): Image {
  const home = path.join(dir, 'home');
  const temp = path.join(dir, 'temp');
  const workspace = path.join(dir, 'work', REPO, REPO);
  const upper = path.join(dir, 'usr-bin');
  const overlayWork = path.join(dir, 'usr-bin-work');
  for (const folder of [home, temp, workspace, upper, overlayWork]) {
    mkdirSync(folder, {recursive: true});
  }
  const named = new Set(IMAGE_BROWSERS.filter((file) => JSON.stringify(job).includes(`${file}"`)));
  for (const file of [...IMAGE_BROWSERS, '/usr/bin/chromium-headless-shell']) {
    const here = path.join(upper, path.basename(file));
    if (named.has(file)) {
      // Without Debian's Chromium here (.ci/run installs only the headless shell), a job that
      // names the image's browser finds none, and fails.
      if (file !== DEBIAN_CHROMIUM && existsSync(DEBIAN_CHROMIUM))
        copyFileSync(DEBIAN_CHROMIUM, here);
    } else if (file !== '/usr/bin/google-chrome') {
      whiteout(here);
    }
  }
  const fontsConfFile = path.join(dir, 'fonts.conf');
  writeFileSync(fontsConfFile, fontsConf());
  // The stand-in for GitHub answers at https://github.com/, and for the workflow's token too.
  writeFileSync(
    path.join(home, '.gitconfig'),
    `[url "${github.dir}/"]\n\tinsteadOf = https://github.com/\n` +
      `\tinsteadOf = https://x-access-token:rehearsal-token@github.com/\n`,
  );
  const nodeDir = path.dirname(process.execPath);
  const env: NodeJS.ProcessEnv = {
    PATH: [BIN, nodeDir, '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'].join(':'),
    HOME: home,
    LANG: 'C.UTF-8',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_ACTOR: OWNER,
    GITHUB_STEP_SUMMARY: path.join(temp, 'step-summary.md'),
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: temp,
    ImageOS: 'ubuntu24',
    FONTCONFIG_FILE: fontsConfFile,
    GIT_CONFIG_NOSYSTEM: '1',
    // For the shims in bin/.
    REHEARSAL_NODE_MODULES: nodeModules,
    REHEARSAL_USR_BIN: upper,
    REHEARSAL_CHECKS: checks,
  };
  const mount = `mount -t overlay overlay -o lowerdir=/usr/bin,upperdir=${upper},workdir=${overlayWork} /usr/bin`;
  return {
    dir,
    workspace,
    temp,
    env,
    // bash, not sh: dash drops variables such as INPUT_CLEAN-EXCLUDE, which the runner passes.
    run: (command, cwd, stepEnv) =>
      runProcess(
        'unshare',
        ['--mount', '--', 'bash', '-c', `${mount} && exec "$@"`, 'bash', ...command],
        {
          cwd,
          env: stepEnv,
        },
      ),
  };
}
