import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import postcss, {type Root} from 'postcss';
import {
  DROPPED_CLASSES,
  siteSources,
  sourceFiles,
  trimInfimaPostcss,
} from '../../plugins/performance/trim-infima';
import {navbar} from '../../config/navbar';

const require = createRequire(import.meta.url);
const INFIMA = require.resolve('infima/dist/css/default/default.css');
const SITE = path.join(import.meta.dirname, '../..');
const trim = trimInfimaPostcss(siteSources(SITE));
/** A trim whose sources name `names` and whose site stylesheet declares `overridden` again. */
const trimWith = (names: string[], overridden: string[] = []) =>
  postcss([trimInfimaPostcss({named: new Set(names), overridden: new Set(overridden)})]);

async function trimmed(file = INFIMA): Promise<Root> {
  return (await postcss([trim]).process(readFileSync(file, 'utf8'), {from: file})).root;
}

/** Classes a stylesheet's selectors name, `:not()` arguments included. */
function classesOf(root: Root): Set<string> {
  const classes = new Set<string>();
  root.walkRules((rule) => {
    for (const [, name] of rule.selector.matchAll(/\.([a-zA-Z][\w-]*)/g)) classes.add(name);
  });
  return classes;
}

function selectorsOf(root: Root): string[] {
  const selectors: string[] = [];
  root.walkRules((rule) => {
    selectors.push(...rule.selectors);
  });
  return selectors;
}

/** Every word of the theme's compiled components: the classes it can put on a page. */
function themeWords(): Set<string> {
  const words = new Set<string>();
  for (const pkg of ['@docusaurus/theme-classic', '@docusaurus/theme-common']) {
    const lib = path.dirname(require.resolve(pkg)); // the package's lib/index.js
    for (const entry of readdirSync(lib, {recursive: true, encoding: 'utf8'})) {
      if (!entry.endsWith('.js')) continue;
      for (const [word] of readFileSync(path.join(lib, entry), 'utf8').matchAll(/[\w-]+/g)) {
        words.add(word);
      }
    }
  }
  return words;
}

/** What editors' Markdown and MDX produce (admonitions, tabs, details…) and the theme's shell. */
const EDITOR_AND_SHELL_CLASSES = [
  // Admonitions (note, tip, info, warning, danger, caution) and <details>
  'alert',
  'alert--secondary',
  'alert--success',
  'alert--info',
  'alert--warning',
  'alert--danger',
  // Tabs, including <Tabs block>
  'tabs',
  'tabs__item',
  'tabs__item--active',
  'tabs--block',
  'markdown',
  'table-of-contents',
  'table-of-contents__link',
  'table-of-contents__link--active',
  'navbar',
  'navbar__item',
  'navbar__link',
  'navbar-sidebar',
  'navbar-sidebar--show',
  'navbar-sidebar__close',
  'dropdown',
  'dropdown--hoverable',
  'dropdown__menu',
  'menu',
  'menu__link',
  'menu__link--active',
  'menu__list-item--collapsed',
  'footer',
  'footer--dark',
  'footer__link-item',
  'pagination-nav',
  'pagination-nav__link',
  'breadcrumbs',
  'breadcrumbs__item',
  'breadcrumbs__link',
  'avatar',
  'avatar__photo',
  'avatar__name',
  'badge',
  'badge--secondary',
  'button',
  'button--primary',
  'button--secondary',
  'button--outline',
  'button--lg',
  'card',
  'hero',
  'hero--primary',
  'close',
  'clean-btn',
  'thin-scrollbar',
  'container',
  'row',
  'col',
];

/** Element rules for Markdown: tables, code, blockquotes, lists, images, headings, kbd… */
const MARKDOWN_ELEMENTS = ['table', 'table th', 'code', 'pre', 'kbd', 'blockquote', 'img', 'hr'];

test('keeps every class editors and the theme shell need, and the Markdown element rules', async () => {
  const root = await trimmed();
  const classes = classesOf(root);
  assert.deepEqual(
    EDITOR_AND_SHELL_CLASSES.filter((name) => !classes.has(name)),
    [],
  );
  const selectors = new Set(selectorsOf(root));
  assert.deepEqual(
    MARKDOWN_ELEMENTS.filter((selector) => !selectors.has(selector)),
    [],
  );
  for (const heading of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) assert.ok(selectors.has(heading));
});

test('keeps every Infima class the theme components name', async () => {
  const kept = classesOf(await trimmed());
  const words = themeWords();
  const infima = classesOf(postcss.parse(readFileSync(INFIMA, 'utf8')));
  const lost = [...infima].filter(
    (name) => words.has(name) && !kept.has(name) && !DROPPED_CLASSES.includes(name),
  );
  assert.deepEqual(lost, []);
});

