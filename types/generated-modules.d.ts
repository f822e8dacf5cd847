// Files the site's own plugins write at build time, imported through the aliases they set.

declare module '@phrase-table' {
  /** Where the phrases of each short text of src/data meet, by its key (plugins/site/phrase-table.ts). */
  const table: Partial<Record<string, number[]>>;
  export default table;
}

// `school-data/<part>` (plugins/site/school-data.ts) needs no declaration: its type is the Node
// module lib/facts/parts/<part>.ts, which the bundle's module matches value for value.
