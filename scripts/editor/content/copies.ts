/**
 * What a post copied from another to start a new one keeps by mistake: the other post's title,
 * description or slug. Each is a notice on the later post (by date, then by file name) naming the
 * earlier ones; a slug whose address clash is already an error is not named again.
 */
import {PLACEHOLDERS} from '../../../src/lib/blogPost';
import {finding} from './rules';
import type {ContentPage, Finding, Source} from './types';

/** The skeleton's sample description is named as a sample already, not as a copy. */
const SAMPLES = new Set<string>(Object.values(PLACEHOLDERS));

const earlier = (a: ContentPage, b: ContentPage) =>
  (a.date ?? '').localeCompare(b.date ?? '') || a.file.localeCompare(b.file);

/** Whether the check already reports both pages as one address (duplicateRoutes). */
const clash = (a: ContentPage, b: ContentPage) => a.route === b.route && !a.draft && !b.draft;

export function copiedLeftovers(pages: ContentPage[], sources: Map<string, Source>): Finding[] {
  const posts = pages.filter(({kind}) => kind === 'blog').sort(earlier);
  const findings: Finding[] = [];
  for (const [index, post] of posts.entries()) {
    for (const key of ['title', 'description', 'slug'] as const) {
      const value = post[key];
      if (!value || SAMPLES.has(value)) continue;
      const others = posts
        .slice(0, index)
        .filter((other) => other[key] === value && !(key === 'slug' && clash(other, post)))
        .map(({file}) => file);
      if (others.length === 0) continue;
      const line = sources.get(post.file)?.keyLines.get(key) ?? 1;
      findings.push(finding(`copied-${key}`, {file: post.file, line}, value, others.join('、')));
    }
  }
  return findings;
}
