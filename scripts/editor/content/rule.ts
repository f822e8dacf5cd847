/**
 * How a rule of the content check is written. Each module of rules/ is one rule: a unified
 * plugin that unified-engine runs on every Markdown file (a file rule), or a check over all the
 * files once they are read (a site rule). A rule has an id, the section of CONTRIBUTING.md that
 * explains it, and its messages, each with an id, a kind and its Japanese text made from the
 * file's words. Its findings are vfile messages: `file`, `line`, `ruleId` (the message's id),
 * `source` (the rule's), `url`, `fatal` for an error, and a fix the check knows for sure as the
 * replacement `expected[0]` of the text at `place`, or a `photo` to shrink or convert to JPEG.
 */
import type {Root} from 'mdast';
import {VFile} from 'vfile';
import type {VFileMessage} from 'vfile-message';

type Severity = 'error' | 'notice';
export type ContentKind = 'blog' | 'doc' | 'page';

export interface Message {
  severity: Severity;
  fixable?: true;
  /** A notice instead in a draft, which is not published. */
  noticeInDraft?: true;
  /** Its own section of CONTRIBUTING.md, where it is not the rule's. */
  help?: string;
  text: (...words: string[]) => string;
}

export const error = (text: Message['text'], fixable?: 'fixable'): Message => ({
  severity: 'error',
  text,
  ...(fixable && {fixable: true}),
});
export const notice = (text: Message['text']): Message => ({severity: 'notice', text});

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

/** One Markdown file as the rules read it. */
export interface Source {
  /** Path from the site's root, with forward slashes. */
  path: string;
  text: string;
  kind: ContentKind;
  /** A `_` file, imported by pages: only its body is checked. */
  partial: boolean;
  /** The Markdown tree; none when MDX cannot read the file. */
  tree?: Root;
  frontMatter: Record<string, unknown>;
  /** Line of each front matter key. */
  keyLines: Map<string, number>;
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
    /** The links the body writes, for the check that every doc is reachable. */
    links: string[];
    /** Blog posts: the publication date. */
    date: Date;
  }
}

export interface Rule<Id extends string = string> {
  id: string;
  /** The section of CONTRIBUTING.md (its `{#…}` anchor) that explains the rule. */
  help: string;
  messages: Record<Id, Message>;
}

export type Report<Id extends string> = (
  id: Id,
  where: Where | number | undefined,
  ...words: string[]
) => void;

/** Adds the message `id` of `rule` to `file`, its text made from `words`. */
export function reportTo<Id extends string>(rule: Rule<Id>, file: VFile): Report<Id> {
  return (id, where, ...words) => {
    const {line, fix, notice} = typeof where === 'object' ? where : {line: where};
    const {severity, text, help = rule.help} = rule.messages[id];
    const edit = fix && 'expected' in fix ? fix : undefined;
    const message = file.message(text(...words), {
      place: edit ?? (line === undefined ? undefined : {line, column: 1}),
      ruleId: id,
      source: `content-check:${rule.id}`,
    }) as Finding;
    Object.assign(message, {
      line: line ?? edit?.start.line,
      fatal: severity === 'error' && !notice ? true : undefined,
      url: `CONTRIBUTING.md#${help}`,
    });
    if (edit) message.expected = [edit.expected];
    if (edit?.last) message.last = true;
    if (fix && 'photo' in fix) message.photo = fix.photo;
  };
}

/** A finding outside any rule (a problem of the owner's facts files), an error unless `notice`. */
export const findingAt = (path: string, line: number | undefined, reason: string, notice?: true) =>
  Object.assign(new VFile({path}).message(reason, {place: line ? {line, column: 1} : undefined}), {
    fatal: notice ? undefined : true,
  }) as Finding;

export interface FileRule<Id extends string = string> extends Rule<Id> {
  plugin: (site: Site) => (tree: Root, file: VFile) => void;
}

/** A rule the engine runs on each Markdown file, after the rules before it in rules.ts. */
export function fileRule<Id extends string>(
  rule: Rule<Id>,
  check: (source: Source, report: Report<Id>, site: Site, file: VFile) => void,
): FileRule<Id> {
  return {
    ...rule,
    plugin: (site) => (_tree, file) => {
      if (file.data.source) check(file.data.source, reportTo(rule, file), site, file);
    },
  };
}

/** A rule over every file of the site at once, once the engine has read and checked them. */
export interface SiteRule<Id extends string = string> extends Rule<Id> {
  check: (files: VFile[], site: Site, report: (file: VFile) => Report<Id>) => void;
}

export const siteRule = <Id extends string>(
  rule: Rule<Id>,
  check: SiteRule<Id>['check'],
): SiteRule<Id> => ({...rule, check});
