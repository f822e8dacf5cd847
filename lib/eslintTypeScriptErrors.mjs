import ts from 'typescript';

/** The programs whose program-wide errors have been reported, with their first file. */
const reported = new WeakSet();

/**
 * An ESLint rule (eslint.config.mjs): TypeScript's own errors, from the program the typed rules
 * already built. A separate `tsc` run cost 16 CPU-seconds; these add none, as the typed rules have
 * checked the files already. Errors of the whole program (compiler options, global types) come
 * with the first file.
 */
export const typeErrors = {
  meta: {type: 'problem', schema: []},
  create(context) {
    const program = context.sourceCode.parserServices?.program;
    const file = program?.getSourceFile(context.filename);
    if (!file) return {};
    const whole = reported.has(program)
      ? []
      : [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
    reported.add(program);
    const diagnostics = [
      ...whole,
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ];
    return {
      Program() {
        for (const diagnostic of diagnostics) {
          // A program-wide error may lie in another file (a .d.ts) or none: named, at line 1 here.
          const elsewhere = diagnostic.file !== file;
          const {line, character} = file.getLineAndCharacterOfPosition(
            elsewhere ? 0 : (diagnostic.start ?? 0),
          );
          const where = elsewhere && diagnostic.file ? `${diagnostic.file.fileName}: ` : '';
          context.report({
            loc: {line: line + 1, column: character},
            message: `TS${String(diagnostic.code)}: ${where}${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
          });
        }
      },
    };
  },
};
