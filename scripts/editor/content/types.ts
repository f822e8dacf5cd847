/** What the content check knows about a site's content files, and what it reports. */
import {VFileMessage} from 'vfile-message';

export type Severity = 'error' | 'notice';

/**
 * A finding is a vfile message: `file`, `line` (and `place`), the rule as `ruleId`, the section
 * of CONTRIBUTING.md explaining it as `url`, `fatal` for an error (a notice has none). A fix the
 * check knows for sure is the replacement `expected[0]` of the text from `place.start.offset` to
 * `place.end.offset`, or a `photo` to shrink or convert to JPEG. A fix marked `last` is made only
 * once the file has no other: they may change what it should be (a heading level after the
 * heading before it is fixed).
 */
export type Finding = VFileMessage & {file: string; photo?: string; last?: true};

interface Point {
  line: number;
  column: number;
  offset: number;
}

/** A replacement the check knows for sure, by offset (with line and column) in the file's text. */
export interface Edit {
  start: Point;
  end: Point;
  expected: string;
  last?: true;
}

/** A fix the check knows for sure: an edit, or a photo to shrink or convert to JPEG. */
export type Fix = Edit | {photo: string};

/** A finding of the content check (see Finding), an error unless `severity` says otherwise. */
export function contentMessage(
  reason: string,
  where: {
    file: string;
    line?: number;
    fix?: Fix;
    severity?: Severity;
    ruleId?: string;
    url?: string;
  },
): Finding {
  const {file, line, fix, severity = 'error', ruleId, url} = where;
  const edit = fix && 'expected' in fix ? fix : undefined;
  const place = edit && {start: edit.start, end: edit.end};
  const message = Object.assign(
    new VFileMessage(reason, {place, ruleId, source: 'content-check'}),
    {
      file,
      line,
      url,
      fatal: severity === 'error' ? true : undefined,
    },
  ) as Finding;
  if (edit) message.expected = [edit.expected];
  if (edit?.last) message.last = true;
  if (fix && 'photo' in fix) message.photo = fix.photo;
  return message;
}

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
