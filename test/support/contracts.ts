import assert from 'node:assert/strict';

/** What Node and tsx throw when a module, or a file deep inside a package, is not there. */
const MISSING = new Set([
  'ERR_MODULE_NOT_FOUND',
  'MODULE_NOT_FOUND',
  'ERR_PACKAGE_PATH_NOT_EXPORTED',
]);

/**
 * Imports a module the site relies on although its package does not promise it: a file deep
 * inside a package, or a site file that imports one. When that file is gone, the test fails with
 * `whenGone` (which customisation relies on it, and what to do) instead of "module not found".
 */
export async function importRelied<T>(specifier: string, whenGone: string): Promise<T> {
  try {
    return (await import(specifier)) as T;
  } catch (error) {
    const {code, message} = error as {code?: string; message?: string};
    if (code && MISSING.has(code)) {
      assert.fail(`${whenGone}\n(Node: ${message?.split('\n')[0] ?? code})`);
    }
    throw error;
  }
}
