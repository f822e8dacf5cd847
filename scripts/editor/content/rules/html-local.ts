/**
 * An HTML link or image to a file of this site: Docusaurus rewrites only Markdown ones, so it
 * breaks under the preview's /pr-preview/pr-N/ and escapes the link checks.
 */
import {lineEdit} from '../lines';
import {error, fileRule} from '../rule';
import {EXTERNAL_URL, markdownForHtml, tagsOf} from '../tags';

const rule = {
  id: 'html-local',
  help: 'md-and-mdx',
  messages: {
    'html-link-local': error(
      (url) =>
        `HTML のリンク <a href="${url}"> は、プレビュー（/pr-preview/pr-番号/ の下）で別のページを指してしまい、リンク切れの検査も効きません。Markdown のリンク [リンクの文字](${url}) で書いてください。`,
      'fixable',
    ),
    'html-image-local': error(
      (url) =>
        `HTML の画像 <img src="${url}"> は、公開するときに画像が正しい場所に置かれず、プレビュー（/pr-preview/pr-番号/ の下）でも表示されません。Markdown の画像 ![画像の説明](${url}) で書いてください。`,
      'fixable',
    ),
  },
};

export default fileRule(rule, ({text, tree}, report) => {
  const lines = text.split(/\r?\n/);
  for (const {name, attributes, line} of tagsOf(tree)) {
    const url = attributes.get(name === 'a' ? 'href' : name === 'img' ? 'src' : '');
    // A browser drops tabs and newlines from a URL (`java&#9;script:` is html-safety's).
    if (!url || EXTERNAL_URL.test(url.replace(/[\t\n\r]/g, ''))) continue;
    const markdown = line && markdownForHtml(lines[line - 1], name, url);
    const fix = line && markdown ? lineEdit(text, line, markdown) : undefined;
    report(name === 'a' ? 'html-link-local' : 'html-image-local', {line, fix}, url);
  }
});
