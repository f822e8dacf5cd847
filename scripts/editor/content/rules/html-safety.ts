/**
 * HTML outside the site's allow-list, in `.md` (raw HTML) or `.mdx` (JSX): an element, an
 * attribute or a URL that could run script, restyle the page or embed another site.
 */
import {refusalRule} from '../refusal-rule';

export default refusalRule('html-safety', 'embeds');
