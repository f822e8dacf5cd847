/** Two pages at one address: only one of them is shown. */
import type {VFile} from 'vfile';
import {error, siteRule} from '../rule';

const rule = {
  id: 'route-duplicate',
  help: 'folder-and-file',
  messages: {
    'route-duplicate': error(
      (route, others) =>
        `このページの URL ${route} が ${others} と重なっています。重なると片方のページしか表示されません。どちらかの slug（なければファイル名）を変えてください。`,
    ),
  },
};

export default siteRule(rule, (files, _site, report) => {
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
