/**
 * `npm run bench [-- --quick]`: how heavy and how fast the site is, measured on this machine.
 *
 * Builds the site cold (after `docusaurus clear`) and warm, weighs every route's first-load
 * files, runs Lighthouse (mobile and desktop presets, median of 3 runs) against the build served
 * with gzip, builds the stock create-docusaurus template cold for comparison, and writes
 * BENCHMARKS.md. `--quick` runs Lighthouse once on three routes and writes .bench/ instead.
 * Numbers depend on the machine and its load; nothing here is asserted.
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createServer} from 'node:net';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import {ROUTES} from '../test/e2e/fixtures';
import {CHROMIUM_PATH} from '../test/support/chromium';
import {
  BUDGETS,
  CSS_TARGET_GZIP,
  GZIP_LEVEL,
  kib,
  pageWeight,
  type PageWeight,
} from './lib/pageWeight';

const ROOT = path.resolve(__dirname, '..');
const WORK_DIR = path.join(ROOT, '.bench');
const SITE_DIR = path.join(WORK_DIR, 'site');
const LOG_DIR = path.join(WORK_DIR, 'logs');
const QUICK = process.argv.includes('--quick');
const RUNS = QUICK ? 1 : 3;
const BENCH_ROUTES = QUICK
  ? ['/', '/blog', '/docs/intro/intro']
  : ROUTES.map((route): string => route.path);
const PORT = Number(process.env.PORT ?? 3000);
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const GNU_TIME = '/usr/bin/time';
const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];

/** Production builds without analytics: the tag is a third-party script the bench cannot load. */
const BUILD_ENV = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'GA_TRACKING_ID'),
);

interface Timing {
  seconds: number;
  /** Largest resident set of the process tree, from GNU time; null without it. */
  peakMegabytes: number | null;
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page downloaded during the run (route chunks too), as transferred. */
  scriptTransferBytes: number;
}

function log(message: string): void {
  console.log(`[bench] ${message}`);
}

/** Runs a command with its output in .bench/logs/<name>.log; rejects with the log's tail. */
async function run(
  name: string,
  command: string,
  args: string[],
  options: {cwd: string; env?: NodeJS.ProcessEnv; timed?: boolean},
): Promise<Timing> {
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const statsFile = path.join(LOG_DIR, `${name}.time`);
  const measureMemory = options.timed === true && existsSync(GNU_TIME);
  const [program, programArgs] = measureMemory
    ? [GNU_TIME, ['-v', '-o', statsFile, command, ...args]]
    : [command, args];
  const started = performance.now();
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(program, programArgs, {cwd: options.cwd, env: options.env});
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('close', resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  await writeFile(logFile, output.join(''));
  if (code !== 0) {
    throw new Error(
      `${name} failed (exit ${code}); ${logFile} ends with:\n${output.join('').slice(-2000)}`,
    );
  }
  let peakMegabytes: number | null = null;
  if (measureMemory) {
    const kilobytes = /Maximum resident set size \(kbytes\): (\d+)/.exec(
      await readFile(statsFile, 'utf8'),
    )?.[1];
    peakMegabytes = kilobytes ? Number(kilobytes) / 1024 : null;
  }
  return {seconds, peakMegabytes};
}

/** `docusaurus clear` then a timed build, then (optionally) a second, warm build. */
async function buildSite(
  name: string,
  siteDir: string,
  outDir: string,
  warm: boolean,
): Promise<{cold: Timing; warm: Timing | null}> {
  const docusaurus = path.join(siteDir, 'node_modules/.bin/docusaurus');
  const options = {cwd: siteDir, env: BUILD_ENV, timed: true};
  await run(`${name}-clear`, docusaurus, ['clear'], {cwd: siteDir});
  await rm(outDir, {recursive: true, force: true});
  log(`${name}: cold build`);
  const cold = await run(`${name}-cold-build`, docusaurus, ['build', '--out-dir', outDir], options);
  if (!warm) return {cold, warm: null};
  log(`${name}: warm build`);
  return {
    cold,
    warm: await run(`${name}-warm-build`, docusaurus, ['build', '--out-dir', outDir], options),
  };
}

/** Generates the stock classic TypeScript template of our Docusaurus version and builds it. */
async function buildTemplate(): Promise<{cold: Timing; weight: PageWeight}> {
  const ours = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    overrides?: Record<string, string>;
  };
  const version = ours.dependencies['@docusaurus/core'];
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'docusaurus-template-'));
  try {
    log(`template: create-docusaurus@${version} classic --typescript`);
    await run(
      'template-create',
      'npx',
      ['--yes', `create-docusaurus@${version}`, 'tpl', 'classic', '--typescript', '--skip-install'],
      {cwd: tempDir},
    );
    const siteDir = path.join(tempDir, 'tpl');
    const manifestFile = path.join(siteDir, 'package.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, unknown>;
    // The same pins as ours, so both sites install the same compiler builds.
    await writeFile(
      manifestFile,
      JSON.stringify({...manifest, overrides: ours.overrides}, null, 2),
    );
    log('template: npm install');
    await run('template-install', 'npm', ['install', '--no-audit', '--no-fund'], {cwd: siteDir});
    const outDir = path.join(siteDir, 'build');
    const {cold} = await buildSite('template', siteDir, outDir, false);
    return {cold, weight: pageWeight(outDir, '/')};
  } finally {
    await rm(tempDir, {recursive: true, force: true});
  }
}

