import {readFacts, type FactField} from '../../src/data/facts/read';
import {isSample} from '../../src/data/facts/samples';

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

/** Every value of the facts files as they are now. */
export function shippedFacts(root?: string): readonly FactField[] {
  return readFacts(root).fields;
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
