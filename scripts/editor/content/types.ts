/** What the content check knows about a site's content files, and what it reports. */

export type Severity = 'error' | 'notice';

export interface Finding {
  /** Path from the site root, with forward slashes. */
  file: string;
  line?: number;
  severity: Severity;
  message: string;
  /** The rule that gave it (content/rules.ts), and the section of CONTRIBUTING.md explaining it. */
  rule?: string;
  url?: string;
  /** What `npm run fix` changes to mend it, when the check knows the fix for sure. */
  fix?: Fix;
}

/**
 * A replacement the check knows for sure: the file's text from offset `start` to `end` becomes
 * `expected`. One marked `last` is made only once the file has no other: the others may change
 * what it should be (a heading level after the heading before it is fixed).
 */
export interface Edit {
  start: number;
  end: number;
  expected: string;
  last?: true;
}

/** A fix the check knows for sure: an edit, or a photo to shrink or convert to JPEG. */
export type Fix = Edit | {photo: string};

export type ContentKind = 'blog' | 'doc' | 'page';

/** What a visitor will find at one content file's address. */
export interface ContentPage {
  kind: ContentKind;
  file: string;
  route: string;
  /** Docs: the id sidebars.ts and the navbar refer to it by. */
  docId?: string;
  title?: string;
  /** Blog posts: the publication day in Tokyo, YYYY-MM-DD. */
  date?: string;
  draft: boolean;
  unlisted: boolean;
  /** Blog posts: the tags.yml keys in its front matter. */
  tags?: string[];
  /** Blog posts: the slug it claims (its front matter slug, or its name after the date). */
  slug?: string;
  /** Its front matter description. */
  description?: string;
  /** Blog posts dated after today: published by the first daily deploy on that day. */
  scheduled: boolean;
}

export interface ContentReport {
  pages: ContentPage[];
  findings: Finding[];
}

/** One Markdown content file as read from disk. */
export interface Source {
  kind: ContentKind;
  file: string;
  text: string;
  frontMatter: Record<string, unknown>;
  /** Line of each front matter key. */
  keyLines: Map<string, number>;
}

export interface SiteContext {
  root: string;
  now: Date;
  tags: Set<string>;
  authors: Set<string>;
}
