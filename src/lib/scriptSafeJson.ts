/** The characters that could end a script element or open a comment in it, as JSON escapes. */
const UNSAFE_IN_SCRIPT: Record<string, string> = {'<': '\\u003c', '>': '\\u003e', '&': '\\u0026'};

/**
 * Escapes `<`, `>` and `&` in a JSON text for a script element. JSON has them only inside strings,
 * where the escape stands for the same character, so the data stays equal: no value (an editor's
 * title with `</script>` in it) can end the element early or open a comment.
 */
export function escapeForScript(json: string): string {
  return json.replace(/[<>&]/g, (char) => UNSAFE_IN_SCRIPT[char] ?? char);
}

/** `data` as JSON for a script element. */
export function scriptSafeJson(data: unknown): string {
  return escapeForScript(JSON.stringify(data));
}
