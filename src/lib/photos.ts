/**
 * The rules a photo of a post follows, for the editors' photo page (/editors/photos, in the
 * browser) and the content check: one size limit, file names the check accepts, the Markdown
 * line that shows a photo, and GitHub's upload screen for the post's folder. Pure: no DOM, no Node.
 */

/** Larger images slow the page on a phone; the content check refuses them. */
export const IMAGE_MAX_BYTES = 400 * 1024;

/** Photos are shown at most this wide; a longer side than this only adds bytes. */
export const PHOTO_MAX_SIDE = 1600;

/**
 * A file name the content check accepts and a browser on any system saves as it is: lowercase
 * letters, digits and hyphens, `.jpg`. `IMG 0001.HEIC` → `img-0001.jpg`; a name of other
 * letters only (写真.jpg) becomes `photo-<n>.jpg`. Names already in `taken` get `-2`, `-3`….
 */
export function photoFileName(original: string, index: number, taken: ReadonlySet<string>): string {
  const stem =
    original
      .replace(/\.[^.]*$/, '')
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || `photo-${index + 1}`;
  let name = `${stem}.jpg`;
  for (let count = 2; taken.has(name); count += 1) name = `${stem}-${count}.jpg`;
  return name;
}

/** The line that shows `name` in the post it sits beside; the editor replaces 説明. */
export const markdownImageLine = (name: string): string => `![説明](./${name})`;

/**
 * The branch an editor typed, by Git's rules in short (no spaces, no `..`, no leading `-` or `/`),
 * or undefined: an address (a pull request's, which does not name its branch) has a `:`.
 */
export function branchOf(typed: string): string | undefined {
  const branch = typed.trim();
  return /^(?![-/])(?!.*\.\.)[^\s~^:?*[\\]+$/.test(branch) ? branch : undefined;
}

/**
 * The post's folder an editor typed: `blog/2026-07-04-camp`, also with a trailing `/` or as the
 * post's `index.md` (what the new-post page shows). Undefined for a path outside the content
 * folders or with `..`.
 */
export function postFolderOf(typed: string): string | undefined {
  const text = typed.trim().replace(/\/index\.mdx?$|\/+$/g, '');
  return /^(?:blog|docs)(?:\/[\w.-]+)+$/.test(text) && !text.split('/').includes('..')
    ? text
    : undefined;
}

/** GitHub's "Upload files" screen for `folder` on `branch` of the repository. */
export function githubUploadUrl(
  repository: {organization: string; project: string},
  branch: string,
  folder: string,
): string {
  const segments = (path: string) => path.split('/').map(encodeURIComponent).join('/');
  return `https://github.com/${repository.organization}/${repository.project}/upload/${segments(branch)}/${segments(folder)}`;
}
