/**
 * The pages a pull request changes: the content files it adds or edits (blog, docs, src/pages)
 * against its base, each taken to its route through the route data the test build generated.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {changedFiles, contentChanges} from '../../scripts/editor/content/report';
import {PREVIEW_BASE_URL} from './testSite';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * What the pull request is compared with: CI's `BASE_SHA` (the pull request's base, as the content
 * job passes it), else where this branch left `origin/main` or `main`; none on a clone without
 * either, where only the fixed sample is visited.
 */
function baseRef(): string | undefined {
  if (process.env.BASE_SHA) return process.env.BASE_SHA;
  return ['origin/main', 'main'].find((ref) => {
    try {
      execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
        cwd: ROOT,
        stdio: 'ignore',
      });
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Route → the files of the site its page is made from, read from the generated route data in
 * `generatedFilesDir`: `routesChunkNames.json` (each route's modules by chunk name) and
 * `registry.js` (each chunk name's module). Docusaurus writes both for every build; their format
 * is its own, so a missing or changed one fails here naming what to update.
 */
export function routeSources(generatedFilesDir: string): Map<string, string[]> {
  const registryFile = path.join(generatedFilesDir, 'registry.js');
  const chunkNamesFile = path.join(generatedFilesDir, 'routesChunkNames.json');
  const fail = (what: string) =>
    new Error(
      `test/support/changedPages.ts: ${what}. Docusaurus changed how it writes its route data; ` +
        'read a route\'s source files from where it now keeps them (or the route metadata\'s "sourceFilePath").',
    );
  if (!existsSync(registryFile) || !existsSync(chunkNamesFile)) {
    throw fail(`no registry.js or routesChunkNames.json in ${generatedFilesDir}`);
  }
  const modules = new Map(
    [
      ...readFileSync(registryFile, 'utf8').matchAll(
        /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/gm,
      ),
    ].map(([, chunk, module]) => [chunk, module]),
  );
  if (modules.size === 0) throw fail('registry.js names no module');
  const chunkNames = JSON.parse(readFileSync(chunkNamesFile, 'utf8')) as Record<string, unknown>;
  const chunksOf = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(chunksOf)
        : [];
  const base = PREVIEW_BASE_URL.replace(/\/$/, '');
  const sources = new Map<string, string[]>();
  for (const [key, value] of Object.entries(chunkNames)) {
    // Keys are `<path>-<hash>`; the preview build, written last, has the preview's base URL.
    const route = key.replace(/-[^-/]+$/, '').replace(new RegExp(`^${base}(?=/|$)`), '') || '/';
    const files = chunksOf(value)
      .map((chunk) => modules.get(chunk))
      .filter((module): module is string => module?.startsWith('@site/') ?? false)
      .map((module) => module.slice('@site/'.length));
    sources.set(route, [...(sources.get(route) ?? []), ...files]);
  }
  if (![...sources.values()].some((files) => files.length > 0)) {
    throw fail('no route is made from a file of the site');
  }
  return sources;
}

/** The routes of the test build whose content files the pull request adds or changes. */
export function changedRoutes(siteDir: string): Set<string> {
  const base = baseRef();
  if (!base) return new Set();
  let files;
  try {
    files = contentChanges(changedFiles(ROOT, base));
  } catch (error) {
    throw new Error(
      `test/support/changedPages.ts: git cannot compare ${base} with HEAD in this clone, so the ` +
        'browser suite cannot tell which pages the pull request changes. Check out the whole ' +
        'history (actions/checkout with fetch-depth: 0), or set E2E_ALL_PAGES=1 to visit every page.',
      {cause: error},
    );
  }
  const changed = new Set(
    files.filter(({change}) => !change.startsWith('D')).map(({file}) => file),
  );
  const routes = new Set<string>();
  for (const [route, files] of routeSources(path.join(siteDir, '.docusaurus'))) {
    if (files.some((file) => changed.has(file))) routes.add(route);
  }
  return routes;
}
