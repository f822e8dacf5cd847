/** Where Docusaurus builds the site for: its origin, and the path every page starts with. */
export interface SiteAddress {
  readonly url: string;
  readonly baseUrl: string;
}

/**
 * The site URL as Docusaurus takes it. A user or organisation site and a custom domain are served
 * at the root, a project site under /<project>: that path becomes the base URL, and `under` (a
 * pull request preview's /pr-preview/pr-<N>/, from the preview workflow's BASE_URL) goes in it.
 */
export function siteAddress(siteUrl: string, under = '/'): SiteAddress {
  const {origin, pathname} = new URL(siteUrl);
  return {url: origin, baseUrl: `${pathname.replace(/\/$/, '')}${under}`};
}
