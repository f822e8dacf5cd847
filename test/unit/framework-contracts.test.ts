/**
 * What the site's plugins and swizzles assume about the installed Docusaurus that its documentation
 * does not promise. Each check reads the installed packages and, when an upgrade changed the
 * detail, fails naming the file that relies on it and what to do. The plugins that change the
 * bundle check their own assumptions while building (split-route-chunks, trim-infima,
 * blog-excerpt-pages); utils-common-browser.test.ts checks that plugin's.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** The compiled files of an installed package's `lib/` folder, by path relative to it. */
function libFiles(pkg: string): Map<string, string> {
  const lib = path.dirname(fileURLToPath(import.meta.resolve(pkg)));
  return new Map(
    readdirSync(lib, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file.split(path.sep).join('/'), readFileSync(path.join(lib, file), 'utf8')]),
  );
}

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
});
