/**
 * How a shipped sample is told from the owner's own value: by the `# 見本` comment on its line,
 * or by how it looks. The facts check skips samples, which build:deploy refuses on its own.
 */

/** Marks a value the repository ships as a made-up sample: `name: きらり… # 見本`. */
export const SAMPLE_MARK = '見本';

/**
 * Marks of a value shipped as a sample: a placeholder, a reserved `.example` domain (RFC 2606),
 * the word 見本/サンプル, or a phone number or postal code made of zeros (a fee of 0 is real).
 */
const SAMPLE_MARKS: readonly RegExp[] = [
  /REPLACE-WITH-/i,
  /[./@]example(?:\.(?:com|net|org))?(?:[/:]|$)/i,
  /見本|サンプル/,
  /^[0０]+[-－][0０\-－]+$/,
];

export function isSample(value: string): boolean {
  return SAMPLE_MARKS.some((mark) => mark.test(value.trim()));
}
