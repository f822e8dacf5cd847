import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {Options, PluginOptions} from '@docusaurus/plugin-content-blog';
import type {
  Module,
  Plugin,
  PluginContentLoadedActions,
  PluginModule,
  RouteConfig,
} from '@docusaurus/types';
import {docuHash} from '@docusaurus/utils';
import {normalizedOptions} from '../../lib/pluginOptions';
import {generatedModule} from '../../lib/generatedModule';

/** A list page's item as the blog plugin adds it: the post's excerpt, imported on its own. */
interface ExcerptItem {
  content: {__import: true; path: string; query: {truncated: true}};
}

const isExcerptImport = (module: Module | undefined): module is ExcerptItem['content'] =>
  typeof module === 'object' && module.__import === true && module.query?.truncated === true;

// A list without posts (when every post is a draft or scheduled) has an empty `items`.
const isExcerptItems = (items: unknown): items is ExcerptItem[] =>
  Array.isArray(items) && items.every((item: {content?: Module}) => isExcerptImport(item.content));

/** One module that imports every excerpt of a list page and exports them as its `items`. */
function excerptsModule(items: readonly ExcerptItem[]): string {
  const imports = items.map(
    ({content}, index) =>
      `import * as excerpt${index} from ${JSON.stringify(`${content.path}?truncated=true`)};`,
  );
  const names = items.map((_item, index) => `excerpt${index}`).join(', ');
  return [
    `import {blogListItems} from '@site/src/lib/blogListItems';`,
    ...imports,
    `export default blogListItems([${names}]);`,
    '',
  ].join('\n');
}

export async function withExcerptsModule(
  route: RouteConfig,
  createData: PluginContentLoadedActions['createData'],
  siteDir: string,
): Promise<RouteConfig> {
  const items = route.modules?.items;
  if (items === undefined) return route;
  if (!isExcerptItems(items)) {
    throw new Error(
      `plugins/site/blog-excerpt-pages: the blog plugin's items for ${route.path} are not ` +
        'excerpt imports: it changed how list pages get their posts. Adapt the plugin to the ' +
        'blog plugin of this Docusaurus version, or remove it and re-measure (npm run bench:scale).',
    );
  }
  const file = await createData(`excerpts-${docuHash(route.path)}.js`, excerptsModule(items));
  return {...route, modules: {...route.modules, items: generatedModule(siteDir, file)}};
}

/**
 * The blog plugin, with each list page's excerpts in one module instead of one per post.
 *
 * The list and tag pages get their posts' excerpts as an `items` prop, which the blog plugin
 * makes a separate import per post. Docusaurus puts an entry for every import of every route
 * into the entry bundle that every page loads, so each post's excerpt made every page of the
 * site larger. Here a list page imports one module that imports its excerpts and hands them
 * over in the same shape, so the theme's pages render them as before.
 */
export default function blogExcerptPagesPlugin(options: Options): PluginModule {
  const blogOptions = normalizedOptions<Options | undefined, PluginOptions>(
    validateOptions,
    options,
  );
  return async (context): Promise<Plugin> => {
    const blogPlugin = await pluginContentBlog(context, blogOptions);
    const {contentLoaded} = blogPlugin;
    if (!contentLoaded)
      throw new Error('plugins/site/blog-excerpt-pages: the blog plugin adds no routes');
    const plugin: typeof blogPlugin = {
      ...blogPlugin,
      async contentLoaded({content, actions}) {
        const routes: RouteConfig[] = [];
        const collect = (route: RouteConfig) => void routes.push(route);
        await contentLoaded({content, actions: {...actions, addRoute: collect}});
        for (const route of routes) {
          actions.addRoute(await withExcerptsModule(route, actions.createData, context.siteDir));
        }
      },
    };
    return plugin as Plugin;
  };
}
