import type {Props} from '@theme/BlogListPage';

type Excerpt = Props['items'][number]['content'];

/**
 * The `items` prop of a blog list page, from the excerpt modules that plugins/site/blog-excerpt-pages.ts
 * imports for it: each excerpt's component with the module's other exports (front matter,
 * metadata, assets) on it, as Docusaurus hands a route's imported modules to its page.
 */
export function blogListItems(
  excerpts: readonly ({default: Excerpt} & Record<string, unknown>)[],
): Props['items'] {
  return excerpts.map(({default: content, ...exports}) => ({
    content: Object.assign(content, exports),
  }));
}
