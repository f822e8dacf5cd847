import {themes, type PrismTheme} from 'prism-react-renderer';
import type * as Preset from '@docusaurus/preset-classic';

/** The theme with the colour of some token types replaced. */
function recolor(theme: PrismTheme, colors: Readonly<Record<string, string>>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => {
      const color = style.types.map((type) => colors[type]).find(Boolean);
      return color ? {...style, style: {...style.style, color}} : style;
    }),
  };
}

/**
 * Visual Studio's colours, which Unity and Swift learners know, with the token colours that fall
 * below WCAG AA (4.5:1) on the block or on a highlighted line darkened or lightened.
 */
export const prism = {
  theme: recolor(themes.vsLight, {
    comment: '#007700',
    builtin: '#0068b3',
    number: '#08734c',
    'class-name': '#216e85',
    'attr-name': '#d00000',
  }),
  darkTheme: recolor(themes.dracula, {comment: '#8b96c4'}),
  additionalLanguages: ['csharp'],
} satisfies Preset.ThemeConfig['prism'];
