/** Doc ids in sidebars.ts and the navbar that no doc has, e.g. after a doc was deleted or renamed. */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {VFile} from 'vfile';
import {siteRule} from '../rule-types';

export default siteRule('doc-references', (files, {root, references = []}, report) => {
  const ids = new Set(files.map(({data: {page}}) => page?.docId));
  for (const {file, id} of references.filter(({id}) => !ids.has(id))) {
    const config = files.find(({path}) => path === file) ?? new VFile({path: file, cwd: root});
    if (!files.includes(config)) files.push(config);
    const written = path.join(root, file);
    const lines = existsSync(written) ? readFileSync(written, 'utf8').split('\n') : [];
    const index = lines.findIndex((line) => line.includes(`'${id}'`) || line.includes(`"${id}"`));
    report(config)('doc-reference-missing', index >= 0 ? index + 1 : undefined, id);
  }
});
