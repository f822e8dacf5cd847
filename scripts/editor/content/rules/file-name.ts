/**
 * A space in a file or folder name: Markdown cannot link an image named so, and the address gets
 * %20 in it.
 */
import {MARKDOWN} from '../../../../lib/contentFiles';
import {siteRule} from '../rule-types';

export const SPACE_IN_NAME = /[\s\u3000]/;

export default siteRule('file-name', (files, _site, report) => {
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
