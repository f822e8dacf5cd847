/**
 * What the site's plugins and swizzles assume about the installed Docusaurus that its documentation
 * does not promise (plugins/README.md lists them all). Each check reads the installed packages
 * and, when an upgrade changed the detail, fails naming the file that relies on it and what to do,
 * also when a file it reads is gone. The plugins that change the bundle check their own
 * assumptions while building (split-route-chunks, trim-infima, blog-excerpt-pages);
 * utils-common-browser.test.ts checks that plugin's, test/guards broken-link-sources'.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Root} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import remarkParse from 'remark-parse';
import {unified, type Plugin as RemarkPlugin} from 'unified';
import {visit} from 'unist-util-visit';
import remarkUprightImageSize from '../../plugins/markdown/remark-upright-image-size';
import {clientRegistry} from '../../plugins/performance/route-registry';
import {importRelied} from '../support/contracts';
import {gpsTaggedJpeg} from '../support/photos';

/**
 * The compiled files of an installed package's `lib/` folder, by path relative to it. The folder
 * is where the package's entry is, or beside its package.json when it has no entry (the CLI).
 */
function libFiles(pkg: string, hasEntry = true): Map<string, string> {
  const lib = hasEntry
    ? path.dirname(fileURLToPath(import.meta.resolve(pkg)))
    : path.join(path.dirname(fileURLToPath(import.meta.resolve(`${pkg}/package.json`))), 'lib');
  return new Map(
    readdirSync(lib, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file.split(path.sep).join('/'), readFileSync(path.join(lib, file), 'utf8')]),
  );
}

const core = libFiles('@docusaurus/core', false);
const themeClassic = libFiles('@docusaurus/theme-classic');
const themeCommon = libFiles('@docusaurus/theme-common');

const anyFileSays = (files: Map<string, string>, text: string) =>
  [...files.values()].some((source) => source.includes(text));

function themeComponent(name: string): string {
  const source = themeClassic.get(`theme/${name}/index.js`);
  assert.ok(source, `@docusaurus/theme-classic has no theme component ${name}`);
  return source;
}

test('plugins/site/announcement-bar-id: the theme keeps the dismissed announcement under the keys it reads', () => {
  for (const key of ['docusaurus.announcement.dismiss', 'docusaurus.announcement.id']) {
    assert.ok(
      anyFileSays(themeCommon, `'${key}'`),
      `plugins/site/announcement-bar-id: @docusaurus/theme-common no longer stores "${key}"; ` +
        'Docusaurus changed how it remembers a closed announcement. Check by hand that a new ' +
        'announcement id shows the bar again, then update the keys in the plugin, or remove it ' +
        'if the theme now does this itself.',
    );
  }
  assert.ok(
    anyFileSays(themeClassic, 'data-announcement-bar-initially-dismissed'),
    'plugins/site/announcement-bar-id: the theme no longer hides the bar through the ' +
      'data-announcement-bar-initially-dismissed attribute the plugin sets. Adapt or remove it.',
  );
});

test('plugins/performance/no-prism: the theme still imports prism-react-renderer on every page', () => {
  assert.ok(
    anyFileSays(themeClassic, "from 'prism-react-renderer'"),
    'plugins/performance/no-prism: @docusaurus/theme-classic no longer imports ' +
      'prism-react-renderer, so the plugin and src/theme/prism-include-languages.ts do nothing. ' +
      'Remove both and re-measure (npm run bench:ablation).',
  );
});

test('the unsafe swizzles still replace components the theme renders', () => {
  const renders = (parent: string, child: string, swizzle: string, why: string) => {
    assert.ok(
      themeComponent(parent).includes(`from '@theme/${child}'`),
      `${swizzle}: the theme's ${parent} no longer renders @theme/${child}, so the swizzle ` +
        `does nothing (${why}). Compare the theme's new component with the swizzle, then ` +
        'adapt or remove it and update src/theme/README.md.',
    );
  };
  renders(
    'DocRoot',
    'NotFound/Content',
    'src/theme/NotFound/Content',
    'an unknown /docs/… address would lose its page title',
  );
  renders(
    'Blog/Components/Author',
    'Blog/Components/Author/Socials',
    'src/theme/Blog/Components/Author/Socials',
    "the icons of every platform would be back in every blog page's JavaScript",
  );
  renders(
    'NavbarItem',
    'NavbarItem/ComponentTypes',
    'src/theme/NavbarItem/ComponentTypes.tsx',
    'every navbar item type would be back in the main bundle',
  );
  renders(
    'BlogPostPage',
    'BlogPostPage/StructuredData',
    'src/theme/BlogPostPage/StructuredData',
    "a post's title could end its JSON-LD script element and run as markup",
  );
  renders(
    'DocBreadcrumbs',
    'DocBreadcrumbs/StructuredData',
    'src/theme/DocBreadcrumbs/StructuredData',
    "a doc's title could end its JSON-LD script element and run as markup",
  );
});

test('lib/pluginOptions: Docusaurus validates plugin options with normalizePluginOptions', () => {
  assert.ok(
    [...core.values()].some((source) =>
      /validate:\s*(?:\w+\.)?normalizePluginOptions\b/.test(source),
    ),
    'lib/pluginOptions: @docusaurus/core no longer passes normalizePluginOptions of ' +
      "@docusaurus/utils-validation as the `validate` of a plugin's validateOptions, so the " +
      'options that split-route-chunks, blog-excerpt-pages and the content check compute may ' +
      'differ from what Docusaurus hands the plugins. Use the function core passes now.',
  );
});

