/**
 * An HTML link or image to a file of this site: Docusaurus rewrites only Markdown ones, so it
 * breaks under the preview's /pr-preview/pr-N/ and escapes the link checks.
 */
import {lineEdit} from '../lines';
import {fileRule} from '../rule-types';
import {EXTERNAL_URL, markdownForHtml, tagsOf} from '../tags';

export default fileRule('html-local', ({text, tree}, report) => {
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
