/**
 * The rules of the content check, in the order they run: each file rule on every Markdown file,
 * then each site rule on all the files. A new rule is a module of rules/ added here, its messages
 * in lib/contentMessages.ts with a row each in CONTRIBUTING.md's message table (its test prints
 * the rows), and a test in test/unit/content-check.test.ts that plants each message's mistake
 * (and fixes it, if fixable).
 */
import type {FileRule, SiteRule} from './rule-types';
import admonitions from './rules/admonitions';
import copied from './rules/copied';
import dates from './rules/dates';
import docReferences from './rules/doc-references';
import docUnreachable from './rules/doc-unreachable';
import fileName from './rules/file-name';
import frontMatter from './rules/front-matter';
import headingLevel from './rules/heading-level';
import htmlLocal from './rules/html-local';
import htmlSafety from './rules/html-safety';
import images from './rules/images';
import linkText from './rules/link-text';
import mdxNames from './rules/mdx-names';
import mdxSyntax from './rules/mdx-syntax';
import mdxVoid from './rules/mdx-void';
import photoFormat from './rules/photo-format';
import readMore from './rules/read-more';
import routeDuplicate from './rules/route-duplicate';
import skeletonText from './rules/skeleton-text';
import status from './rules/status';
import titleMarkdown from './rules/title-markdown';
import typing from './rules/typing';

export const FILE_RULES: FileRule[] = [
  typing,
  titleMarkdown,
  frontMatter,
  readMore,
  skeletonText,
  dates,
  status,
  headingLevel,
  linkText,
  admonitions,
  htmlSafety,
  htmlLocal,
  mdxVoid,
  mdxSyntax,
  mdxNames,
  images,
];

export const SITE_RULES: SiteRule[] = [
  fileName,
  photoFormat,
  routeDuplicate,
  copied,
  docReferences,
  docUnreachable,
];
