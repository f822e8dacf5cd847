import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

/**
 * The theme's highlighting CodeBlock, once `highlightedCodeBlock.ts` has run. Markdown pages with
 * code import that module with their own chunk (plugins/remark-highlight-code-pages.ts), so it
 * is set before the page renders, on the server and in the browser alike.
 */
export const codeBlockHighlighter: {CodeBlock?: ComponentType<Props>} = {};
