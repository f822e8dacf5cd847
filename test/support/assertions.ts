import assert from 'node:assert/strict';

export function assertUnique(values: readonly string[], what: string) {
  assert.equal(new Set(values).size, values.length, `${what} are unique`);
}
