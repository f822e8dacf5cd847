/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard'],
  rules: {
    // CSS Modules are imported as `styles.trialButton`, so their classes are camelCase.
    'selector-class-pattern': [
      '^[a-z][a-zA-Z0-9]*$',
      {message: (name) => `CSS Module class "${name}" should be camelCase`},
    ],
    'selector-pseudo-class-no-unknown': [true, {ignorePseudoClasses: ['global']}],
    'property-no-unknown': [true, {ignoreProperties: ['composes']}],
    // Design tokens are grouped by purpose with blank lines between groups.
    'custom-property-empty-line-before': null,
    // Font family names (Meiryo) are names, not keywords, also inside --ifm-font-family-* tokens.
    'value-keyword-case': ['lower', {ignoreProperties: ['/font-family/']}],
  },
  overrides: [
    {
      // The global stylesheet targets Infima and theme classes: kebab-case with BEM __ and --.
      files: ['src/css/custom.css'],
      rules: {
        'selector-class-pattern': [
          '^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$',
          {message: (name) => `Global class "${name}" should be kebab-case (Infima BEM)`},
        ],
      },
    },
  ],
};
