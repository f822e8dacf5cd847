/**
 * `npm run bench [-- --quick] [--runs N]`: how fast and how heavy the site is, measured on this machine.
 *
 * Lighthouse CI (lighthouserc.cjs) scores and asserts every route of the build, mobile and
 * desktop. This script adds what LHCI does not do: cold and warm build time and peak memory,
 * the stock create-docusaurus template built and measured in the same run, and a table of the
 * bytes a first visit transfers. It writes BENCHMARKS.md (keeping the section of
 * `npm run bench:scale`) and exits 1 when an LHCI assertion failed.
 * `--quick`: one run on `/` and `/markdown-page`, written to .bench/BENCHMARKS-quick.md.
 * `--runs N`: Lighthouse runs per route and preset (default 3).
 */
import {existsSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  buildSite,
  kb,
  lighthouseCi,
  log,
  machineLines,
  megabytes,
  PRESETS,
  ROOT,
  run,
  sectionOf,
  seconds,
  table,
  WORK_DIR,
  type LighthouseOutcome,
  type Preset,
  type RouteResult,
  SCALE_HEADING,
} from './lib/bench';

const {values: args} = parseArgs({
  options: {quick: {type: 'boolean', default: false}, runs: {type: 'string'}},
});
const QUICK = args.quick;
const RUNS = Number(args.runs ?? (QUICK ? 1 : 3));
/** Both exist in the stock template too, so they are the same-run comparison. */
const COMPARED_ROUTES = ['/', '/markdown-page'];
const SITE_BUILD = path.join(WORK_DIR, 'site');
const REPORT = QUICK
  ? path.join(WORK_DIR, 'BENCHMARKS-quick.md')
  : path.join(ROOT, 'BENCHMARKS.md');

/** The stock classic TypeScript template of our Docusaurus version, created once and kept. */
async function templateSite(): Promise<string> {
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

const bytesRow = (label: string, r: RouteResult) => [
  label,
  kb(r.transfer.script),
  kb(r.transfer.stylesheet),
  kb(r.transfer.document),
  kb(r.transfer.total),
];

async function main(): Promise<void> {
  const started = Date.now();
  const ours = await buildSite('site', ROOT, SITE_BUILD, true);
  const templateDir = await templateSite();
  const templateBuild = path.join(templateDir, 'build');
  const template = await buildSite('template', templateDir, templateBuild);

  const site = {} as Record<Preset, LighthouseOutcome>;
  const stock = {} as Record<Preset, LighthouseOutcome>;
  for (const preset of PRESETS) {
    site[preset] = await lighthouseCi({
      name: 'site',
      buildDir: SITE_BUILD,
      preset,
      runs: RUNS,
      routes: QUICK ? COMPARED_ROUTES : undefined,
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
  ['Route', 'Performance (site / template)', 'TBT', 'JS transferred', 'CSS transferred'],
  COMPARED_ROUTES.map((route) => {
    const ourResult = byRoute(site.mobile, route);
    const theirs = byRoute(stock.mobile, route);
    return [
      `\`${route}\``,
      `${ourResult.performance} / ${theirs.performance}`,
      `${Math.round(ourResult.tbtMs)} / ${Math.round(theirs.tbtMs)} ms`,
      `${kb(ourResult.transfer.script)} / ${kb(theirs.transfer.script)}`,
      `${kb(ourResult.transfer.stylesheet)} / ${kb(theirs.transfer.stylesheet)}`,
    ];
  }),
)}

## What a first visit transfers (mobile)

Every response of the Lighthouse run, as sent by \`serve\` (gzip, with headers), from LHCI's
median run. Chunks the page prefetches for its links are requests of type "other" and only in
the total.

${table(
  ['Route', 'JS', 'CSS', 'HTML', 'Total'],
  [
    ...site.mobile.results.map((r) => bytesRow(`\`${r.route}\``, r)),
    ...stock.mobile.results.map((r) => bytesRow(`Template \`${r.route}\``, r)),
  ],
)}

## Lighthouse

${table(
  ['Route', 'Preset', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT', 'CLS'],
  [...lighthouseRows('', site), ...lighthouseRows('Template ', stock)],
)}

## Lighthouse CI assertions

lighthouserc.cjs asserts on this site (not the template), median run: performance ≥ 98,
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
