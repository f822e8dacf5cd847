/** What the archive page gets per post: nothing of the post's body, tags, authors or excerpt. */
export interface ArchivePost {
  title: string;
  /** ISO date, as the blog plugin gives it. */
  date: string;
  permalink: string;
}
