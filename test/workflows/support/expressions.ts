import {data, Evaluator, Lexer, Parser} from '@actions/expressions';
import type {FunctionDefinition} from '@actions/expressions/funcs/info';
import {truthy} from '@actions/expressions/result';

/** What `${{ }}` can read: github, vars, steps, needs, env, runner… as plain JSON. */
export type Contexts = Record<string, unknown>;

/** How the job is going, for success(), failure(), always() and cancelled(). */
export type JobStatus = 'success' | 'failure';

function evaluate(expression: string, contexts: Contexts, status: JobStatus): data.ExpressionData {
  const statusFunctions: FunctionDefinition[] = [
    ['always', true],
    ['success', status === 'success'],
    ['failure', status === 'failure'],
    ['cancelled', false],
  ].map(([name, value]) => ({
    name: name as string,
    minArgs: 0,
    maxArgs: 0,
    call: () => new data.BooleanData(value as boolean),
  }));
  const {tokens} = new Lexer(expression).lex();
  const parsed = new Parser(tokens, Object.keys(contexts), statusFunctions).parse();
  const context = JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary;
  return new Evaluator(
    parsed,
    context,
    new Map(statusFunctions.map((f) => [f.name, f])),
  ).evaluate();
}

/** A string with its `${{ … }}` replaced as the runner does. */
export function interpolate(text: string, contexts: Contexts, status: JobStatus = 'success') {
  return text.replace(/\$\{\{(.*?)\}\}/gs, (_, expression: string) =>
    evaluate(expression, contexts, status).coerceString(),
  );
}

/** An `if:` as the runner reads it: success() && … unless it names a status function. */
export function condition(
  text: string | boolean | undefined,
  contexts: Contexts,
  status: JobStatus,
): boolean {
  if (text === undefined) return status === 'success';
  const expression = String(text)
    .replace(/^\s*\$\{\{(.*)\}\}\s*$/s, '$1')
    .trim();
  const checksStatus = /\b(?:always|success|failure|cancelled)\s*\(/.test(expression);
  return (checksStatus || status === 'success') && truthy(evaluate(expression, contexts, status));
}
