/**
 * Lint refuses import cycles (`npm run lint`), of modules and of folders. A module that leads back
 * to itself runs with a half-loaded import, or shows the layers are tangled: the facts check once
 * reached the facts through courseNeeds.ts, by a type import that ESLint's cycle rule does not
 * follow. The layers themselves are ESLint's (eslint.config.mjs), which reads import paths as
 * written and so cannot see `school-data/<part>`: the folder rules below are held here, on the
 * files the imports resolve to.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This module imports itself through others. Move what both sides need into a module that imports neither (as src/vocabulary/schoolYear.ts).',
      from: {},
      to: {circular: true},
    },
    {
      name: 'facts-reader-below-data',
      severity: 'error',
      comment:
        'src/data reads the facts through lib/facts (`school-data/<part>`), so lib/facts imports only itself, the YAML reader (lib/yamlSchema.ts) and src/vocabulary: anything else could lead back to src/data, a loop of folders. Move what both need into src/vocabulary.',
      from: {path: '^lib/facts/'},
      to: {
        path: '^(src/(?!vocabulary/)|lib/(?!facts/|yamlSchema\\.ts$)|plugins/|config/|scripts/|test/|docusaurus\\.config|sidebars)',
      },
    },
    {
      name: 'vocabulary-imports-nothing',
      severity: 'error',
      comment:
        'src/vocabulary holds the terms both src/data and the facts check (lib/facts) use, so it imports only itself: anything else could lead back to one of them.',
      from: {path: '^src/vocabulary/'},
      to: {pathNot: '^src/vocabulary/'},
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
