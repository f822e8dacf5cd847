/**
 * `npm run <script>` on the rehearsal's runner (bin/npm): instead of running the script (npm test
 * runs the heavy ones already), checks that this machine has what it needs of the machine, and fails
 * as the script would where it would. It follows the script through package.json (npm run,
 * run-p, cross-env) and into the files its `node` commands run, for the commands that need more
 * than Node and node_modules:
 *
 * - `docusaurus build` renders the social card in Chromium with a Japanese font
 *   (plugins/site/brand-images.ts); without them it fails when BRAND_IMAGES=required, and
 *   otherwise builds without the images, which this prints as a warning.
 * - `playwright test` and a file that calls chromium.launch need a browser.
 * - A file that calls renderBrandImages needs the browser and the font.
 * - A file that runs `runProcess('npm', ['run', …])` needs what that script needs.
 *
 * A build of the checkout leaves a stand-in in build/ for the steps after it (standInSite.ts).
 *
 * Each need is checked once by the project's own code, the checkout's: it renders the brand images,
 * or launches the browser, here.
 */
import {createHash} from 'node:crypto';
import {
  existsSync,
  globSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {standInSite} from './standInSite';

type Kind = 'brand images' | 'browser';
interface Need {
  kind: Kind;
  required: boolean;
  trail: string[];
  /** A build of the checkout itself, into build/ (not of a copy a test makes). */
  buildsHere?: boolean;
}

const {scripts} = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
};

const scriptNames = (words: string[]) =>
  words
    // Options and the number `--max-parallel` takes.
    .filter((word, index) => !word.startsWith('-') && words[index - 1] !== '--max-parallel')
    .flatMap((name) =>
      name.includes('*')
        ? Object.keys(scripts).filter((key) => path.matchesGlob(key, name))
        : [name],
    );

