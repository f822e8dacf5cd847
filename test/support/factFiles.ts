import {cpSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseDocument} from 'yaml';
import {FRONT_MATTER, MARKDOWN} from '../../lib/contentFiles';
import {AUTHORS_FILE, FACTS_DIR, factFilePaths} from '../../lib/facts/read';

/** The images of static/, among them the teacher's photo that blog/authors.yml names. */
const STATIC_IMAGES = 'static/img';

/** A folder holding a copy of the facts files and the images at their places, for a test to edit. */
export function copyOfFactFiles(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'facts-'));
  mkdirSync(path.join(root, FACTS_DIR), {recursive: true});
  mkdirSync(path.join(root, path.dirname(AUTHORS_FILE)), {recursive: true});
  for (const file of factFilePaths()) cpSync(file, path.join(root, file));
  cpSync(STATIC_IMAGES, path.join(root, STATIC_IMAGES), {recursive: true});
  return root;
}

/** Replaces `from` (which must be there) with `to` in one of the copied files. */
export function editFactFile(root: string, file: string, from: string | RegExp, to: string): void {
  const absolute = path.join(root, file);
  const text = readFileSync(absolute, 'utf8');
  if (typeof from === 'string' ? !text.includes(from) : text.search(from) < 0) {
    throw new Error(`${file} has no ${String(from)}`);
  }
  writeFileSync(absolute, text.replace(from, to));
}

/** The 1-based line of the first line of `file` that contains `text`. */
export function lineOf(file: string, text: string): number {
  const index = readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text));
  if (index < 0) throw new Error(`${file} has no line with ${text}`);
  return index + 1;
}

/**
 * Writes `values` (by file, then by the field's dotted path) into the facts files under `root`
 * as an owner does in a browser: the new value in place of the old, its `# 見本` gone, every
 * other line and comment kept. In a Markdown file (a blog post), the fields are its front matter's.
 */
export function replaceFacts(
  root: string,
  values: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): void {
  for (const [file, fields] of Object.entries(values)) {
    const absolute = path.join(root, file);
    const text = readFileSync(absolute, 'utf8');
    const frontMatter = MARKDOWN.test(file) ? FRONT_MATTER.exec(text)?.[1] : text;
    if (frontMatter === undefined) throw new Error(`${file} has no front matter`);
    const document = parseDocument(frontMatter);
    for (const [dotted, value] of Object.entries(fields)) {
      const fieldPath = dotted.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
      if (!document.hasIn(fieldPath)) throw new Error(`${file} has no ${dotted}`);
      document.setIn(fieldPath, document.createNode(value));
    }
    const replaced = document.toString();
    writeFileSync(
      absolute,
      frontMatter === text ? replaced : text.replace(frontMatter, replaced.trimEnd()),
    );
  }
}
