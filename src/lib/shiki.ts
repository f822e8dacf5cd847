import type {HighlighterCore, ThemeRegistration} from 'shiki';
import lightPlus from 'shiki/themes/light-plus.mjs';
import darkPlus from 'shiki/themes/dark-plus.mjs';
import type {CodeTokens} from './codeBlock';

/** The theme with some colours replaced everywhere it uses them. */
function recolor(theme: ThemeRegistration, colors: Readonly<Record<string, string>>) {
  const replace = (color: string | undefined) => (color && colors[color.toLowerCase()]) ?? color;
  return {
    ...theme,
    colors: {...theme.colors, 'editor.foreground': replace(theme.colors?.['editor.foreground'])},
    tokenColors: theme.tokenColors?.map((rule) => ({
      ...rule,
      settings: {...rule.settings, foreground: replace(rule.settings.foreground)},
    })),
  } as ThemeRegistration;
}

/**
 * Visual Studio Code's default colours, which Unity and Swift learners know, with the token
 * colours that fall below WCAG AA (4.5:1) on the block or on a highlighted line adjusted.
 * The block backgrounds are `--site-code-background` in custom.css.
 */
export const codeThemes = {
  light: recolor(lightPlus, {
    '#000000ff': '#000000',
    '#008000': '#007000',
    '#098658': '#07704a',
    '#0070c1': '#0060a8',
    '#267f99': '#216e85',
    '#af00db': '#9a00c0',
    '#cd3131': '#b02020',
    '#d16969': '#a83232',
    '#e50000': '#c00000',
    '#ee0000': '#c00000',
  }),
  dark: recolor(darkPlus, {'#000080': '#569cd6', '#646695': '#9a9cc8', '#808080': '#a0a0a0'}),
};

/** The languages the site's code uses; the highlighters load these and nothing else. */
export const CODE_LANGUAGES = [
  'csharp',
  'swift',
  'javascript',
  'typescript',
  'jsx',
  'tsx',
  'shellscript',
  'json',
  'mdx',
] as const;

/** Tokens of `code` in both themes; a language the highlighter has not loaded is plain text. */
export function codeTokens(highlighter: HighlighterCore, code: string, language: string) {
  const lang = highlighter.getLoadedLanguages().includes(language) ? language : 'text';
  const lines = highlighter.codeToTokensWithThemes(code, {
    lang,
    themes: {light: codeThemes.light, dark: codeThemes.dark},
    // Shiki cuts a line short after 500 ms, which a busy machine reaches while compiling the grammar.
    tokenizeTimeLimit: 0,
  });
  const colors: string[] = [];
  const colorIndex = (color: string) => {
    const index = colors.indexOf(color);
    return index === -1 ? colors.push(color) - 1 : index;
  };
  return {
    colors,
    lines: lines.map((line) =>
      line.map(({content, variants}): [string, number] => [
        content,
        colorIndex(`${variants.light.color} ${variants.dark.color}`),
      ]),
    ),
  } satisfies CodeTokens;
}
