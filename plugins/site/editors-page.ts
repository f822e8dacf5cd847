import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {newPostChoices} from '../../lib/contentFiles';
import {generatedModule} from '../../lib/generatedModule';

/** Where the editors' page is, under the site's base URL. */
export const EDITORS_PAGE_PATH = 'editors/new-post';
/** Where the editors' photo page is, under the site's base URL. */
export const PHOTOS_PAGE_PATH = 'editors/photos';

/**
 * The editors' page (src/components/editors/NewPostPage): a form that opens GitHub's new-file
 * screen with a new post's path and skeleton. It gets the slugs the blog's posts claim and the
 * tags and authors a post may name, read from the blog's files as `npm run new:post` reads them,
 * as a data module of its own route: as global data they would ship with every page.
 * The photo page (src/components/editors/PhotoPage) prepares photos in the browser; its
 * libraries load with it only.
 */
export default function editorsPagePlugin({siteDir, siteConfig}: LoadContext): Plugin {
  return {
    name: 'editors-page',
    getPathsToWatch: () => [path.join(siteDir, 'blog/**/*.{md,mdx,yml}')],
    async contentLoaded({actions}) {
      const choices = JSON.stringify(newPostChoices(siteDir));
      const data = await actions.createData('editors-new-post.json', choices);
      actions.addRoute({
        path: `${siteConfig.baseUrl}${EDITORS_PAGE_PATH}`,
        component: '@site/src/components/editors/NewPostPage/index.tsx',
        exact: true,
        modules: {choices: generatedModule(siteDir, data)},
      });
      actions.addRoute({
        path: `${siteConfig.baseUrl}${PHOTOS_PAGE_PATH}`,
        component: '@site/src/components/editors/PhotoPage/index.tsx',
        exact: true,
      });
    },
  };
}
