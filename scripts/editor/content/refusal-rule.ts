/**
 * A rule that reports what the site's allow-list refuses (plugins/markdown/content-refusals.ts):
 * the same refusals, in the same words, that stop every build.
 */
import {REFUSALS, refusals} from '../../../plugins/markdown/content-refusals';
import {error, fileRule, type Message} from './rule';

export function refusalRule(id: 'html-safety' | 'mdx-names', help: string) {
  const messages: Record<string, Message> = Object.fromEntries(
    Object.entries(REFUSALS)
      .filter(([, {rule}]) => rule === id)
      .map(([key, {text}]) => [key, error(text)]),
  );
  return fileRule({id, help, messages}, ({path, tree}, report) => {
    if (!tree) return;
    for (const refusal of refusals(tree, path)) {
      if (REFUSALS[refusal.id].rule === id) report(refusal.id, refusal.line, ...refusal.words);
    }
  });
}
