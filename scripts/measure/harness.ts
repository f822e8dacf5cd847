/** Shared parts of `npm run bench` and `npm run bench:scale`: timed builds and Lighthouse CI. */
import {existsSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {createServer} from 'node:net';
import path from 'node:path';
import {decode} from '@jridgewell/sourcemap-codec';
import {CHROMIUM_PATH} from '../../lib/chromium';
import {runProcess} from '../../lib/process';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const WORK_DIR = path.join(ROOT, '.bench');
const LOG_DIR = path.join(WORK_DIR, 'logs');
const GNU_TIME = '/usr/bin/time';
/**
 * Lighthouse CI, which npx installs on the bench's first run. Not a dev dependency: its 200
 * packages took every `npm ci` (each CI run's) about 10 s, for a tool only the bench runs.
 * Lighthouse's version moves the scores, so it changes by hand, with a new BENCHMARKS.md.
 */
const LHCI_PACKAGE = '@lhci/cli@0.15.1';
const LHCI_CONFIG = path.join(ROOT, 'lighthouserc.cjs');
const PORT = Number(process.env.PORT ?? 3420);

export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];

/** Production builds without analytics: the tag is a third-party script the bench cannot load. */
const BUILD_ENV = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'GA_TRACKING_ID'),
);

export interface Timing {
  seconds: number;
  /** Largest resident set of one process of the tree, from GNU time; null without it. */
  peakMegabytes: number | null;
}

export function log(message: string): void {
  console.log(`[bench] ${message}`);
}

/** Runs a command with its output in .bench/logs/<name>.log; rejects with the log's tail. */
async function run(
  name: string,
  command: string,
  args: string[],
  options: {cwd: string; env?: NodeJS.ProcessEnv; timed?: boolean; allowFailure?: boolean},
): Promise<Timing & {code: number | null}> {
  await mkdir(LOG_DIR, {recursive: true});
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const statsFile = path.join(LOG_DIR, `${name}.time`);
  const measureMemory = options.timed === true && existsSync(GNU_TIME);
  const [program, programArgs] = measureMemory
    ? [GNU_TIME, ['-v', '-o', statsFile, command, ...args]]
    : [command, args];
  const started = performance.now();
  const {code, output} = await runProcess(program, programArgs, {
    cwd: options.cwd,
    env: options.env,
  });
  const seconds = (performance.now() - started) / 1000;
  await writeFile(logFile, output);
  if (code !== 0 && options.allowFailure !== true) {
    throw new Error(`${name} failed (exit ${code}); ${logFile} ends with:\n${output.slice(-2000)}`);
  }
  let peakMegabytes: number | null = null;
  if (measureMemory) {
    const kilobytes = /Maximum resident set size \(kbytes\): (\d+)/.exec(
      await readFile(statsFile, 'utf8'),
    )?.[1];
    peakMegabytes = kilobytes ? Number(kilobytes) / 1024 : null;
  }
  return {seconds, peakMegabytes, code};
}

