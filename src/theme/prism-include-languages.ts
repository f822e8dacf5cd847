// Change: registers no Prism languages: code is highlighted at build time with Shiki.
/**
 * The classic theme runs this from a client module on every page; ejected empty, it pulls in
 * none of Prism's language files (see plugins/performance/no-prism.ts for Prism itself).
 */
export default function prismIncludeLanguages(): void {
  // Nothing to register.
}
