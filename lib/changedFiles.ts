/**
 * What a pull request changes against its base, for the content check's job summary and for the
 * browser suite, which visits the pages it changes.
 */
import {execFileSync} from 'node:child_process';
import {contentKind} from './contentFiles';

/** A change to a content file between the pull request's base and its head. */
export interface ChangedFile {
  change: string;
  file: string;
}

/** Parses `git diff --name-status -z`: status and path alternate, NUL-separated, unquoted. */
function parseNameStatus(text: string): ChangedFile[] {
  const fields = text.split('\0');
  const changes: ChangedFile[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    if (fields[index]) changes.push({change: fields[index], file: fields[index + 1]});
  }
  return changes;
}

/** The files a pull request adds, changes or removes, with paths as written (Japanese too). */
export function changedFiles(root: string, base: string): ChangedFile[] {
  return parseNameStatus(
    execFileSync(
      'git',
      [
        ...['-c', 'core.quotepath=off', 'diff', '--name-status', '-z', '--no-renames'],
        `${base}...HEAD`,
      ],
      {cwd: root, encoding: 'utf8'},
    ),
  );
}

/** The changes to content files: the pages a reader will find added, changed or gone. */
export const contentChanges = (changes: ChangedFile[]) =>
  changes.filter(({file}) => contentKind(file) !== undefined);
