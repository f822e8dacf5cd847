/** A post without the read-more mark shows whole in the blog's list. */
import {error, fileRule} from '../rule';

const rule = {
  id: 'read-more',
  help: 'truncate',
  messages: {
    'read-more': error(
      () =>
        '「続きを読む」の印がありません。書き出しの段落のあとに <!-- truncate --> を 1 行で入れてください。ブログの一覧には、この印より前だけが表示されます。',
    ),
  },
};

export default fileRule(rule, ({kind, partial, text}, report) => {
  const mark = /^\s*<!--\s*truncate\s*-->\s*$|^\s*\{\/\*\s*truncate\s*\*\/\}\s*$/m;
  if (kind === 'blog' && !partial && !mark.test(text)) report('read-more', undefined);
});
