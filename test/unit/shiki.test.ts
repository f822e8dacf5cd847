import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createHighlighter} from 'shiki';
import rehypeShiki from '../../plugins/markdown/rehype-shiki';
import {parseCodeBlock, type CodeTokens} from '../../src/lib/codeBlock';
import {CODE_LANGUAGES, codeThemes, codeTokens} from '../../src/lib/shiki';
import {highlight} from '../../src/lib/shikiBrowser';
import {contrastRatio, parseColor} from '../support/contrast';

/** A custom property custom.css sets for the mode. */
function cssVariable(mode: 'light' | 'dark', name: string): string {
  const css = readFileSync('src/css/custom.css', 'utf8');
  const block = mode === 'light' ? /:root\s*{([^}]*)}/ : /\[data-theme='dark'\]\s*{([^}]*)}/;
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(block.exec(css)?.[1] ?? '')?.[1];
  assert.ok(value, `custom.css sets --${name} (${mode})`);
  return value;
}

for (const mode of ['light', 'dark'] as const) {
  const theme = codeThemes[mode];

  test(`code blocks use the ${mode} Shiki theme's own colours`, () => {
    const same = (a: string, b: string | undefined) => {
      assert.deepEqual(parseColor(a), parseColor(b ?? ''));
    };
    same(cssVariable(mode, 'site-code-background'), theme.colors?.['editor.background']);
    same(cssVariable(mode, 'site-code-color'), theme.colors?.['editor.foreground']);
  });

  test(`every code token colour is readable (WCAG AA 4.5:1) in ${mode} mode`, () => {
    const background = cssVariable(mode, 'site-code-background');
    // custom.css puts a black overlay on highlighted lines (`{2}` in a code fence).
    const overlay = /^rgb\(0 0 0 \/ (\d+)%\)$/.exec(
      cssVariable(mode, 'docusaurus-highlighted-code-line-bg'),
    );
    assert.ok(overlay, 'the highlighted line is a black overlay');
    const darken = 1 - Number(overlay[1]) / 100;
    const highlighted = `rgb(${parseColor(background)
      .map((channel) => Math.round(channel * darken))
      .join(', ')})`;
    const colors = [
      theme.colors?.['editor.foreground'],
      ...(theme.tokenColors ?? []).map((rule) => rule.settings.foreground),
    ];
    const unreadable = colors.flatMap((color) =>
      color === undefined
        ? []
        : [background, highlighted]
            .map((behind) => ({behind, ratio: contrastRatio(color, behind)}))
            .filter(({ratio}) => ratio < 4.5)
            .map(({behind, ratio}) => `${color} on ${behind}: ${ratio.toFixed(2)}`),
    );
    assert.deepEqual(unreadable, []);
  });
}

test('tokens carry both themes, and an unknown language is plain text', async () => {
  const highlighter = await createHighlighter({
    themes: [codeThemes.light, codeThemes.dark],
    langs: [...CODE_LANGUAGES],
  });
  const swift = codeTokens(highlighter, 'struct A {}', 'swift');
  const keyword = swift.lines[0].find(([text]) => text === 'struct');
  assert.ok(keyword, 'the keyword is a token of its own');
  assert.match(swift.colors[keyword[1]], /^#\w{6} #\w{6}$/);
  const unknown = codeTokens(highlighter, 'a b\nc', 'no-such-language');
  assert.deepEqual(
    unknown.lines.map((line) => line.map(([text]) => text).join('')),
    ['a b', 'c'],
  );
  assert.equal(new Set(unknown.lines.flat().map(([, color]) => color)).size, 1);
});

test('a busy machine gets the same tokens: no line is cut short by a time limit', async (t) => {
  const code =
    "export function Greeting({name}: {name: string}) {\n  const message = 'こんにちは、' + name;\n}";
  const expected = await highlight(code, 'tsx');
  let now = 0;
  // Every look at the clock is a second later, as on a machine too busy to tokenize in time.
  t.mock.method(Date, 'now', () => (now += 1000));
  assert.deepEqual(await highlight(code, 'tsx'), expected);
});

test('magic comments are dropped from the code and highlight the lines they mark', () => {
  const block = parseCodeBlock({
    className: 'language-js',
    metastring: 'title="a.js" showLineNumbers',
    children: [
      'const a = 1;',
      '// highlight-next-line',
      'const b = 2;',
      '// highlight-start',
      'const c = 3;',
      'const d = 4;',
      '// highlight-end',
      'const e = 5;',
      '',
    ].join('\n'),
  });
  assert.equal(block.code, 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;');
  assert.deepEqual([...block.highlightedLines], [1, 2, 3]);
  assert.equal(block.title, 'a.js');
  assert.equal(block.language, 'js');
  assert.equal(block.lineNumbersStart, 1);
});

test('a line range in the fence highlights those lines and keeps the code as written', () => {
  const children = 'a\n// highlight-next-line\nb\nc';
  const block = parseCodeBlock({children, metastring: '{1,3-4} showLineNumbers=5'});
  assert.equal(block.code, children);
  assert.deepEqual([...block.highlightedLines], [0, 2, 3]);
  assert.equal(block.language, 'text');
  assert.equal(block.lineNumbersStart, 5);
});

test("plugins/markdown/rehype-shiki: a fence's meta reaches CodeBlock as metastring, with its tokens", async () => {
  // A fence as mdast-util-to-hast hands it to rehype plugins: ```ts title="a.ts" {1}
  const code = {
    type: 'element',
    tagName: 'code',
    properties: {className: ['language-ts']} as Record<string, unknown>,
    data: {meta: 'title="a.ts" {1}'},
    children: [{type: 'text', value: 'const a = 1;\n'}],
  };
  await rehypeShiki()({
    type: 'root',
    children: [{type: 'element', tagName: 'pre', properties: {}, children: [code]}],
  } as never);
  assert.equal(code.properties.metastring, 'title="a.ts" {1}');
  const {lines} = JSON.parse(String(code.properties.tokens)) as CodeTokens;
  assert.equal(lines.map((line) => line.map(([text]) => text).join('')).join('\n'), 'const a = 1;');
});
