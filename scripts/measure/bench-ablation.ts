/**
 * `npm run bench:ablation [-- --runs N] [--only a,b]`: what each of the site's own performance
 * customisations buys, measured in one run. The site is built once as it is and once without each
 * customisation (a copy of the site with one plugin line or swizzle removed), and the stock
 * template is built beside them. Each build gets its cold build time and mobile Lighthouse on the
 * heaviest page and the home page: median performance score and LCP, and the JS and CSS the first
 * visit transferred. Writes .bench/ablation.md and prints it.
 */
import {readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  buildSite,
  kb,
  lighthouseCi,
  seconds,
  table,
  templateSite,
  WORK_DIR,
  type LighthouseOutcome,
} from './harness';
import {copySite} from '../../lib/siteCopy';

const {values: args} = parseArgs({
  options: {runs: {type: 'string', default: '3'}, only: {type: 'string'}},
});
const RUNS = Number(args.runs);
/** The page with the most first-visit JS (a long doc page) and the home page. */
const ROUTES = ['/docs/aboutCompany/terms', '/'];
/** The template's pages of the same kinds. */
const TEMPLATE_ROUTES = ['/docs/intro', '/'];
const REPORT = path.join(WORK_DIR, 'ablation.md');

/** One customisation, and how to take it out of a copy of the site. */
interface Customisation {
  name: string;
  /** Lines of docusaurus.config.ts to remove, each exactly as written there. */
  configLines?: string[];
  /** Files or folders of the site to delete. */
  files?: string[];
}

const CUSTOMISATIONS: Customisation[] = [
  {name: 'performance/paint-whole-page', configLines: ['    paintWholePagePlugin,']},
  {name: 'performance/trim-infima', configLines: ['    trimInfimaPlugin,']},
  {
    name: 'performance/no-prism + theme/prism-include-languages',
    configLines: ['    noPrismPlugin,'],
    files: ['src/theme/prism-include-languages.ts'],
  },
  {name: 'performance/utils-common-esm', configLines: ['    utilsCommonEsmPlugin,']},
  {name: 'performance/split-route-chunks', configLines: ['    splitRouteChunksPlugin,']},
  {name: 'performance/chunk-file-names', configLines: ['    chunkFileNamesPlugin,']},
  {name: 'theme/NavbarItem/ComponentTypes', files: ['src/theme/NavbarItem']},
  {name: 'theme/Blog/Components/Author/Socials', files: ['src/theme/Blog/Components/Author']},
];

/** Removes the customisation from the copy; fails when the config no longer reads as expected. */
async function takeOut(siteDir: string, {name, configLines = [], files = []}: Customisation) {
  const configFile = path.join(siteDir, 'docusaurus.config.ts');
  let config = await readFile(configFile, 'utf8');
  for (const line of configLines) {
    const lines = config.split('\n');
    const index = lines.indexOf(line);
    if (index === -1 || lines.lastIndexOf(line) !== index) {
      throw new Error(`${name}: docusaurus.config.ts has not exactly one line "${line.trim()}"`);
    }
    lines.splice(index, 1);
    config = lines.join('\n');
  }
  await writeFile(configFile, config);
  for (const file of files) await rm(path.join(siteDir, file), {recursive: true});
}

interface Row {
  name: string;
  buildSeconds: string;
  lighthouse: LighthouseOutcome;
}

async function measureSite(name: string, siteDir: string, routes: readonly string[]): Promise<Row> {
  const outDir = path.join(siteDir, 'build');
  const {cold} = await buildSite(`ablation-${name}`, siteDir, outDir);
  const lighthouse = await lighthouseCi({
    name: `ablation-${name}`,
    buildDir: outDir,
    preset: 'mobile',
    runs: RUNS,
    routes,
    assert: false,
  });
  return {name, buildSeconds: seconds(cold), lighthouse};
}

async function measureWithout(customisation: Customisation | null): Promise<Row> {
  const site = await copySite();
  try {
    if (customisation) await takeOut(site.dir, customisation);
    const label = customisation ? customisation.name.replace(/\W+/g, '-') : 'site';
    const row = await measureSite(label, site.dir, ROUTES);
    return {...row, name: customisation ? `without ${customisation.name}` : 'the site as it is'};
  } finally {
    await site.remove();
  }
}

function rowCells({name, buildSeconds, lighthouse}: Row, routes: readonly string[]): string[] {
  const cells = routes.flatMap((_route, index) => {
    const result = lighthouse.results.find(({route}) => route === routes[index]);
    if (!result) throw new Error(`${name}: no Lighthouse result for ${routes[index]}`);
    return [
      `${kb(result.bytes.js)} / ${kb(result.bytes.css)}`,
      `${result.performance} · ${(result.lcpMs / 1000).toFixed(2)} s · ${Math.round(result.tbtMs)} ms`,
    ];
  });
  return [name, ...cells, buildSeconds];
}

async function main(): Promise<void> {
  const started = Date.now();
  const only = args.only?.split(',');
  const chosen = CUSTOMISATIONS.filter(({name}) => !only || only.some((o) => name.includes(o)));
  const rows: Row[] = [await measureWithout(null)];
  for (const customisation of chosen) rows.push(await measureWithout(customisation));
  const template = await measureSite('template', await templateSite(), TEMPLATE_ROUTES);

  const header = [
    'Build',
    `\`${ROUTES[0]}\` JS / CSS`,
    `\`${ROUTES[0]}\` score · LCP · TBT`,
    '`/` JS / CSS',
    '`/` score · LCP · TBT',
    'Cold build',
  ];
  const {benchmarkIndex, lighthouseVersion} = rows[0].lighthouse;
  const report = [
    '# Ablation: each customisation taken out on its own',
    '',
    `Mobile Lighthouse ${lighthouseVersion}, median of ${RUNS} run(s) per page, host benchmark index ${benchmarkIndex}; ` +
      `JS and CSS are bytes on the wire of the first visit. ${Math.round((Date.now() - started) / 60_000)} min.`,
    '',
    table(header, [
      ...rows.map((row) => rowCells(row, ROUTES)),
      rowCells({...template, name: 'stock template (`/docs/intro`, `/`)'}, TEMPLATE_ROUTES),
    ]),
    '',
  ].join('\n');
  await writeFile(REPORT, report);
  console.log(report);
}

await main();
