/**
 * html-validate's rules for the built pages (test/built/html.test.ts checks every one). All rules
 * of the recommended and document presets hold, except the ones below. Each is either how the
 * HTML minifier writes valid HTML, or markup the theme writes and the site does not change.
 * @type {import('html-validate').ConfigData}
 */
const config = {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // The minifier's style, all valid HTML: unquoted attributes, `<meta />`, omitted optional
    // end tags, `<!doctype html>`.
    'attr-quotes': 'off',
    'void-style': 'off',
    'no-implicit-close': 'off',
    'doctype-style': 'off',
    // The minifier also omits `<tbody>`'s optional start tag, which the validator does not put back.
    'prefer-tbody': 'off',
    // Style: role="presentation" and role="none" are the same role (the theme's navbar backdrop).
    'presentation-role-style': 'off',
    // Style: inline style is valid HTML (the theme writes the announcement bar's colours inline).
    'no-inline-style': 'off',
    // Title length is an editor's rule: check:content measures it as shown and explains in Japanese.
    'long-title': 'off',
    // Only the HTML standard's rule (no spaces): the theme's ids start with `__`, years are ids too.
    'valid-id': ['error', {relaxed: true}],
    // ARIA lets an svg be named: the theme's external-link icon says it opens a new tab so.
    'aria-label-misuse': ['error', {elements: {exclude: ['svg']}}],
    // The theme puts its skip link in role="region" and gives its announcement bar role="banner".
    'prefer-native-element': ['error', {exclude: ['region', 'banner']}],
    // The theme's blog sidebar heads its year groups (role="group") with h3, before the page's h1.
    'heading-level': [
      'error',
      {
        sectioningRoots: ['dialog', '[role="dialog"]', '[role="alertdialog"]', '[role="group"]'],
        minSectioningRootInitialRank: 'h3',
      },
    ],
    // Same-origin files need no hash; Google changes its gtag loader in place, so it cannot have one.
    'require-sri': [
      'error',
      {target: 'crossorigin', exclude: ['https://www.googletagmanager.com/gtag/js']},
    ],
  },
};

export default config;

/**
 * Also off on the pages @docusaurus/plugin-client-redirects writes (`/docs`), from its own
 * template: no `lang`, no `<title>` and no `<body>`, and a script after `</head>`.
 * @type {import('html-validate').RuleConfig}
 */
export const redirectPageRules = {
  'element-required-attributes': 'off',
  'element-required-content': 'off',
  'element-permitted-occurrences': 'off',
};