test('plugins/site/site-search: the theme marks doc pages and blog posts with its stable class names', () => {
  const marks = (component: string, name: string, value: string) => {
    assert.ok(
      anyFileSays(themeCommon, `${name}: '${value}'`) &&
        themeComponent(component).includes(`ThemeClassNames.page.${name}`),
      `plugins/site/site-search: the theme no longer puts "${value}" on the <html> of a ` +
        `${component} page, so the site search would leave those pages out. Update ` +
        'SEARCHED_LAYOUTS in the plugin to the class the theme writes now.',
    );
  };
  marks('DocRoot', 'docsDocPage', 'docs-doc-page');
  marks('BlogPostPage', 'blogPostPage', 'blog-post-page');
});

test("plugins/markdown/rehype-shiki + src/theme/CodeBlock: the theme's MDX code component hands CodeBlock every prop", () => {
  const source = themeClassic.get('theme/MDXComponents/Code.js') ?? '';
  assert.ok(
    source.includes('<CodeBlock {...props} />'),
    "plugins/markdown/rehype-shiki + src/theme/CodeBlock: the theme's MDXComponents/Code no " +
      'longer passes all its props to CodeBlock, so the build-time `tokens` and `metastring` ' +
      'may not reach it: code blocks would lose their colours and titles. Check /markdown-page, ' +
      'then wrap MDXComponents/Code to pass them on.',
  );
});

test("plugins/markdown/remark-upright-image-size: Docusaurus's image step gives a sideways phone photo its stored size, which the plugin turns", async () => {
  const why =
    "@docusaurus/mdx-loader's transformImage no longer writes a Markdown image as <img> with " +
    'the stored width and height and a require() of the file as src, so ' +
    'plugins/markdown/remark-upright-image-size.ts may no longer find the photo it must turn. ' +
    'Check that a phone photo taken upright keeps its size (test/built pages.test.ts, "every ' +
    'content image has the width and height it is shown at"), then adapt the plugin, or remove ' +
    'it if Docusaurus now reads the EXIF orientation itself.';
  type TransformImage = RemarkPlugin<
    [{siteDir: string; staticDirs: string[]; onBrokenMarkdownImages: 'throw'}],
    Root
  >;
  // A CommonJS module: Node gives its `exports` object as the default export.
  const imported = await importRelied<{default: TransformImage | {default: TransformImage}}>(
    '@docusaurus/mdx-loader/lib/remark/transformImage/index.js',
    `plugins/markdown/remark-upright-image-size: the file of Docusaurus's image step is gone. ${why}`,
  );
  const transformImage =
    'default' in imported.default ? imported.default.default : imported.default;
  const dir = await mkdtemp(path.join(tmpdir(), 'upright-image-'));
  try {
    // Stored 64×48 with the orientation of a phone held upright: shown 48×64.
    await writeFile(path.join(dir, 'photo.jpg'), await gpsTaggedJpeg({width: 64, height: 48}));
    const file = {path: path.join(dir, 'index.md'), value: '![写真](./photo.jpg)\n'};
    const sizeOf = async (turn: boolean) => {
      const processor = unified()
        .use(remarkParse)
        .use(transformImage, {siteDir: dir, staticDirs: [], onBrokenMarkdownImages: 'throw'})
        .use(turn ? remarkUprightImageSize : () => undefined);
      const tree = await processor.run(processor.parse(file), file);
      let size: string[] = [];
      visit(tree, 'mdxJsxTextElement', (node: MdxJsxTextElement) => {
        const value = (name: string) => {
          const found = node.attributes.find(
            (attribute) => 'name' in attribute && attribute.name === name,
          )?.value;
          return typeof found === 'string' ? found : '(none)';
        };
        size = [value('width'), value('height')];
      });
      return size.join('×');
    };
    assert.equal(await sizeOf(false), '64×48', why);
    assert.equal(await sizeOf(true), '48×64', why);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test("plugins/performance/route-registry: registry.js rows keep their shape, and the client reads a row's module path only for the server's report", () => {
  const what =
    'plugins/performance/route-registry: the client build gets a registry without module paths';
  const codegen = core.get('server/codegen/codegenRoutes.js') ?? '';
  const template = /`\s*"\$\{chunkName\}": \[.*\],`/.exec(codegen)?.[0];
  assert.ok(
    template,
    `${what}, but @docusaurus/core no longer writes registry.js in server/codegen/codegenRoutes.js. ` +
      'Find where it does, check the rows still name their module path, and update the plugin or remove it.',
  );
  const row = template
    .slice(1, -1)
    .replaceAll('${chunkName}', 'a1b2c3d4')
    .replaceAll('${modulePath}', '@site/blog/2023-04-01-welcome/index.md');
  assert.doesNotThrow(
    // As Docusaurus ends the file: the last row, then `};` on its line.
    () => clientRegistry(`export default {\n${row}\n${row}};\n`),
    `${what}; Docusaurus now writes each row as ${template}. Update the plugin's ROW to it.`,
  );
  const creator = core.get('client/exports/ComponentCreator.js') ?? '';
  assert.ok(
    creator.includes('modules.push(chunkRegistry[1])') &&
      creator.split('chunkRegistry[1]').length === 2,
    `${what}, but ComponentCreator now reads a row's module path for more than react-loadable's ` +
      '`modules`. Check what the browser does with it; without a server-only use, take the plugin out.',
  );
  const loadable = readFileSync(fileURLToPath(import.meta.resolve('react-loadable')), 'utf8');
  assert.match(
    loadable,
    /if \(this\.context && Array\.isArray\(opts\.modules\)\) \{\s*opts\.modules\.forEach\(function \(moduleName\) \{\s*_this2\.context\.report\(moduleName\);/,
    `${what}, which react-loadable read only to report modules inside Loadable.Capture (the ` +
      'server). It now reads them otherwise: check what the browser does with them, or take the plugin out.',
  );
});
