import eslint from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build*/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'blob-report/',
      '.bench/',
      '.lighthouseci/',
    ],
  },
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  eslint.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
    rules: {
      // Counts and years read naturally in Japanese copy: `${count}件`.
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true}],
      // node:test runs the returned promise itself.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            {from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite']},
          ],
        },
      ],
      // Docusaurus 4 loads its logger as an ES module without a default export.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@docusaurus/logger',
              importNames: ['default'],
              message: "Import it by name: import {logger} from '@docusaurus/logger'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**'],
    rules: {
      // Tests check owner-edited data typed as literal constants, which this rule calls settled.
      '@typescript-eslint/no-unnecessary-condition': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {globals: globals.node},
  },
  {
    // CommonJS config files that tools load with require() (lighthouserc.cjs).
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.strict],
    languageOptions: {globals: globals.browser},
    plugins: {'@docusaurus': docusaurus},
    rules: {
      ...docusaurus.configs.recommended.rules,
      // Raised from warnings: a plain <a> skips client routing and prefetching; a bare <h2>
      // has no anchor link for the table of contents.
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  prettier,
);
