// Files the site's own plugins write at build time, imported through Docusaurus's `@generated` alias.

declare module '@generated/phrase-table/default/phrases.json' {
  /** Where the phrases of each short text of src/data meet, by its key (plugins/site/phrase-table.ts). */
  const table: Partial<Record<string, number[]>>;
  export default table;
}
