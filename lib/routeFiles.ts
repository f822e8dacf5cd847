import {readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * Where a production build (`trailingSlash: false`) keeps a route's page, which GitHub Pages
 * serves for it: `/` is `index.html`, `/blog` is `blog.html`, `/a/` is `a/index.html`, and a
 * route that names an `.html` file is that file.
 */
export function htmlFileOf(outDir: string, route: string): string {
  const relative = decodeURI(route).replace(/^\//, '');
  if (relative.endsWith('.html')) return path.join(outDir, relative);
  return relative === '' || relative.endsWith('/')
    ? path.join(outDir, relative, 'index.html')
    : path.join(outDir, `${relative}.html`);
}

/** The route GitHub Pages serves a built HTML file at: `blog/x.html` is `/blog/x`. */
export function routeOf(file: string): string {
  return `/${file.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/';
}

/** The HTML files of a build, relative to it: every page but the 404 page. */
export function builtPageFiles(outDir: string): string[] {
  return readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter(
    (file) => file.endsWith('.html') && file !== '404.html',
  );
}
