import {cpSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * A stand-in for a build of the site in `dir`, for the steps after a build that the rehearsal
 * does not run: the site's static/ (which the build copies to its root, .nojekyll included) and
 * the given pages, each saying `text`.
 */
export function standInSite(siteDir: string, dir: string, pages: Record<string, string>): void {
  cpSync(path.join(siteDir, 'static'), dir, {recursive: true});
  for (const [file, text] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), `<!doctype html><title>${text}</title><p>${text}</p>`);
  }
}
