// Files the site's own plugins write at build time, imported through the aliases they set.

declare module '@phrase-table' {
  /** Where the phrases of each short text of src/data meet, by its key (plugins/site/phrase-table.ts). */
  const table: Partial<Record<string, number[]>>;
  export default table;
}