/** Fails if something already listens on the port (serve would quietly pick another one). */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
      .once('error', () => {
        reject(new Error(`port ${port} is in use; set PORT to a free one`));
      })
      .listen(port, () => {
        probe.close(() => {
          resolve();
        });
      });
  });
}

/** Serves the build like GitHub Pages, with gzip, and checks that gzip is really on. */
async function serveWithGzip(siteDir: string): Promise<() => void> {
  await assertPortFree(PORT);
  const server = spawn(
    path.join(ROOT, 'node_modules/.bin/serve'),
    [
      siteDir,
      '--config',
      path.join(ROOT, 'serve.json'),
      '--no-clipboard',
      '--listen',
      String(PORT),
    ],
    {cwd: ROOT, stdio: 'ignore'},
  );
  const stop = () => server.kill();
  const script = pageWeight(siteDir, '/').files.js[0];
  const scriptUrl = `http://localhost:${PORT}/${path.relative(siteDir, script)}`;
  let response: Response | undefined;
  for (let attempt = 0; attempt < 50 && !response; attempt += 1) {
    response = await fetch(scriptUrl, {headers: {'accept-encoding': 'gzip'}}).catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return undefined;
    });
  }
  if (response?.headers.get('content-encoding') !== 'gzip') {
    stop();
    throw new Error(response ? `${scriptUrl} is served without gzip` : 'serve did not start');
  }
  return stop;
}

/** Versions and host speed as Lighthouse reports them, for the report's header. */
const lighthouseEnvironment = {lighthouse: '', chrome: '', benchmarkIndex: Number.NaN};

