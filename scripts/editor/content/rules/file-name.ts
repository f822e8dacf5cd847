/**
 * A space in a file or folder name: Markdown cannot link an image named so, and the address gets
 * %20 in it.
 */
import {MARKDOWN} from '../../../../lib/contentFiles';
import {error, siteRule} from '../rule';

export const SPACE_IN_NAME = /[\s\u3000]/;

const rule = {
  id: 'file-name',
  help: 'folder-and-file',
  messages: {
    'file-name-space': error(
      (suggested, extra) =>
        `ファイル名かフォルダー名に空白が入っています。空白があると、画像が表示されなかったり、URL に %20 が入ったりします。空白をハイフン（-）に変えて ${suggested} という名前にしてください${extra}。`,
    ),
  },
};

export default siteRule(rule, (files, _site, report) => {
  for (const file of files.filter(({path}) => SPACE_IN_NAME.test(path))) {
    const markdown = MARKDOWN.test(file.path);
    report(file)(
      'file-name-space',
      markdown ? 1 : undefined,
      file.path.replace(/[\s\u3000]+/g, '-'),
      markdown ? '' : '（本文でこのファイルを使っている行も、新しい名前に直します）',
    );
  }
});