/** `docusaurus clear`, then a timed cold build, then (if asked) a timed warm build. */
export async function buildSite(
  name: string,
  siteDir: string,
  outDir: string,
  warm = false,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{cold: Timing; warm: Timing | null}> {
  const docusaurus = path.join(siteDir, 'node_modules/.bin/docusaurus');
  const build = (label: string) =>
    run(`${name}-${label}-build`, docusaurus, ['build', '--out-dir', outDir], {
      cwd: siteDir,
      env: {...BUILD_ENV, ...extraEnv},
      timed: true,
    });
  await run(`${name}-clear`, docusaurus, ['clear'], {cwd: siteDir});
  await rm(outDir, {recursive: true, force: true});
  log(`${name}: cold build`);
  const cold = await build('cold');
  if (!warm) return {cold, warm: null};
  log(`${name}: warm build`);
  return {cold, warm: await build('warm')};
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

/** The figures of one route's representative (median) Lighthouse run. */
export interface RouteResult {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes on the wire (gzip as served, with headers) of every response of the first visit. */
  transfer: {script: number; stylesheet: number; document: number; total: number};
  /** Every JS and CSS response of the visit, by URL rather than by Lighthouse's request type. */
  bytes: FirstVisitBytes;
}

export interface LighthouseOutcome {
  results: RouteResult[];
  /** LHCI's failed assertions, one line each; empty when asserting was not asked. */
  failures: string[];
  lighthouseVersion: string;
  chromeVersion: string;
  benchmarkIndex: number;
}

interface ManifestEntry {
  url: string;
  isRepresentativeRun: boolean;
  jsonPath: string;
}

interface Lhr {
  lighthouseVersion: string;
  environment: {hostUserAgent: string; benchmarkIndex: number};
  categories: Partial<Record<string, {score: number | null}>>;
  audits: Partial<
    Record<
      string,
      {
        numericValue?: number;
        details?: {items?: (NetworkRequest & {resourceType?: string; transferSize?: number})[]};
      }
    >
  >;
}

/**
 * Lighthouse CI (lighthouserc.cjs) on a build: `lhci collect`, `lhci assert` if asked, and
 * `lhci upload` to the filesystem, in a folder of its own under .bench/lhci.
 */
export async function lighthouseCi(options: {
  name: string;
  buildDir: string;
  preset: Preset;
  runs: number;
  routes?: readonly string[];
  /** Pages to measure besides the routes, such as those the sitemap leaves out. */
  extraRoutes?: readonly string[];
  assert: boolean;
}): Promise<LighthouseOutcome> {
  const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;
  if (!chromePath) {
    // .ci/run installs only the headless shell, which the tests need.
    throw new Error(
      'Lighthouse needs the full Chromium: apt-get install chromium, or name it in CHROMIUM_PATH.',
    );
  }
  const cwd = path.join(WORK_DIR, 'lhci', `${options.name}-${options.preset}`);
  await rm(cwd, {recursive: true, force: true});
  await mkdir(cwd, {recursive: true});
  await assertPortFree(PORT);
  const env = {
    ...process.env,
    BUILD_DIR: options.buildDir,
    PORT: String(PORT),
    LH_PRESET: options.preset,
    LH_RUNS: String(options.runs),
    LH_ROUTES: options.routes?.join(',') ?? '',
    LH_EXTRA_ROUTES: options.extraRoutes?.join(',') ?? '',
    CHROME_PATH: chromePath,
  };
  const lhci = (command: string, allowFailure = false) =>
    run(
      `${options.name}-${options.preset}-lhci-${command}`,
      'npx',
      ['--yes', LHCI_PACKAGE, command, `--config=${LHCI_CONFIG}`],
      {
        cwd,
        env,
        allowFailure,
      },
    );
  log(`${options.name}: Lighthouse CI, ${options.preset}, ${options.runs} run(s) per route`);
  await lhci('collect');
  let failures: string[] = [];
  if (options.assert) {
    await lhci('assert', true);
    const assertions = JSON.parse(
      await readFile(path.join(cwd, '.lighthouseci/assertion-results.json'), 'utf8'),
    ) as {
      url: string;
      auditProperty?: string;
      auditId: string;
      actual: number;
      expected: number;
      passed: boolean;
    }[];
    failures = assertions
      .filter((assertion) => !assertion.passed)
      .map(
        (a) =>
          `${new URL(a.url).pathname} ${options.preset}: ${a.auditId}${a.auditProperty ? `:${a.auditProperty}` : ''} ${a.actual} (expected ${a.expected})`,
      );
  }
  await lhci('upload');
  const manifest = JSON.parse(
    await readFile(path.join(cwd, `.lighthouseci/${options.preset}/manifest.json`), 'utf8'),
  ) as ManifestEntry[];
  const lhrs = await Promise.all(
    manifest
      .filter((entry) => entry.isRepresentativeRun)
      .map(
        async (entry) =>
          JSON.parse(await readFile(entry.jsonPath, 'utf8')) as Lhr & {
            finalDisplayedUrl: string;
            requestedUrl: string;
          },
      ),
  );
  const first = lhrs[0];
  return {
    results: lhrs.map((lhr) => routeResult(lhr, new URL(lhr.requestedUrl).pathname)),
    failures,
    lighthouseVersion: first.lighthouseVersion,
    chromeVersion: /Chrome\/([\d.]+)/.exec(first.environment.hostUserAgent)?.[1] ?? '',
    benchmarkIndex: first.environment.benchmarkIndex,
  };
}

function routeResult(lhr: Lhr, route: string): RouteResult {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const transferOf = (type: string) =>
    summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    route: decodeURIComponent(route),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transfer: {
      script: transferOf('script'),
      stylesheet: transferOf('stylesheet'),
      document: transferOf('document'),
      total: transferOf('total'),
    },
    bytes: firstVisitBytes(lhr.audits['network-requests']?.details?.items ?? []),
  };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
export const seconds = (timing: Timing): string => `${timing.seconds.toFixed(1)} s`;
export const megabytes = (timing: Timing): string =>
  timing.peakMegabytes === null ? 'n/a' : `${Math.round(timing.peakMegabytes)} MB`;

export const table = (header: string[], rows: string[][]): string =>
  [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');

/** Lines for a report's header: the machine, its load and the Lighthouse that measured. */
export async function machineLines(lighthouse: LighthouseOutcome): Promise<string> {
  const os = await import('node:os');
  const [one, five, fifteen] = os.loadavg().map((load) => load.toFixed(2));
  return [
    `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} CPUs, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB memory, Node ${process.version}; load average at the end ${one} / ${five} / ${fifteen} (1 / 5 / 15 min).`,
    `Lighthouse ${lighthouse.lighthouseVersion} (run by @lhci/cli with lighthouserc.cjs) in Chromium ${lighthouse.chromeVersion}, host benchmark index ${lighthouse.benchmarkIndex.toFixed(0)}. Built without \`GA_TRACKING_ID\`, served by \`serve\` with serve.json and gzip.`,
    'Other work on the machine changes these numbers; compare runs from the same machine and load.',
  ].join('\n');
}

/** The heading of the section `npm run bench:scale` writes and `npm run bench` keeps. */
export const SCALE_HEADING = '## Scale: the blog with synthetic posts';

/** The section that starts with `heading`, up to the next `## ` heading; '' when absent. */
export function sectionOf(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start === -1) return '';
  const next = markdown.indexOf('\n## ', start + heading.length + 1);
  return markdown.slice(start + 1, next === -1 ? undefined : next + 1);
}

/** Writes `heading` and `body` over that section of a Markdown file, or appends them. */
export async function replaceSection(file: string, heading: string, body: string): Promise<void> {
  const current = existsSync(file) ? await readFile(file, 'utf8') : '# Benchmarks\n';
  const section = `${heading}\n\n${body.trim()}\n`;
  const old = sectionOf(current, heading);
  await writeFile(
    file,
    old
      ? current.replace(old, `${section}\n`).trimEnd() + '\n'
      : `${current.trimEnd()}\n\n${section}`,
  );
}

/** One JS or CSS response of a page's first visit, from Lighthouse's network-requests audit. */
interface NetworkRequest {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
}

/** Bytes on the wire of a first visit's JS and CSS, every response, by how the page asked. */
interface FirstVisitBytes {
  /** Scripts the page ran: the HTML's own and every chunk loaded after it. */
  js: number;
  jsFiles: number;
  css: number;
  cssFiles: number;
  /** Chunks the page only prefetched for its links (Lighthouse type "Other"). */
  prefetchedJs: number;
  prefetchedFiles: number;
}

function firstVisitBytes(requests: readonly NetworkRequest[]): FirstVisitBytes {
  const bytes: FirstVisitBytes = {
    js: 0,
    jsFiles: 0,
    css: 0,
    cssFiles: 0,
    prefetchedJs: 0,
    prefetchedFiles: 0,
  };
  for (const request of requests) {
    const file = new URL(request.url).pathname;
    const size = request.transferSize ?? 0;
    const isJs = file.endsWith('.js') || (request.mimeType ?? '').includes('javascript');
    const isCss = file.endsWith('.css') || request.mimeType === 'text/css';
    if (isCss) {
      bytes.css += size;
      bytes.cssFiles += 1;
    } else if (isJs && request.resourceType === 'Script') {
      bytes.js += size;
      bytes.jsFiles += 1;
    } else if (isJs) {
      bytes.prefetchedJs += size;
      bytes.prefetchedFiles += 1;
    }
  }
  return bytes;
}

/** Who wrote a source of the bundle: an npm package, the site, or the bundler. */
function ownerOf(source: string): string {
  const packages = [...source.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  if (packages.length > 0) return packages[packages.length - 1][1];
  if (source.includes('.docusaurus/')) return 'generated (.docusaurus: routes, registry…)';
  if (/\/(src|plugins|config)\//.test(source)) return 'this site (src, plugins, config)';
  if (/webpack\/runtime|rspack\/runtime|RuntimeModule/.test(source)) return 'bundler runtime';
  return `other (${source})`;
}

/**
 * Characters of a minified file by the package each came from, read from its source map: every
 * generated segment counts up to the next one (the minified code is ASCII, so characters ≈ bytes).
 */
export function bytesBySource(
  code: string,
  map: {sources: string[]; mappings: string},
): Map<string, number> {
  const owners = map.sources.map(ownerOf);
  const lines = code.split('\n');
  const result = new Map<string, number>();
  const add = (owner: string, size: number) => result.set(owner, (result.get(owner) ?? 0) + size);
  decode(map.mappings).forEach((segments, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0;
    let start = 0;
    let owner = 'unmapped';
    for (const [column, source] of segments) {
      add(owner, column - start);
      start = column;
      owner = source === undefined ? 'unmapped' : (owners[source] ?? 'unmapped');
    }
    add(owner, length - start);
  });
  result.delete('unmapped');
  const mapped = [...result.values()].reduce((sum, size) => sum + size, 0);
  const total = code.length;
  if (total > mapped) result.set('unmapped (bundler glue)', total - mapped);
  return result;
}

/** The stock classic TypeScript template of our Docusaurus version, created once and kept. */
export async function templateSite(): Promise<string> {
  const ours = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    overrides?: Record<string, string>;
  };
  const version = ours.dependencies['@docusaurus/core'];
  const parent = path.join(WORK_DIR, `template-${version}`);
  const siteDir = path.join(parent, 'tpl');
  if (existsSync(path.join(siteDir, 'node_modules/.bin/docusaurus'))) return siteDir;
  await rm(parent, {recursive: true, force: true});
  await mkdir(parent, {recursive: true});
  log(`template: create-docusaurus@${version} classic --typescript`);
  await run(
    'template-create',
    'npx',
    ['--yes', `create-docusaurus@${version}`, 'tpl', 'classic', '--typescript', '--skip-install'],
    {cwd: parent},
  );
  const manifestFile = path.join(siteDir, 'package.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, unknown>;
  // The same pins as ours, so both sites build with the same compilers.
  await writeFile(manifestFile, JSON.stringify({...manifest, overrides: ours.overrides}, null, 2));
  log('template: npm install');
  await run('template-install', 'npm', ['install', '--no-audit', '--no-fund'], {cwd: siteDir});
  return siteDir;
}