async function lighthouseRun(url: string, preset: Preset): Promise<LighthouseRun> {
  // A real import(): compiled to require() by tsx, Lighthouse gains helpers (`__name`) that break
  // the functions it sends into the page.
  const {default: lighthouse} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  const chrome = await chromeLauncher.launch({chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS});
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const {lhr} = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    lighthouseEnvironment.lighthouse = lhr.lighthouseVersion;
    lighthouseEnvironment.chrome =
      /Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? '';
    lighthouseEnvironment.benchmarkIndex = lhr.environment.benchmarkIndex;
    // Index signatures in the result type hide that a category or audit can be missing.
    const categories: Partial<typeof lhr.categories> = lhr.categories;
    const audits: Partial<typeof lhr.audits> = lhr.audits;
    const score = (category: string) => Math.round((categories[category]?.score ?? 0) * 100);
    const numeric = (audit: string) => audits[audit]?.numericValue ?? Number.NaN;
    const summary = audits['resource-summary']?.details;
    const items = summary?.type === 'table' ? summary.items : [];
    const scripts = items.find((item) => item.resourceType === 'script');
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      scriptTransferBytes: Number(scripts?.transferSize ?? 0),
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of every measure separately over the runs. */
function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (key: keyof LighthouseRun) => median(runs.map((r) => r[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptTransferBytes: of('scriptTransferBytes'),
  };
}

const seconds = (timing: Timing) => `${timing.seconds.toFixed(1)} s`;
const megabytes = (timing: Timing) =>
  timing.peakMegabytes === null ? 'n/a' : `${Math.round(timing.peakMegabytes)} MB`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const table = (header: string[], rows: string[][]) =>
  [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
const verdict = (met: boolean) => (met ? '**met**' : '**not met**');

async function main(): Promise<void> {
  await mkdir(LOG_DIR, {recursive: true});
  const started = Date.now();

  const ours = await buildSite('site', ROOT, SITE_DIR, true);
  const weights = new Map(BENCH_ROUTES.map((route) => [route, pageWeight(SITE_DIR, route)]));
  const template = await buildTemplate();

  const lighthouseResults = new Map<string, LighthouseRun>();
  const resultOf = (route: string, preset: Preset): LighthouseRun => {
    const result = lighthouseResults.get(`${route} ${preset}`);
    if (!result) throw new Error(`no Lighthouse result for ${route} (${preset})`);
    return result;
  };
  const stopServer = await serveWithGzip(SITE_DIR);
  try {
    for (const route of BENCH_ROUTES) {
      for (const preset of PRESETS) {
        const runs: LighthouseRun[] = [];
        for (let attempt = 1; attempt <= RUNS; attempt += 1) {
          log(`lighthouse ${preset} ${route} (${attempt}/${RUNS})`);
          runs.push(await lighthouseRun(`http://localhost:${PORT}${encodeURI(route)}`, preset));
        }
        lighthouseResults.set(`${route} ${preset}`, medianRun(runs));
      }
    }
  } finally {
    stopServer();
  }

  const warm = ours.warm ?? ours.cold;
  const allWeights = [...weights.values()];
  const maxJs = Math.max(...allWeights.map((w) => w.js.gzip));
  const maxCss = Math.max(...allWeights.map((w) => w.css.gzip));
  const results = (preset: Preset) => BENCH_ROUTES.map((route) => resultOf(route, preset));
  const lowest = (preset: Preset, key: keyof LighthouseRun) =>
    Math.min(...results(preset).map((r) => r[key]));
  const allResults = [...results('mobile'), ...results('desktop')];
  const otherCategoriesPerfect = allResults.every(
    (r) => r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100,
  );
  const maxCls = Math.max(...allResults.map((r) => r.cls));
  const coldRatio = ours.cold.seconds / template.cold.seconds;

  const report = `# Benchmarks

Written by \`npm run bench\`${QUICK ? ' --quick' : ''} on ${new Date().toISOString()} in ${((Date.now() - started) / 60000).toFixed(1)} minutes.
Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} CPUs (nproc), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB memory, ${os.type()} ${os.release()}, Node ${process.version}.
Lighthouse ${lighthouseEnvironment.lighthouse} in Chromium ${lighthouseEnvironment.chrome} (${CHROME_FLAGS.join(' ')}), host benchmark index ${lighthouseEnvironment.benchmarkIndex.toFixed(0)}; median of ${RUNS} run${RUNS > 1 ? 's' : ''} per route and preset, default simulated throttling (mobile: slow 4G, 4× CPU slowdown). Built without \`GA_TRACKING_ID\`, served by \`serve\` with gzip.
Other work on the machine during the run changes these numbers; compare runs from the same machine.

## Build

${table(
  ['Build', 'Wall time', 'Peak memory'],
  [
    ['This site, cold (after `docusaurus clear`)', seconds(ours.cold), megabytes(ours.cold)],
    ['This site, warm', seconds(warm), megabytes(warm)],
    ['Stock classic TypeScript template, cold', seconds(template.cold), megabytes(template.cold)],
    ['This site / template, cold', ratio(ours.cold.seconds, template.cold.seconds), ''],
  ],
)}

## First-load bytes per route

Scripts and stylesheets the HTML references (route chunks the app loads afterwards are in the
Lighthouse "JS transferred" column), gzip level ${GZIP_LEVEL}; images uncompressed.

${table(
  ['Route', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'Images'],
  [
    ...[...weights].map(([route, w]) => [
      `\`${route}\``,
      kib(w.js.raw),
      kib(w.js.gzip),
      kib(w.css.raw),
      kib(w.css.gzip),
      kib(w.imageBytes),
    ]),
    [
      'Template `/`',
      kib(template.weight.js.raw),
      kib(template.weight.js.gzip),
      kib(template.weight.css.raw),
      kib(template.weight.css.gzip),
      kib(template.weight.imageBytes),
    ],
    [
      'This site (largest) / template',
      '',
      ratio(maxJs, template.weight.js.gzip),
      '',
      ratio(maxCss, template.weight.css.gzip),
      '',
    ],
  ],
)}