test('no source builds an Infima class name from parts, so the trim sees each one whole', () => {
  const infima = [...classesOf(postcss.parse(readFileSync(INFIMA, 'utf8')))];
  const built = sourceFiles(SITE).flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(
        /(?<![\w-])([a-zA-Z][\w-]*(?:-|__))(?:\$\{|['"`]\s*\+)/g,
      ),
    ]
      .filter(([, stem]) => infima.some((name) => name.startsWith(stem)))
      .map(([part]) => `${path.relative(SITE, file)}: ${part}`),
  );
  assert.deepEqual(built, []);
});

test('drops rules needing a listed class or one no source names, except in :not()', async () => {
  const css =
    '.button{a:1}.navbar--dark{a:2}.unnamed{a:3}.button,.unnamed .button{a:4}' +
    '.button:not(.unnamed){a:5}a[href=".unnamed"]{a:6}';
  const {css: out} = await trimWith(['button', 'navbar--dark']).process(css, {from: INFIMA});
  assert.equal(out, '.button{a:1}.button{a:4}.button:not(.unnamed){a:5}a[href=".unnamed"]{a:6}');
  assert.ok(classesOf(await trimmed()).has('button--active'), 'the outline button keeps :not()');
});

test('drops properties nothing reads, or only they, and what the site declares again', async () => {
  const css =
    ':root{--unread:var(--only-read-by-unread);--only-read-by-unread:1;--read:2;--named:3;' +
    '--again:4;color:red}.button{a:var(--read);b:var(--again);color:blue!important}' +
    '@media print{:root{color:green}}';
  const again = [':root{color', ':root{--again', '.button{color'];
  const {css: out} = await trimWith(['button', '--named'], again).process(css, {from: INFIMA});
  assert.equal(
    out,
    ':root{--read:2;--named:3}.button{a:var(--read);b:var(--again);color:blue!important}',
  );
});

test('trims Infima the same when the stylesheet comes wrapped in a cascade layer', async () => {
  // With future.v4, Docusaurus wraps each stylesheet in an @layer before the site's PostCSS plugins.
  const css = readFileSync(INFIMA, 'utf8');
  const wrapped = await postcss([trim]).process(`@layer infima {${css}}`, {
    from: INFIMA,
  });
  const layer = wrapped.root.first;
  assert.ok(layer?.type === 'atrule' && layer.name === 'layer');
  assert.deepEqual(selectorsOf(layer as unknown as Root), selectorsOf(await trimmed()));
});

/** Custom properties a stylesheet declares, and those it reads with var(). */
function propertiesOf(root: Root): {declared: Set<string>; read: Set<string>} {
  const declared = new Set<string>();
  const read = new Set<string>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) declared.add(decl.prop);
    for (const [, name] of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(name);
  });
  return {declared, read};
}

const CUSTOM_CSS = path.join(SITE, 'src/css/custom.css');

test('what Infima still reads is declared, by it or by custom.css', async () => {
  const {declared, read} = propertiesOf(await trimmed());
  const site = propertiesOf(postcss.parse(readFileSync(CUSTOM_CSS, 'utf8'))).declared;
  const untrimmed = propertiesOf(postcss.parse(readFileSync(INFIMA, 'utf8')));
  // Infima itself reads one property it never declares.
  const alreadyMissing = [...untrimmed.read].filter((name) => !untrimmed.declared.has(name));
  assert.deepEqual(alreadyMissing, ['--image-alignment-padding']);
  const missing = [...read].filter(
    (name) => !declared.has(name) && !site.has(name) && !alreadyMissing.includes(name),
  );
  assert.deepEqual(missing, []);
});

test('no source reads a custom property the trim dropped, unless custom.css declares it', async () => {
  const site = propertiesOf(postcss.parse(readFileSync(CUSTOM_CSS, 'utf8'))).declared;
  const kept = propertiesOf(await trimmed()).declared;
  const dropped = propertiesOf(postcss.parse(readFileSync(INFIMA, 'utf8'))).declared;
  const readers = sourceFiles(SITE).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/--ifm-[\w-]+/g)]
      .filter(([name]) => dropped.has(name) && !kept.has(name) && !site.has(name))
      .map(([name]) => `${path.relative(SITE, file)}: ${name}`),
  );
  assert.deepEqual(readers, []);
});

test('leaves stylesheets other than Infima alone', async () => {
  const css = '.pills { color: red; }';
  const result = await postcss([trim]).process(css, {from: 'src/css/custom.css'});
  assert.equal(result.css, css);
});

test('the navbar has no colour style, so its dropped variants cannot render', () => {
  assert.equal((navbar as {style?: string}).style, undefined);
});
