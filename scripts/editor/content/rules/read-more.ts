/** A post without the read-more mark shows whole in the blog's list. */
import {fileRule} from '../rule-types';

export default fileRule('read-more', ({kind, partial, text}, report) => {
  const mark = /^\s*<!--\s*truncate\s*-->\s*$|^\s*\{\/\*\s*truncate\s*\*\/\}\s*$/m;
  if (kind === 'blog' && !partial && !mark.test(text)) report('read-more', undefined);
});
