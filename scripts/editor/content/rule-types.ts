/**
 * How a rule of the content check is written. Each module of rules/ is one rule: a check of one
 * Markdown file as parse.ts read it (a file rule), or a check over all the files once they are
 * read (a site rule). No rule reads what another found. Its messages are lib/contentMessages.ts's.
 * Its findings are vfile messages: `file`, `line`, `ruleId` (the message's id), `source` (the
 * rule's), `url`, `fatal` for an error, and a fix the check knows for sure as the replacement
 * `expected[0]` of the text at `place`, or a `photo` to shrink or convert to JPEG.
 */
import type {Root} from 'mdast';
import {VFile} from 'vfile';
import type {VFileMessage} from 'vfile-message';
import type {ContentKind} from '../../../lib/contentFiles';
import type {YamlReading} from '../../../lib/yamlSchema';
import {
  formatMessage,
  MESSAGES,
  type Message,
  type MessageId,
  type RuleId,
} from '../../../lib/contentMessages';

/** A fix waiting for the file's other fixes carries `last` (a heading level after the one before). */
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

/** Where a finding is: its line, the fix the check knows for sure, a notice where it is one. */
interface Where {
  line?: number;
  fix?: Edit | {photo: string};
  notice?: boolean;
}

/** A doc id written in a config file (sidebars.ts, the navbar). */
export interface DocReference {
  file: string;
  id: string;
}

/**
 * What the rules know of the site: its folder, today, its tags and authors, and the doc ids that
 * sidebars.ts and the navbar list (when given, docs nothing links to are reported).
 */
export interface Site {
  root: string;
  now: Date;
  tags: Set<string>;
  authors: Set<string>;
  references?: DocReference[];
}

/** One Markdown file as parse.ts read it, once, for every rule. */
export interface Source {
  /** Path from the site's root, with forward slashes. */
  path: string;
  text: string;
  kind: ContentKind;
  /** A `_` file, imported by pages: only its body is checked. */
  partial: boolean;
  /** The Markdown tree; none when MDX cannot read the file (see `parseError`). */
  tree?: Root;
  parseError?: unknown;
  /** The front matter's YAML as parsed, when the file has front matter. */
  yamlReading?: YamlReading<unknown>;
  frontMatter: Record<string, unknown>;
  /** Line of each front matter key. */
  keyLines: Map<string, number>;
  /** Blog posts: the publication date, from the front matter or the file name. */
  date?: Date;
}

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
  /** Blog posts dated after today: published by the first daily deploy on that day. */
  scheduled: boolean;
  /** Blog posts: the tags.yml keys in its front matter. */
  tags?: string[];
  /** Blog posts: the slug it claims (its front matter slug, or its name after the date). */
  slug?: string;
  description?: string;
}

declare module 'vfile' {
  interface DataMap {
    source: Source;
    page: ContentPage;
  }
}

export type Report = (id: MessageId, where: Where | number | undefined, ...words: string[]) => void;

/** Adds message `id` of the catalogue to `file`, its placeholders filled with `words`. */
export function reportTo(file: VFile): Report {
  return (id, where, ...words) => {
    const {line, fix, notice} = typeof where === 'object' ? where : {line: where};
    const {rule, severity, help}: Message = MESSAGES[id];
    const edit = fix && 'expected' in fix ? fix : undefined;
    const finding = file.message(formatMessage(id, words), {
      place: edit ?? (line === undefined ? undefined : {line, column: 1}),
      ruleId: id,
      source: `content-check:${rule}`,
    }) as Finding;
    Object.assign(finding, {
      line: line ?? edit?.start.line,
      fatal: severity === 'error' && !notice ? true : undefined,
      url: `CONTRIBUTING.md#${help}`,
    });
    if (edit) finding.expected = [edit.expected];
    if (edit?.last) finding.last = true;
    if (fix && 'photo' in fix) finding.photo = fix.photo;
  };
}

/** A finding outside any rule (a problem of the owner's facts files), an error unless `notice`. */
export const findingAt = (path: string, line: number | undefined, reason: string, notice?: true) =>
  Object.assign(new VFile({path}).message(reason, {place: line ? {line, column: 1} : undefined}), {
    fatal: notice ? undefined : true,
  }) as Finding;

export const fileRule = (id: RuleId, check: FileRule['check']): FileRule => ({id, check});
export const siteRule = (id: RuleId, check: SiteRule['check']): SiteRule => ({id, check});

/** A rule run on each Markdown file. */
export interface FileRule {
  id: RuleId;
  check: (source: Source, report: Report, site: Site) => void;
}

/** A rule over every file of the site at once, once each is read and checked. */
export interface SiteRule {
  id: RuleId;
  check: (files: VFile[], site: Site, report: (file: VFile) => Report) => void;
}