## Lighthouse

${table(
  [
    'Route',
    'Preset',
    'Performance',
    'Accessibility',
    'Best practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'JS transferred',
  ],
  BENCH_ROUTES.flatMap((route) =>
    PRESETS.map((preset) => {
      const r = resultOf(route, preset);
      return [
        `\`${route}\``,
        preset,
        String(r.performance),
        String(r.accessibility),
        String(r.bestPractices),
        String(r.seo),
        `${(r.lcpMs / 1000).toFixed(2)} s`,
        `${Math.round(r.tbtMs)} ms`,
        r.cls.toFixed(3),
        kib(r.scriptTransferBytes),
      ];
    }),
  ),
)}

## Targets

${table(
  ['Target', 'Result', ''],
  [
    [
      `First-load JS ≤ ${kib(BUDGETS.jsGzip)} gzip on every route`,
      `largest ${kib(maxJs)}`,
      verdict(maxJs <= BUDGETS.jsGzip),
    ],
    [
      `CSS ≤ ${kib(CSS_TARGET_GZIP)} gzip (\`npm test\` enforces ${kib(BUDGETS.cssGzip)})`,
      `largest ${kib(maxCss)}`,
      verdict(maxCss <= CSS_TARGET_GZIP),
    ],
    [
      'Lighthouse mobile performance ≥ 95 (median) on every route',
      `lowest ${lowest('mobile', 'performance')}`,
      verdict(lowest('mobile', 'performance') >= 95),
    ],
    [
      'Lighthouse desktop performance 100 on every route',
      `lowest ${lowest('desktop', 'performance')}`,
      verdict(lowest('desktop', 'performance') === 100),
    ],
    [
      'Accessibility, best practices, SEO 100 on every route',
      `lowest ${Math.min(lowest('mobile', 'accessibility'), lowest('desktop', 'accessibility'))} / ${Math.min(lowest('mobile', 'bestPractices'), lowest('desktop', 'bestPractices'))} / ${Math.min(lowest('mobile', 'seo'), lowest('desktop', 'seo'))}`,
      verdict(otherCategoriesPerfect),
    ],
    ['CLS 0', `largest ${maxCls.toFixed(3)}`, verdict(maxCls === 0)],
    [
      'Cold build ≤ 1.3× the template',
      ratio(ours.cold.seconds, template.cold.seconds),
      verdict(coldRatio <= 1.3),
    ],
  ],
)}
`;
  const reportFile = QUICK
    ? path.join(WORK_DIR, 'BENCHMARKS-quick.md')
    : path.join(ROOT, 'BENCHMARKS.md');
  await writeFile(reportFile, report);
  console.log(`\n${report}`);
  log(`written to ${path.relative(ROOT, reportFile)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
