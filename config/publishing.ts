/**
 * When a blog post goes public. Editors write dates as Japanese calendar days, so a post dated
 * 2026-07-04 is public from the first deploy on or after 2026-07-04 in Tokyo; the deploy
 * workflow runs every day just after midnight Tokyo time to publish it.
 */
const TOKYO = 'Asia/Tokyo';

/** The calendar day of `date` in Tokyo, as YYYY-MM-DD. */
export function tokyoDay(date: Date): string {
  // The Swedish locale formats dates as YYYY-MM-DD.
  return date.toLocaleDateString('sv-SE', {timeZone: TOKYO});
}

/** Whether a post dated `date` is public on `now`. */
export function isPublished(date: Date, now: Date): boolean {
  return tokyoDay(date) <= tokyoDay(now);
}

/**
 * The blog plugin's `processBlogPosts`: a production build leaves out posts dated after today, so
 * the daily deploy publishes each on its day; `npm start` shows them for the editor to preview.
 */
export function holdBackScheduledPosts(now: Date) {
  return <Post extends {metadata: {date: Date}}>({blogPosts}: {blogPosts: Post[]}) =>
    Promise.resolve(blogPosts.filter(({metadata}) => isPublished(metadata.date, now)));
}
