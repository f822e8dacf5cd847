import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {prism} from '../../config/prism';
import {contrastRatio, parseColor} from '../support/contrast';

/** The black overlay custom.css puts on highlighted code lines (`{2}` in a code fence), per mode. */
function highlightedLineOverlay(mode: 'light' | 'dark'): number {
  const css = readFileSync('src/css/custom.css', 'utf8');
  const block = mode === 'light' ? /:root\s*{([^}]*)}/ : /\[data-theme='dark'\]\s*{([^}]*)}/;
  const overlay = /--docusaurus-highlighted-code-line-bg:\s*rgb\(0 0 0 \/ (\d+)%\)/.exec(
    block.exec(css)?.[1] ?? '',
  );
  assert.ok(overlay, `custom.css sets the highlighted line (${mode}) as a black overlay`);
  return Number(overlay[1]) / 100;
}

for (const [mode, theme] of [
  ['light', prism.theme],
  ['dark', prism.darkTheme],
] as const) {
  test(`every code token colour is readable (WCAG AA 4.5:1) in ${mode} mode`, () => {
    const background = theme.plain.backgroundColor;
    assert.ok(background, 'the theme sets the code block background');
    const darken = 1 - highlightedLineOverlay(mode);
    const highlighted = `rgb(${parseColor(background)
      .map((channel) => Math.round(channel * darken))
      .join(', ')})`;
    const tokens = [
      {types: ['plain'], color: theme.plain.color},
      ...theme.styles.map((style) => ({types: style.types, color: style.style.color})),
    ];
    for (const {types, color} of tokens) {
      if (color === undefined) continue;
      for (const behind of [background, highlighted]) {
        const ratio = contrastRatio(color, behind);
        assert.ok(ratio >= 4.5, `${types.join('/')} ${color} on ${behind}: ${ratio.toFixed(2)}`);
      }
    }
  });
}
