/**
 * An `.mdx` file's code outside the allow-list: an import of an unlisted module, an `export`
 * outside the site's own code pages, an expression that is more than listed data, a component
 * not on the list or not imported, a name MDX cannot find.
 */
import {refusalRule} from './html-safety';

export default refusalRule('mdx-names');
