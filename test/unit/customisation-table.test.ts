/**
 * The customisation table of plugins/README.md and the list of src/theme/README.md stay true:
 * every plugin docusaurus.config.ts registers and every swizzled theme file has its row, every row
 * names something that exists and tests that exist, and a row that relies on a private detail
 * names a test that fails naming it (or the plugin fails the build naming itself).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const PLUGINS_README = 'plugins/README.md';
const THEME_README = 'src/theme/README.md';
const THEME_DIR = 'src/theme';
const CONFIG = 'docusaurus.config.ts';
/** A local plugin as the config imports it: `./plugins/<folder>/<name>`, never a shared helper. */
const LOCAL_PLUGIN = /^\.\/plugins\/((?!lib\/)[\w-]+\/[\w-]+)(?:\.ts)?$/;

interface Row {
  /** The customisations of the row, as written in its first cell: `site/x`, `theme/X`, `lib/x`. */
  names: string[];
  cells: string[];
}

/** The rows of the Markdown table whose header starts with `| <first> |`. */
function tableRows(file: string, first: string): Row[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const header = lines.findIndex((line) => new RegExp(`^\\|\\s*${first}\\s*\\|`).test(line));
  assert.ok(header >= 0, `${file} has no table headed "${first}"`);
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim());
    rows.push({names: [...(cells[0] ?? '').matchAll(/`([^`]+)`/g)].map(([, name]) => name), cells});
  }
  return rows;
}

/** The local plugins the config registers: imported from ./plugins/… and used, or named by path. */
function registeredPlugins(): Set<string> {
  const source = ts.createSourceFile(CONFIG, readFileSync(CONFIG, 'utf8'), ts.ScriptTarget.Latest);
  const imported = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const plugin = LOCAL_PLUGIN.exec(statement.moduleSpecifier.text)?.[1];
    const name = statement.importClause?.name?.text;
    if (plugin && name) imported.set(name, plugin);
  }
  const registered = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node)) {
      const plugin = imported.get(node.text);
      if (plugin) registered.add(plugin);
    }
    if (ts.isStringLiteral(node)) {
      const plugin = LOCAL_PLUGIN.exec(node.text)?.[1];
      if (plugin) registered.add(plugin);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return registered;
}

/** Each swizzled component once, by its path under src/theme (`NotFound/Content`, `CodeBlock`). */
function swizzledComponents(): Set<string> {
  return new Set(
    readdirSync(THEME_DIR, {recursive: true, encoding: 'utf8'})
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => /\.(tsx?|css)$/.test(file))
      .map((file) =>
        /(^|\/)(index\.tsx?|[\w-]+\.module\.css)$/.test(file)
          ? path.posix.dirname(file)
          : file.replace(/\.tsx?$/, ''),
      ),
  );
}

/** The file or folder a name of the customisation table stands for. */
function sourceOf(name: string): string {
  if (name.startsWith('theme/')) return `src/${name}`;
  return name.startsWith('lib/') ? name : `plugins/${name}`;
}

const exists = (source: string) =>
  ['', '.ts', '.tsx'].some((extension) => existsSync(`${source}${extension}`));

/** Every test file, by its name (`framework-contracts.test.ts`), with its path. */
const TEST_FILES = new Map(
  readdirSync('test', {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(test|spec)\.ts$/.test(file))
    .map((file) => [path.basename(file), path.join('test', file)]),
);

const CUSTOMISATION_ROWS = tableRows(PLUGINS_README, 'Customisation');
const inCustomisationTable = (name: string) =>
  CUSTOMISATION_ROWS.some((row) => row.names.includes(name));
const ADD_ROW =
  `add a row to the table under "What each customisation relies on" in ${PLUGINS_README}: ` +
  'what it relies on (public or private) and which test holds it';

test('every plugin docusaurus.config.ts registers has a row in the customisation table', () => {
  const registered = [...registeredPlugins()];
  assert.ok(registered.length > 0, `no local plugin found in ${CONFIG}`);
  const missing = registered.filter((plugin) => !inCustomisationTable(plugin));
  assert.deepEqual(
    missing,
    [],
    `${CONFIG} registers plugins/${missing.join(', plugins/')} without a row: ${ADD_ROW}.`,
  );
});

test('every swizzled theme file has a row in src/theme/README.md and in the customisation table', () => {
  const listed = new Set(tableRows(THEME_README, 'Component').flatMap(({names}) => names));
  for (const component of swizzledComponents()) {
    assert.ok(
      listed.has(component),
      `${THEME_DIR}/${component} has no row in ${THEME_README}: add one saying how it is ` +
        'swizzled (wrap or eject, safe or unsafe) and why no config, translation or CSS does it.',
    );
    assert.ok(inCustomisationTable(`theme/${component}`), `${THEME_DIR}/${component}: ${ADD_ROW}.`);
  }
});

test('every row of the customisation table names customisations and tests that exist', () => {
  for (const {names, cells} of CUSTOMISATION_ROWS) {
    assert.ok(names.length > 0, `${PLUGINS_README}: the row "${cells[0]}" names no customisation`);
    for (const name of names) {
      assert.ok(
        exists(sourceOf(name)),
        `${PLUGINS_README}: the row of \`${name}\` names ${sourceOf(name)}, which does not exist. ` +
          'Remove the row, or correct the name if the file moved.',
      );
    }
    for (const [testFile] of (cells[3] ?? '').matchAll(/[\w.-]+\.(?:test|spec)\.ts/g)) {
      assert.ok(
        TEST_FILES.has(testFile),
        `${PLUGINS_README}: the row of \`${names.join(' + ')}\` names the test ${testFile}, which ` +
          'does not exist. Name the test that now holds it.',
      );
    }
  }
});

test('a row that relies on a private detail names a test that fails naming each of its customisations', () => {
  for (const {names, cells} of CUSTOMISATION_ROWS.filter(({cells}) =>
    /\bPrivate\b/.test(cells[2] ?? ''),
  )) {
    const testedBy = cells[3] ?? '';
    const tests = [...testedBy.matchAll(/[\w.-]+\.(?:test|spec)\.ts/g)].flatMap(
      ([testFile]) => TEST_FILES.get(testFile) ?? [],
    );
    // The row's plugins that fail the build with a message starting with their own name.
    const failingPlugins = /the build fails naming it/i.test(testedBy)
      ? names
          .map(sourceOf)
          .filter((source) => existsSync(`${source}.ts`))
          .map((source) => [source, readFileSync(`${source}.ts`, 'utf8')])
          .filter(([source, text]) => text.includes(`${source}:`))
          .map(([, text]) => text)
      : [];
    for (const name of names) {
      const source = sourceOf(name);
      const mentioned = tests.some((file) => readFileSync(file, 'utf8').includes(source));
      const failsTheBuild = failingPlugins.some((text) => text.includes(source));
      assert.ok(
        mentioned || failsTheBuild,
        `${PLUGINS_README}: the row of \`${name}\` relies on a private detail, but no test its ` +
          `Tested by column names mentions ${source}. Write a test that fails with a message naming ` +
          `${source}, the detail and what to do (test/unit/framework-contracts.test.ts), and ` +
          'name it in the row.',
      );
    }
  }
});
