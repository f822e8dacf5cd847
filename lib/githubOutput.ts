/**
 * What a check prints on GitHub Actions: its readable lines, then its findings as annotations
 * through `@actions/core`, which escapes their text. Text from files (editors' titles, file
 * names, the owner's facts) is untrusted: the readable lines are fenced with `stop-commands` and
 * kept one line each, so even a line of theirs beginning with `::` is printed, not run.
 */
import {randomUUID} from 'node:crypto';
import * as core from '@actions/core';

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  /** Path from the repository root, with forward slashes. */
  file: string;
  line?: number;
  /** The check's name, shown above the message. */
  title: string;
  message: string;
}

/** GitHub shows at most this many error annotations, and as many others, per step. */
export const ANNOTATIONS_SHOWN_PER_STEP = 10;

/** The annotations GitHub will show, in the order given, and how many it would drop. */
export function shownAnnotations(annotations: readonly Annotation[]) {
  const counted = {error: 0, other: 0};
  const shown = annotations.filter(({level}) => {
    counted[level === 'error' ? 'error' : 'other'] += 1;
    return counted[level === 'error' ? 'error' : 'other'] <= ANNOTATIONS_SHOWN_PER_STEP;
  });
  return {shown, onlyInLog: annotations.length - shown.length};
}

/**
 * Prints the readable lines with `print` (console.log unless given), and on GitHub fences them,
 * on the same stream so the fence holds, and adds the annotations.
 */
export function printForGitHub(
  readable: readonly string[],
  annotations: readonly Annotation[],
  inGitHub: boolean,
  print: (line: string) => void = console.log,
): void {
  if (!inGitHub) {
    for (const line of readable) print(line);
    return;
  }
  const token = randomUUID();
  print(`::stop-commands::${token}`);
  for (const line of readable) print(line.replace(/[\r\n]+/g, ' '));
  print(`::${token}::`);
  for (const {level, file, line, title, message} of annotations) {
    core[level](message, {file, startLine: line, title});
  }
}
