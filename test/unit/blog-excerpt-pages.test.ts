import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from '@docusaurus/types';
import {generatedModule} from '../../lib/generatedModule';
import {withExcerptsModule} from '../../plugins/site/blog-excerpt-pages';
import {blogListItems} from '../../src/lib/blogListItems';

const SITE = '/site';
const excerpt = (source: string) => ({
  content: {__import: true, path: source, query: {truncated: true}},
});

/** Runs the transform with a createData that records what it was given. */
async function transform(route: RouteConfig) {
  const written = new Map<string, string>();
  const createData = (name: string, data: string | object) => {
    written.set(name, typeof data === 'string' ? data : JSON.stringify(data));
    return Promise.resolve(`${SITE}/.docusaurus/docusaurus-plugin-content-blog/default/${name}`);
  };
  return {route: await withExcerptsModule(route, createData, SITE), written};
}

test("a list page imports its posts' excerpts through one module, in order", async () => {
  const {route, written} = await transform({
    path: '/blog/page/2',
    component: '@theme/BlogListPage',
    modules: {
      sidebar: '~blog/default/blog-post-list-prop-default.json',
      items: [excerpt('@site/blog/b.md'), excerpt('@site/blog/a.md')],
    },
  });
  assert.equal(written.size, 1);
  const [[name, source]] = written;
  assert.match(name, /^excerpts-blog-page-2-[0-9a-f]+\.js$/);
  assert.deepEqual(
    [...source.matchAll(/from "([^"]+)"/g)].map(([, path]) => path),
    ['@site/blog/b.md?truncated=true', '@site/blog/a.md?truncated=true'],
  );
  assert.match(source, /export default blogListItems\(\[excerpt0, excerpt1\]\);/);
  assert.deepEqual(route.modules, {
    sidebar: '~blog/default/blog-post-list-prop-default.json',
    items: `@site/.docusaurus/docusaurus-plugin-content-blog/default/${name}`,
  });
});

test('a list page without posts still gets its module', async () => {
  const {route, written} = await transform({path: '/blog', component: 'x', modules: {items: []}});
  const [[name, source]] = written;
  assert.match(source, /^export default blogListItems\(\[\]\);$/m);
  assert.equal(
    route.modules?.items,
    `@site/.docusaurus/docusaurus-plugin-content-blog/default/${name}`,
  );
});

test('routes without items are left as they are; items of another shape fail the build', async () => {
  const post: RouteConfig = {path: '/blog/welcome', component: '@theme/BlogPostPage'};
  assert.equal((await transform(post)).route, post);
  await assert.rejects(
    transform({path: '/blog', component: 'x', modules: {items: [{content: '@site/blog/a.md'}]}}),
    /blog-excerpt-pages: the blog plugin's items for \/blog are not excerpt imports/,
  );
});

test('each item is the excerpt component carrying its front matter and metadata', () => {
  const Excerpt = () => null;
  const [item] = blogListItems([
    {default: Excerpt, frontMatter: {title: 'A'}, metadata: {permalink: '/blog/a'}},
  ] as never);
  assert.equal(item.content, Excerpt);
  assert.deepEqual(item.content.frontMatter, {title: 'A'});
  assert.deepEqual(item.content.metadata, {permalink: '/blog/a'});
  assert.equal('default' in item.content, false);
});

test('a generated file is named through the @site alias, never by the folder it was built in', () => {
  assert.equal(generatedModule(SITE, `${SITE}/.docusaurus/a/b.json`), '@site/.docusaurus/a/b.json');
  assert.throws(
    () => generatedModule(SITE, '/elsewhere/.docusaurus/b.json'),
    /lib\/generatedModule: \/elsewhere\/\.docusaurus\/b\.json is outside the site folder/,
  );
});
