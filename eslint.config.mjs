import eslint from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import {typeErrors} from './lib/eslintTypeScriptErrors.mjs';

// Docusaurus 4 loads its logger as an ES module without a default export.
const LOGGER_BY_NAME = {
  name: '@docusaurus/logger',
  importNames: ['default'],
  message: "Import it by name: import {logger} from '@docusaurus/logger'.",
};

/** An import of one of the repository's top-level `entries`, relative or through `@site/`. */
const importOf = (entries) => `^(?:@site/|\\.\\.?/(?:\\.\\./)*)(?:${entries.join('|')})(?:[/.]|$)`;
const SITE_CONFIG = ['config', 'docusaurus\\.config', 'sidebars'];

/**
 * The layers: src <- lib <- plugins <- site config (config/, docusaurus.config.ts, sidebars.ts) <-
 * scripts <- test, each importing only from its left, and test/support never from test/e2e. A later
 * `no-restricted-imports` replaces an earlier one for the same files, so each keeps the logger rule.
 */
const layer = (files, forbidden, why) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {paths: [LOGGER_BY_NAME], patterns: [{regex: forbidden, message: why}]},
    ],
  },
});

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
      'no-restricted-imports': ['error', {paths: [LOGGER_BY_NAME]}],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: {typescript: {rules: {errors: typeErrors}}},
    rules: {'typescript/errors': 'error'},
  },
  layer(
    ['src/**'],
    importOf(['lib', 'plugins', ...SITE_CONFIG, 'scripts', 'test']),
    'src/ runs in the browser and imports only src/. Move what both need into src/lib.',
  ),
  layer(
    ['lib/**'],
    importOf(['plugins', ...SITE_CONFIG, 'scripts', 'test']),
    'lib/ is the Node code that plugins, scripts and tests share: it imports only src/ and lib/.',
  ),
  layer(
    ['plugins/**'],
    importOf([...SITE_CONFIG, 'scripts', 'test']),
    'plugins/ imports only src/, lib/ and plugins/. Move what scripts or tests share with it into lib/.',
  ),
  layer(
    ['config/**', 'docusaurus.config.ts', 'sidebars.ts'],
    importOf(['scripts', 'test']),
    'The site config imports only src/, lib/, plugins/ and config/. Move shared code into lib/.',
  ),
  layer(
    ['scripts/**'],
    importOf(['test']),
    'scripts/ never imports test/. Move what both need into lib/.',
  ),
  layer(
    ['test/support/**'],
    '^(?:\\.\\./e2e|(?:\\.\\./)+test/e2e|@site/test/e2e)(?:/|$)',
    'test/support is shared by every suite and never imports test/e2e. Move the helper into test/support.',
  ),
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