function needsOfFile(file: string, trail: string[]): Need[] {
  const source = readFileSync(file, 'utf8');
  const here = [...trail, file];
  const needs: Need[] = [];
  for (const [, script] of source.matchAll(/runProcess\(\s*'npm',\s*\[\s*'run',\s*'([^']+)'/g)) {
    needs.push(...needsOfScript(script, here, false));
  }
  if (/\brenderBrandImages\(/.test(source)) {
    needs.push({kind: 'brand images', required: true, trail: here});
  } else if (/\bchromium\.launch\(/.test(source)) {
    needs.push({kind: 'browser', required: true, trail: here});
  }
  return needs;
}

function needsOfCommand(command: string, trail: string[], inCheckout: boolean): Need[] {
  const words = command.trim().split(/\s+/).filter(Boolean);
  const env: Record<string, string> = {};
  let start = 0;
  for (; words[start] === 'cross-env' || /^\w+=/.test(words[start] ?? ''); start += 1) {
    const [name, ...value] = words[start].split('=');
    if (name !== 'cross-env') env[name] = value.join('=');
  }
  const [program, subcommand] = words.slice(start);
  const here = [...trail, command.trim()];
  if (program === 'npm' && (subcommand === 'run' || subcommand === 'run-script')) {
    const [script] = scriptNames(words.slice(start + 2));
    return needsOfScript(script, trail, inCheckout);
  }
  if (program === 'run-p' || program === 'run-s' || program === 'npm-run-all') {
    return scriptNames(words.slice(start + 1)).flatMap((script) =>
      needsOfScript(script, trail, inCheckout),
    );
  }
  if (program === 'docusaurus' && subcommand === 'build') {
    const required = env.BRAND_IMAGES === 'required';
    return [{kind: 'brand images', required, trail: here, buildsHere: inCheckout}];
  }
  if (program === 'playwright' && subcommand === 'test') {
    return [{kind: 'browser', required: true, trail: here}];
  }
  if (program === 'node') {
    const files = words.filter(
      (word, index) => /\.[cm]?[jt]s$/.test(word) && words[index - 1] !== '--import',
    );
    return files.flatMap((pattern) => globSync(pattern)).flatMap((file) => needsOfFile(file, here));
  }
  return [];
}

function needsOfScript(script: string, trail: string[], inCheckout: boolean): Need[] {
  const command = scripts[script];
  if (command === undefined) {
    console.error(`npm error Missing script: "${script}"`);
    process.exit(1);
  }
  return command
    .split(/&&|\|\||;/)
    .flatMap((part) => needsOfCommand(part, [...trail, `npm run ${script}`], inCheckout));
}

/** Why `kind` cannot be had here, or nothing when it can. */
/**
 * What decides whether a need is met, all of it: the fonts fontconfig may use, the browser the
 * job names, the browsers in /usr/bin and in Playwright's folder, and the project's code. Jobs
 * whose machines agree on all of it share one check (REHEARSAL_CHECKS is the run's folder).
 */
function machineState(kind: Kind): string {
  const files = (dir: string) =>
    existsSync(dir)
      ? globSync('**', {cwd: dir}).map((file) => `${file} ${readLink(path.join(dir, file))}`)
      : [];
  return createHash('sha256')
    .update(
      JSON.stringify({
        kind,
        fonts: readFileSync(process.env.FONTCONFIG_FILE ?? '/etc/fonts/fonts.conf', 'utf8'),
        env: [process.env.CHROMIUM_PATH, process.env.GITHUB_ACTIONS],
        usrBin: files(process.env.REHEARSAL_USR_BIN ?? ''),
        playwright: files(path.join(process.env.HOME ?? '', '.cache/ms-playwright')),
        code: ['lib/chromium.ts', 'plugins/site/brand-images.ts'].map((file) =>
          readFileSync(file, 'utf8'),
        ),
      }),
    )
    .digest('hex');
}

/** Where a symbolic link points; nothing for a file. */
function readLink(file: string): string {
  try {
    return readlinkSync(file);
  } catch {
    return '';
  }
}

async function missingHere(kind: Kind): Promise<string | undefined> {
  const memo = process.env.REHEARSAL_CHECKS
    ? path.join(process.env.REHEARSAL_CHECKS, machineState(kind))
    : undefined;
  if (memo && existsSync(memo)) return readFileSync(memo, 'utf8') || undefined;
  const why = await missing(kind);
  if (memo) writeFileSync(memo, why ?? '');
  return why;
}

async function missing(kind: Kind): Promise<string | undefined> {
  // The project's code in the job's checkout (the working directory), not the rehearsal's.
  const {CHROMIUM_LAUNCH_OPTIONS} = (await import(
    path.resolve('lib/chromium.ts')
  )) as typeof import('../../../lib/chromium');
  const {renderBrandImages} = (await import(
    path.resolve('plugins/site/brand-images.ts')
  )) as typeof import('../../../plugins/site/brand-images');
  try {
    if (kind === 'browser') {
      const {chromium} = await import('@playwright/test');
      await (await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)).close();
    } else {
      const outDir = mkdtempSync(path.join(tmpdir(), 'needs-'));
      try {
        await renderBrandImages({
          siteDir: '.',
          outDir,
          text: {name: 'プログラミング教室', tagline: '一対一で学ぶ'},
        });
      } finally {
        rmSync(outDir, {recursive: true, force: true});
      }
    }
    return undefined;
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).split('\n')[0];
  }
}

const [script] = scriptNames(
  process.argv
    .slice(2)
    .filter((arg, index, args) => !args.slice(0, index).includes('--') && arg !== '--'),
);
const needs = needsOfScript(script, [], true);
const checked = new Map<Kind, Promise<string | undefined>>();
// Rendering the brand images launches the browser as well: one launch answers both.
needs.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'brand images' ? -1 : 1));
let failed = false;
for (const need of needs) {
  if (!checked.has(need.kind)) {
    const rendered = need.kind === 'browser' ? checked.get('brand images') : undefined;
    const answer = await rendered;
    checked.set(need.kind, rendered && answer === undefined ? rendered : missingHere(need.kind));
  }
  const why = await checked.get(need.kind);
  const where = need.trail.join(' → ');
  if (why === undefined) {
    console.log(`${where}: has the ${need.kind} it needs`);
  } else if (need.required) {
    console.error(`${where}: needs the ${need.kind} and fails here: ${why}`);
    failed = true;
  } else {
    console.log(`::warning::${where}: goes on without the ${need.kind}: ${why}`);
  }
}
if (needs.some((need) => need.buildsHere)) {
  standInSite('.', 'build', {
    'index.html': 'ビルドの代わり',
    '404.html': 'ページが見つかりません',
  });
}
console.log(
  `npm run ${script}: not run here; checked what it needs of the machine (${String(needs.length)})`,
);
process.exitCode = failed ? 1 : 0;
