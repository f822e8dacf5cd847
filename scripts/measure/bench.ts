/**
 * `npm run bench [-- --quick] [--runs N]`: how fast and how heavy the site is, measured on this machine.
 *
 * Lighthouse CI (lighthouserc.cjs) scores and asserts every route of the build, mobile and
 * desktop. This script adds what LHCI does not do: cold and warm build time and peak memory,
 * the stock create-docusaurus template built and measured in the same run, and a table of the
 * bytes a first visit transfers, and what the entry chunks hold per package. It writes BENCHMARKS.md (keeping the section of
 * `npm run bench:scale`) and exits 1 when an LHCI assertion failed.
 * `--quick`: one run on `/` and `/markdown-page`, written to .bench/BENCHMARKS-quick.md.
 * `--runs N`: Lighthouse runs per route and preset (default 3).
 */
import {existsSync} from 'node:fs';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  buildSite,
  bytesBySource,
  kb,
  lighthouseCi,
  log,
  machineLines,
  megabytes,
  PRESETS,
  ROOT,
  sectionOf,
  seconds,
  table,
  WORK_DIR,
  type LighthouseOutcome,
  type Preset,
  type RouteResult,
  SCALE_HEADING,
  templateSite,
} from './harness';
import {gzipSize} from '../../lib/pageWeight';

const {values: args} = parseArgs({
  options: {quick: {type: 'boolean', default: false}, runs: {type: 'string'}},
});
const QUICK = args.quick;
const RUNS = Number(args.runs ?? (QUICK ? 1 : 3));
/** Both exist in the stock template too, so they are the same-run comparison. */
const COMPARED_ROUTES = ['/', '/markdown-page'];
const SITE_BUILD = path.join(WORK_DIR, 'site');
const MAPS_BUILD = path.join(WORK_DIR, 'site-source-maps');
/** The entry chunks every page loads before anything of its own. */
const ENTRY_CHUNKS = ['main', 'runtime~main'];
const REPORT = QUICK
  ? path.join(WORK_DIR, 'BENCHMARKS-quick.md')
  : path.join(ROOT, 'BENCHMARKS.md');

const byRoute = (outcome: LighthouseOutcome, route: string): RouteResult => {
  const result = outcome.results.find((r) => r.route === route);
  if (!result) throw new Error(`no Lighthouse result for ${route}`);
  return result;
};

function lighthouseRows(site: string, outcomes: Record<Preset, LighthouseOutcome>): string[][] {
  return outcomes.mobile.results.flatMap(({route}) =>
    PRESETS.map((preset) => {
      const r = byRoute(outcomes[preset], route);
      return [
        `${site}\`${route}\``,
        preset,
        String(r.performance),
        String(r.accessibility),
        String(r.bestPractices),
        String(r.seo),
        `${(r.lcpMs / 1000).toFixed(2)} s`,
        `${Math.round(r.tbtMs)} ms`,
        r.cls.toFixed(3),
      ];
    }),
  );
}

const bytesRow = (label: string, {bytes, transfer}: RouteResult) => [
  label,
  `${kb(bytes.js)} (${bytes.jsFiles})`,
  `${kb(bytes.css)} (${bytes.cssFiles})`,
  `${kb(bytes.prefetchedJs)} (${bytes.prefetchedFiles})`,
  kb(transfer.document),
  kb(transfer.total),
];

interface EntryChunk {
  name: string;
  raw: number;
  gzip: number;
  owners: Map<string, number>;
}

/**
 * A build with source maps (BENCH_SOURCE_MAPS, plugins/performance/bench-source-maps.ts), untimed, then
 * the entry chunks split by the package each minified byte came from.
 */
async function entryChunks(): Promise<EntryChunk[]> {
  await buildSite('site-source-maps', ROOT, MAPS_BUILD, false, {BENCH_SOURCE_MAPS: 'true'});
  const jsDir = path.join(MAPS_BUILD, 'assets/js');
  const files = await readdir(jsDir);
  return Promise.all(
    ENTRY_CHUNKS.map(async (name) => {
      const file = files.find((f) => f.startsWith(`${name}.`) && f.endsWith('.js'));
      if (!file) throw new Error(`no ${name} chunk in ${jsDir}`);
      const code = await readFile(path.join(jsDir, file), 'utf8');
      const map = JSON.parse(await readFile(path.join(jsDir, `${file}.map`), 'utf8')) as {
        sources: string[];
        mappings: string;
      };
      return {
        name,
        raw: Buffer.byteLength(code),
        gzip: gzipSize(code),
        owners: bytesBySource(code, map),
      };
    }),
  );
}

