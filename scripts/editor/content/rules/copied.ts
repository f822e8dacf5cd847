/**
 * What a post copied from another to start a new one keeps by mistake: the other post's title,
 * description or slug. Each is a notice on the later post (by date, then by file name) naming the
 * earlier ones; a slug whose address clash is already an error is not named again.
 */
import {PLACEHOLDERS} from '../../../../src/lib/blogPost';
import {siteRule, type ContentPage} from '../rule-types';

/** The skeleton's sample description is named as a sample already, not as a copy. */
const SAMPLES = new Set<string>(Object.values(PLACEHOLDERS));

const earlier = (a: ContentPage, b: ContentPage) =>
  (a.date ?? '').localeCompare(b.date ?? '') || a.file.localeCompare(b.file);

/** Whether the route-duplicate rule already reports both pages as one address. */
const clash = (a: ContentPage, b: ContentPage) => a.route === b.route && !a.draft && !b.draft;

export default siteRule('copied', (files, _site, report) => {
  const posts = files
    .flatMap((file) => (file.data.page?.kind === 'blog' ? [{file, post: file.data.page}] : []))
    .sort((a, b) => earlier(a.post, b.post));
  for (const [index, {file, post}] of posts.entries()) {
    for (const key of ['title', 'description', 'slug'] as const) {
      const value = post[key];
      if (!value || SAMPLES.has(value)) continue;
      const others = posts
        .slice(0, index)
        .map(({post: other}) => other)
        .filter((other) => other[key] === value && !(key === 'slug' && clash(other, post)));
      if (others.length === 0) continue;
      const line = file.data.source?.keyLines.get(key) ?? 1;
      const copies = others.map(({file}) => file).join('、');
      // The description's message does not repeat it.
      report(file)(`copied-${key}`, line, ...(key === 'description' ? [] : [value]), copies);
    }
  }
});
