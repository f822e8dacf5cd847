/**
 * What a check prints on GitHub Actions: its readable lines and its findings as annotations
 * (workflow commands). Text from files (editors' titles, file names, the owner's facts) is
 * untrusted here: it must not start a workflow command of its own.
 */
import {randomUUID} from 'node:crypto';

/** GitHub workflow command escaping (https://github.com/actions/toolkit, command.ts). */
export const escapeData = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
export const escapeProperty = (text: string) =>
  escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  /** Path from the repository root, with forward slashes. */
  file: string;
  line?: number;
  /** The check's name, shown above the message. */
  title: string;
  message: string;
}

/** One annotation: a single line, whatever its text holds. */
export function annotation({level, file, line, title, message}: Annotation): string {
  const properties = [
    `file=${escapeProperty(file)}`,
    line ? `line=${line}` : '',
    `title=${escapeProperty(title)}`,
  ]
    .filter(Boolean)
    .join(',');
  return `::${level} ${properties}::${escapeData(message)}`;
}

/**
 * GitHub shows at most this many error annotations, and as many warnings and notices, per step;
 * it drops the rest.
 */
export const ANNOTATIONS_SHOWN_PER_STEP = 10;

/** The annotations GitHub will show, in the order given, and how many it would drop. */
export function shownAnnotations(annotations: readonly Annotation[]): {
  shown: Annotation[];
  onlyInLog: number;
} {
  const counted = {error: 0, other: 0};
  const shown = annotations.filter(({level}) => {
    const kind = level === 'error' ? 'error' : 'other';
    counted[kind] += 1;
    return counted[kind] <= ANNOTATIONS_SHOWN_PER_STEP;
  });
  return {shown, onlyInLog: annotations.length - shown.length};
}

/**
 * Everything a check prints. On GitHub the readable lines are escaped as workflow command values
 * (no file's text can start a line of its own) and fenced with `stop-commands`, so even a line
 * beginning with `::` is printed, not run; the annotations follow.
 */
export function workflowOutput(
  readable: readonly string[],
  annotations: readonly Annotation[],
  inGitHub: boolean,
): string[] {
  if (!inGitHub) return [...readable];
  const token = randomUUID();
  return [
    `::stop-commands::${token}`,
    ...readable.map(escapeData),
    `::${token}::`,
    ...annotations.map(annotation),
  ];
}
