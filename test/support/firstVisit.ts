import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {gzipSize} from '../../scripts/lib/pageWeight';

export interface FirstVisit {
  /** Every script and stylesheet the visit requested from the site, as build-relative paths. */
  js: string[];
  css: string[];
  /** Requests to any other host. */
  external: string[];
}

/**
 * Starts recording what the next navigation downloads: every script and stylesheet response,
 * including the route chunks the runtime adds after the HTML (prefetches are not scripts yet).
 */
export function recordFirstVisit(page: Page, origin: string): () => FirstVisit {
  const visit: FirstVisit = {js: [], css: [], external: []};
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) {
      if (url.protocol.startsWith('http')) visit.external.push(url.href);
      return;
    }
    const type = request.resourceType();
    if (type === 'script') visit.js.push(decodeURIComponent(url.pathname));
    if (type === 'stylesheet') visit.css.push(decodeURIComponent(url.pathname));
  });
  return () => visit;
}

/** Gzip size of build files, as GitHub Pages serves them. */
export function gzipBytes(buildDir: string, files: readonly string[]): number {
  return [...new Set(files)].reduce(
    (total, file) => total + gzipSize(readFileSync(path.join(buildDir, file))),
    0,
  );
}
