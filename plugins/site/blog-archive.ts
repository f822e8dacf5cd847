import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {ArchivePost} from '../../src/lib/blogArchive';
import {generatedModule} from '../../lib/generatedModule';

/** The archive route's data, newest post first like the blog plugin orders them. */
function archivePosts(content: Pick<BlogContent, 'blogPosts'>): ArchivePost[] {
  return content.blogPosts
    .filter(({metadata}) => !metadata.unlisted)
    .map(({metadata}) => ({
      title: metadata.title,
      date: new Date(metadata.date).toISOString(),
      permalink: metadata.permalink,
    }));
}

/**
 * `/blog/archive` with only a title, date and link per post. The blog plugin's own archive
 * (turned off with `archiveBasePath: null`) puts every post's whole metadata (excerpt, tags,
 * authors, reading time…) into the page's data, which grows to megabytes with a large blog.
 * It reads the blog plugin's content after it has left out drafts and held back scheduled posts.
 */
export default function blogArchivePlugin({siteConfig, siteDir}: LoadContext): Plugin {
  return {
    name: 'blog-archive',
    async allContentLoaded({allContent, actions}) {
      const blogPlugin = allContent['docusaurus-plugin-content-blog'] as
        Partial<Record<string, unknown>> | undefined;
      const blog = blogPlugin?.default as BlogContent | undefined;
      if (!blog)
        throw new Error('plugins/site/blog-archive: the blog plugin (id "default") is not loaded');
      const posts = archivePosts(blog);
      if (posts.length === 0) return;
      const data = await actions.createData('blog-archive.json', JSON.stringify(posts));
      actions.addRoute({
        path: `${siteConfig.baseUrl}blog/archive`,
        component: '@site/src/components/BlogArchive/index.tsx',
        exact: true,
        modules: {posts: generatedModule(siteDir, data)},
      });
    },
  };
}
