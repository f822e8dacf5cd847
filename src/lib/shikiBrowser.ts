import {createHighlighterCore, type LanguageInput} from 'shiki/core';
import {createJavaScriptRegexEngine} from 'shiki/engine/javascript';
import type {CodeTokens} from './codeBlock';
import {codeThemes, codeTokens} from './shiki';

/**
 * Loaded with `import()` only by a CodeBlock that came without build-time tokens (one written
 * in a React page): the JavaScript regex engine and just the grammar the block needs.
 */
const GRAMMARS: Partial<Record<string, () => LanguageInput>> = {
  csharp: () => import('shiki/langs/csharp.mjs'),
  swift: () => import('shiki/langs/swift.mjs'),
  javascript: () => import('shiki/langs/javascript.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
  jsx: () => import('shiki/langs/jsx.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  shellscript: () => import('shiki/langs/shellscript.mjs'),
  json: () => import('shiki/langs/json.mjs'),
};
const ALIASES: Record<string, string> = {
  cs: 'csharp',
  'c#': 'csharp',
  js: 'javascript',
  ts: 'typescript',
  bash: 'shellscript',
  sh: 'shellscript',
  shell: 'shellscript',
};

const highlighter = createHighlighterCore({
  themes: [codeThemes.light, codeThemes.dark],
  langs: [],
  engine: createJavaScriptRegexEngine(),
});

export async function highlight(code: string, language: string): Promise<CodeTokens> {
  const name = ALIASES[language] ?? language;
  const shiki = await highlighter;
  const grammar = GRAMMARS[name];
  if (grammar) await shiki.loadLanguage(grammar());
  return codeTokens(shiki, code, name);
}