function entryChunkTable(chunks: readonly EntryChunk[]): string {
  return chunks
    .map((chunk) => {
      const rows = [...chunk.owners]
        .sort(([, a], [, b]) => b - a)
        .map(([owner, size]) => [
          owner,
          kb(size),
          `${((size / chunk.raw) * 100).toFixed(1)} %`,
          kb((size / chunk.raw) * chunk.gzip),
        ]);
      return `\`${chunk.name}\`: ${kb(chunk.raw)} minified, ${kb(chunk.gzip)} gzip.\n\n${table(
        ['Package', 'Minified', 'Share', 'Gzip (share of the file)'],
        rows,
      )}`;
    })
    .join('\n\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  const ours = await buildSite('site', ROOT, SITE_BUILD, true);
  const templateDir = await templateSite();
  const templateBuild = path.join(templateDir, 'build');
  const template = await buildSite('template', templateDir, templateBuild);
  const chunks = await entryChunks();

  const site = {} as Record<Preset, LighthouseOutcome>;
  const stock = {} as Record<Preset, LighthouseOutcome>;
  for (const preset of PRESETS) {
    site[preset] = await lighthouseCi({
      name: 'site',
      buildDir: SITE_BUILD,
      preset,
      runs: RUNS,
      routes: QUICK ? COMPARED_ROUTES : undefined,
      // The sitemap leaves out /markdown-page (noindex); the comparison needs it.
      extraRoutes: COMPARED_ROUTES,
      assert: true,
    });
    stock[preset] = await lighthouseCi({
      name: 'template',
      buildDir: templateBuild,
      preset,
      runs: RUNS,
      routes: COMPARED_ROUTES,
      assert: false,
    });
  }
  const failures = [...site.mobile.failures, ...site.desktop.failures];
  const warm = ours.warm ?? ours.cold;
  const previous = existsSync(REPORT) ? await readFile(REPORT, 'utf8') : '';

  const report = `# Benchmarks

Written by \`npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` on ${new Date().toISOString()} in ${((Date.now() - started) / 60000).toFixed(1)} minutes; Lighthouse figures are ${RUNS === 1 ? 'one run' : `the median of ${RUNS} runs (LHCI's representative run)`} per route and preset, default simulated throttling (mobile: slow 4G, 4× CPU slowdown).
${await machineLines(site.mobile)}

## Build

${table(
  ['Build', 'Wall time', 'Peak memory'],
  [
    ['This site, cold (after `docusaurus clear`)', seconds(ours.cold), megabytes(ours.cold)],
    ['This site, warm', seconds(warm), megabytes(warm)],
    ['Stock classic TypeScript template, cold', seconds(template.cold), megabytes(template.cold)],
  ],
)}

## Same-run comparison with the stock template (mobile)

${table(
  ['Route', 'Performance (site / template)', 'TBT', 'JS run, gzip', 'CSS, gzip'],
  COMPARED_ROUTES.map((route) => {
    const ourResult = byRoute(site.mobile, route);
    const theirs = byRoute(stock.mobile, route);
    return [
      `\`${route}\``,
      `${ourResult.performance} / ${theirs.performance}`,
      `${Math.round(ourResult.tbtMs)} / ${Math.round(theirs.tbtMs)} ms`,
      `${kb(ourResult.bytes.js)} / ${kb(theirs.bytes.js)}`,
      `${kb(ourResult.bytes.css)} / ${kb(theirs.bytes.css)}`,
    ];
  }),
)}

## What a first visit transfers (mobile)

Every JS and CSS response of LHCI's median run, by file name, as sent by \`serve\` (gzip, with
headers): the scripts of the HTML and every chunk loaded after them, with the number of files
in brackets. "Prefetched JS" are the chunks of linked pages that Docusaurus prefetches once
the page is idle; they load at low priority and are not run. Total is every response.

${table(
  ['Route', 'JS run', 'CSS', 'Prefetched JS', 'HTML', 'Total'],
  [
    ...site.mobile.results.map((r) => bytesRow(`\`${r.route}\``, r)),
    ...stock.mobile.results.map((r) => bytesRow(`Template \`${r.route}\``, r)),
  ],
)}

## What the entry chunks hold

Every page loads these before its own chunks. From a second build with source maps
(\`BENCH_SOURCE_MAPS=true\`, plugins/performance/bench-source-maps.ts): each minified byte is counted for
the package its source came from; the gzip column is that share of the whole file's gzip size.

${entryChunkTable(chunks)}

## Lighthouse

${table(
  ['Route', 'Preset', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT', 'CLS'],
  [...lighthouseRows('', site), ...lighthouseRows('Template ', stock)],
)}

## Lighthouse CI assertions

lighthouserc.cjs asserts on this site (not the template), on the median of its runs: performance ≥ 98,
accessibility, best practices and SEO 100, CLS 0.
${failures.length === 0 ? '\nAll passed.' : `\n${failures.length} failed:\n\n${failures.map((f) => `- ${f}`).join('\n')}`}
${sectionOf(previous, SCALE_HEADING) ? `\n${sectionOf(previous, SCALE_HEADING).trimEnd()}\n` : ''}`;
  await writeFile(REPORT, report);
  console.log(`\n${report}`);
  log(`written to ${path.relative(ROOT, REPORT)}`);
  if (failures.length > 0) {
    console.error(`[bench] ${failures.length} Lighthouse CI assertion(s) failed`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
