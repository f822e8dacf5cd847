/** Two pages at one address: only one of them is shown. */
import type {VFile} from 'vfile';
import {siteRule} from '../rule-types';

export default siteRule('route-duplicate', (files, _site, report) => {
  const byRoute = new Map<string, VFile[]>();
  for (const file of files) {
    const {page} = file.data;
    if (page && !page.draft) byRoute.set(page.route, [...(byRoute.get(page.route) ?? []), file]);
  }
  for (const [route, clashing] of byRoute) {
    if (clashing.length < 2) continue;
    for (const file of clashing) {
      const others = clashing.filter((other) => other !== file).map(({path}) => path);
      const keyLines = file.data.source?.keyLines;
      const line = keyLines?.get('slug') ?? keyLines?.get('id') ?? 1;
      report(file)('route-duplicate', line, route, others.join('、'));
    }
  }
});
