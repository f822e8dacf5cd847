/**
 * Lint refuses import cycles (`npm run lint`). A module that leads back to itself runs with a
 * half-loaded import, or shows the layers are tangled: the facts check once reached the facts
 * through courseNeeds.ts, by a type import that ESLint's cycle rule does not follow. The layers
 * themselves are ESLint's (eslint.config.mjs).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This module imports itself through others. Move what both sides need into a module that imports neither (as src/data/schoolYear.ts).',
      from: {},
      to: {circular: true},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    exclude: {path: '(^|/)(node_modules|build[^/]*|\\.docusaurus)/'},
    // Type-only imports count: a cycle of types is as tangled as one of values.
    tsPreCompilationDeps: true,
    tsConfig: {fileName: 'tsconfig.json'},
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
