import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page, type Request} from '@playwright/test';
import {gzipSize} from '../../lib/pageWeight';
import {waitForHydration} from './hydration';

export interface FirstVisit {
  /** Every script and stylesheet the visit requested from the site, as build-relative paths. */
  js: string[];
  css: string[];
  /** Requests to any other host. */
  external: string[];
}

/**
 * Starts recording what the next navigation downloads: every script and stylesheet response,
 * including any chunk the runtime requests beyond the HTML (prefetches are not scripts yet).
 * The returned function resolves once the page has hydrated and each of those has arrived, so a
 * chunk a component requests when it mounts is counted too.
 */
export function recordFirstVisit(page: Page, origin: string): () => Promise<FirstVisit> {
  const visit: FirstVisit = {js: [], css: [], external: []};
  const arriving = new Set<Request>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) {
      if (url.protocol.startsWith('http')) visit.external.push(url.href);
      return;
    }
    const type = request.resourceType();
    const files = type === 'script' ? visit.js : type === 'stylesheet' ? visit.css : undefined;
    if (!files) return;
    files.push(decodeURIComponent(url.pathname));
    arriving.add(request);
  });
  const arrived = (request: Request) => arriving.delete(request);
  page.on('requestfinished', arrived);
  page.on('requestfailed', arrived);
  return async () => {
    await waitForHydration(page);
    await expect.poll(() => arriving.size, 'scripts and stylesheets still loading').toBe(0);
    return visit;
  };
}

/** Gzip size of build files, as GitHub Pages serves them. */
export function gzipBytes(buildDir: string, files: readonly string[]): number {
  return [...new Set(files)].reduce(
    (total, file) => total + gzipSize(readFileSync(path.join(buildDir, file))),
    0,
  );
}
