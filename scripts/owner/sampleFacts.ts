import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import {FRONT_MATTER, filesUnder, isPartial, MARKDOWN} from '../../lib/contentFiles';
import {fieldsIn, readFacts, SITE_ROOT, type FactField} from '../../lib/facts/read';
import {isSample} from '../../lib/facts/samples';
import {readYaml} from '../../lib/yamlSchema';

/** A fact that still holds a sample, with where the owner changes it. */
export interface SampleFact {
  /** The field's name in Japanese, as the owner knows it. */
  readonly label: string;
  /** The file and line to edit. */
  readonly where: string;
  readonly file: string;
  readonly line: number;
  readonly value: string;
  /** Still marked `# 見本` (else it only looks like a sample). */
  readonly marked: boolean;
}

/** How the owner knows a post's front matter field. */
const POST_FIELD_TITLES: Readonly<Record<string, string>> = {
  date: 'ブログ記事の公開日',
  title: 'ブログ記事の題名',
};

/**
 * The front matter values of blog posts marked `# 見本`: a post the repository ships as a sample
 * (the first post's 「ブログを始めました」), which the owner rewrites or deletes.
 */
function samplePostFields(root: string): FactField[] {
  return filesUnder(root, 'blog')
    .filter((file) => MARKDOWN.test(file) && !isPartial(file))
    .flatMap((file) => {
      const frontMatter = FRONT_MATTER.exec(readFileSync(path.join(root, file), 'utf8'))?.[1];
      const {document, lines} = readYaml(frontMatter ?? '', z.unknown());
      if (!document) return [];
      return fieldsIn(file, document, z.unknown(), lines)
        .filter(({marked}) => marked)
        .map((field) => ({
          ...field,
          // The front matter starts on the line after the opening `---`.
          line: field.line + 1,
          title: POST_FIELD_TITLES[field.path] ?? `ブログ記事の ${field.path}`,
        }));
    });
}

/** Every value of the facts files as they are now, and the blog's sample post. */
export function shippedFacts(root = SITE_ROOT): readonly FactField[] {
  return [...readFacts(root).fields, ...samplePostFields(root)];
}

/** The fields that still hold a sample: marked `# 見本`, or looking like one. */
export function findSampleFacts(fields: readonly FactField[]): readonly SampleFact[] {
  return fields
    .filter((field) => field.marked || isSample(field.value))
    .map((field) => ({
      label: field.title,
      where: `${field.file} の ${field.line}行目`,
      file: field.file,
      line: field.line,
      value: field.value,
      marked: field.marked,
    }));
}
