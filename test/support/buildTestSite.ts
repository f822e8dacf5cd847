/**
 * `npm run build:test`: builds the site the browser suite runs against, a copy of the site on its
 * owner's first day (every `# 見本` value replaced by test/fixtures/ownerFacts.ts, and nothing
 * else, published by `npm run build:deploy` as the deploy workflow runs it) with what
 * CONTRIBUTING.md tells an editor to add (a post made by `npm run new:post` with the default
 * tag, one with a new tag and a code block, one with a code block in every language the
 * highlighter loads, one with phone photos that tell where they were
 * taken, a doc in the sidebar, and a post whose title is HTML), what the build only warns about
 * or leaves out (a link to a Markdown file that is not there, a draft, a post dated after
 * today), the social accounts an owner may give the blog's author (`SOCIALS`) and the test-only
 * pages. Every spec then proves the site's own content and, at no extra cost, that an editor's
 * ordinary additions never turn the suite red. The build's log is kept (TEST_BUILD_LOG) for its
 * warnings. The same copy is then built as a pull request preview (under PREVIEW_BASE_URL, as
 * the preview workflow builds one) for preview.spec.ts.
 * `EXTRA_POSTS=<n>` adds that many ordinary posts (lib/ordinaryPosts.ts).
 */
import {appendFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseDocument} from 'yaml';
import {newPostChoices, takenSlugs} from '../../lib/contentFiles';
import {checkContent} from '../../scripts/editor/content/run-checks';
import {formatDate, newPostFile, PLACEHOLDERS, postSkeleton} from '../../src/lib/blogPost';
import {CODE_LANGUAGES} from '../../src/lib/shiki';
import {addOrdinaryPosts} from '../../lib/ordinaryPosts';
import {runProcess} from '../../lib/process';
import {copySite} from '../../lib/siteCopy';
import {createPost} from '../../scripts/editor/new-post';
import {OWNER_FACTS} from '../fixtures/ownerFacts';
import {createPublishedPost, published} from './blogPosts';
import {replaceFacts} from './factFiles';
import {gpsTaggedJpeg} from './photos';
import {
  HOSTILE_TITLE,
  MISSING_MARKDOWN_LINK,
  PHOTO_ALTS,
  PHOTO_POST_TITLE,
  PREVIEW_BASE_URL,
  PREVIEW_ROOT,
  TEST_BUILD_LOG,
  TEST_SITE_DIR,
} from './testSite';

const DAY = 24 * 60 * 60 * 1000;

/** A tag of its own, as an editor would add it to blog/tags.yml. */
const newTag = (key: string) => `
${key}:
  label: 発表会
  permalink: /${key}
  description: 発表会のお知らせ
`;

const CODE_BLOCK = `
スコアを数える部分は、次のように書きます。

\`\`\`csharp title="Score.cs"
public class Score
{
    public int Value { get; private set; }
    public void Add(int points) => Value += points;
}
\`\`\`
`;

/**
 * One code block in each language the highlighter loads, read from its own list: a language it
 * adds then shows whether it adds to a site-wide budget (the stylesheet must stay the same).
 */
const EVERY_LANGUAGE = CODE_LANGUAGES.map(
  (language) => `
${language} では、次のように書きます。

\`\`\`${language}
// 点数を足す
const score = add(10, "ten");
if (score > 5) { print(score); }
\`\`\`
`,
).join('');

const DOC = `---
title: オンラインレッスンの準備
description: オンラインレッスンの前に用意していただくものをご案内します。
---

# オンラインレッスンの準備

## 用意するもの {#things-to-prepare}

パソコンとインターネットの接続をご用意ください。
`;

/** Accounts the owner may list for an author in blog/authors.yml, each shown as a named link. */
const SOCIALS = {x: 'hoshizora_code', email: 'sora@hoshizora-code.jp'};

/** `name`, else `name-2`, `name-3`…: the first one not taken, so real content never clashes. */
function firstFree(name: string, isTaken: (candidate: string) => boolean): string {
  let candidate = name;
  for (let suffix = 2; isTaken(candidate); suffix += 1) candidate = `${name}-${suffix}`;
  return candidate;
}

/** Replaces the skeleton's sample sentences, as an editor does. */
async function writePost(file: string, topic: string): Promise<string> {
  const skeleton = await readFile(file, 'utf8');
  await writeFile(
    file,
    skeleton
      .replace(PLACEHOLDERS.description, `${topic}をご案内します。`)
      .replace(PLACEHOLDERS.opening, `${topic}です。日時と持ち物をまとめました。`)
      .replace(PLACEHOLDERS.heading, '## 日時と持ち物 {#schedule}')
      .replace(PLACEHOLDERS.body, '詳しい時間は、教室の掲示でもご案内します。'),
  );
  return file;
}

async function addEditorContent(dir: string): Promise<void> {
  const blogDir = path.join(dir, 'blog');
  const slugs = takenSlugs(dir);
  const {pages} = await checkContent(dir);
  const tagsFile = path.join(blogDir, 'tags.yml');
  const tags = await readFile(tagsFile, 'utf8');
  const tag = firstFree('recital', (key) => new RegExp(`^${key}:`, 'm').test(tags));
  const docName = firstFree('onlinePreparation', (name) =>
    pages.some(({docId}) => docId === `intro/${name}`),
  );

  const newsPost = await writePost(
    await createPublishedPost({
      root: dir,
      slug: firstFree('editor-news', (slug) => Object.hasOwn(slugs, slug)),
      title: '教室からのお知らせ',
    }),
    '教室からのお知らせ',
  );
  await appendFile(newsPost, `\n[前回のお知らせ](${MISSING_MARKDOWN_LINK})もご覧ください。\n`);
  await writePost(
    await createPublishedPost({
      root: dir,
      slug: firstFree('editor-scheduled', (slug) => Object.hasOwn(slugs, slug)),
      title: '夏休みの特別講座',
      // Two days ahead on this machine's calendar is still ahead of today in Tokyo.
      date: new Date(Date.now() + 2 * DAY),
    }),
    '夏休みの特別講座',
  );
  // A skeleton is a draft until the editor deletes its draft line.
  await createPost({
    root: dir,
    slug: firstFree('editor-draft', (slug) => Object.hasOwn(slugs, slug)),
    title: '書きかけの記事',
  });
  await appendFile(tagsFile, newTag(tag));
  const codePost = await writePost(
    await createPublishedPost({
      root: dir,
      slug: firstFree('editor-recital', (slug) => Object.hasOwn(slugs, slug)),
      title: '発表会のお知らせ',
      tag,
      date: new Date(Date.now() - DAY),
    }),
    '発表会のお知らせ',
  );
  await appendFile(codePost, CODE_BLOCK);
  await appendFile(
    await writePost(
      await createPublishedPost({
        root: dir,
        slug: firstFree('editor-languages', (slug) => Object.hasOwn(slugs, slug)),
        title: 'いろいろな言語の書き方',
        tag,
        date: new Date(Date.now() - 2 * DAY),
      }),
      'いろいろな言語の書き方',
    ),
    EVERY_LANGUAGE,
  );
  // Phone photos uploaded beside the post, as through GitHub's web page: nothing strips them.
  const photoPost = await writePost(
    await createPublishedPost({
      root: dir,
      slug: firstFree('editor-photos', (slug) => Object.hasOwn(slugs, slug)),
      title: PHOTO_POST_TITLE,
      date: new Date(Date.now() - DAY),
    }),
    PHOTO_POST_TITLE,
  );
  await writeFile(
    path.join(path.dirname(photoPost), 'recital.jpg'),
    await gpsTaggedJpeg({width: 640, height: 480}),
  );
  await writeFile(
    path.join(path.dirname(photoPost), 'parts.jpg'),
    await gpsTaggedJpeg({width: 48, height: 36}),
  );
  await appendFile(
    photoPost,
    `\n![${PHOTO_ALTS.file}](./recital.jpg)\n\n![${PHOTO_ALTS.inlined}](./parts.jpg)\n`,
  );
  const authorsFile = path.join(blogDir, 'authors.yml');
  const authors = parseDocument(await readFile(authorsFile, 'utf8'));
  for (const key of Object.keys(authors.toJS() as object)) authors.setIn([key, 'socials'], SOCIALS);
  await writeFile(authorsFile, authors.toString());
  await addDoc(dir, docName, DOC);
}

/** Writes docs/intro/<name>.md and appends it to the end of the sidebar, as CONTRIBUTING.md shows. */
async function addDoc(dir: string, name: string, text: string): Promise<void> {
  await writeFile(path.join(dir, `docs/intro/${name}.md`), text);
  const sidebars = path.join(dir, 'sidebars.ts');
  const source = await readFile(sidebars, 'utf8');
  await writeFile(
    sidebars,
    source.replace(/(tutorialSidebar: \[[\s\S]*?)(\n\s*\],)/, `$1\n    'intro/${name}',$2`),
  );
}

/** The deploy's environment as the owner's own repository gives it, whatever runs this build. */
function ownersDeploy(): NodeJS.ProcessEnv {
  const unset = new Set(['ALLOW_SAMPLE_FACTS', 'BASE_URL', 'GITHUB_ACTIONS']);
  const {githubOrganization, githubProject} = OWNER_FACTS['src/data/facts/school.yml'];
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.has(name))),
    FORCE_COLOR: '0',
    GITHUB_REPOSITORY: `${String(githubOrganization)}/${String(githubProject)}`,
  };
}

async function main(): Promise<number> {
  const site = await copySite({
    target: TEST_SITE_DIR,
    extraEntries: ['scripts', 'test/test-build-pages'],
    ownCache: true,
  });
  replaceFacts(site.dir, OWNER_FACTS);
  await addEditorContent(site.dir);
  // How the suite fares as the blog grows: `EXTRA_POSTS=48 npm run test:e2e`.
  await addOrdinaryPosts(site.dir, Number(process.env.EXTRA_POSTS ?? 0));
  const errors = (await checkContent(site.dir)).findings.filter(({fatal}) => fatal);
  if (errors.length > 0) {
    console.error('内容のチェックで、編集担当の正しい追加がエラーになりました:', errors);
    return 1;
  }
  // Added after the check, and past new:post, which refuses its title: the deploy workflow
  // builds what is pushed to main without either, so a page must be safe whatever its title.
  const {takenSlugs: slugs, tags, authors} = newPostChoices(site.dir);
  const slug = firstFree('editor-html', (candidate) => Object.hasOwn(slugs, candidate));
  const hostile = path.join(site.dir, newPostFile({date: formatDate(new Date()), slug}));
  await mkdir(path.dirname(hostile), {recursive: true});
  await writeFile(
    hostile,
    published(postSkeleton({slug, title: HOSTILE_TITLE, author: authors[0].key, tag: tags[0].key})),
  );
  // The same title on a doc: its sidebar label goes into the breadcrumbs' JSON-LD
  // (src/theme/DocBreadcrumbs/StructuredData), which every page's JSON-LD rule then reads.
  const {pages} = await checkContent(site.dir);
  await addDoc(
    site.dir,
    firstFree('editorHtml', (name) => pages.some(({docId}) => docId === `intro/${name}`)),
    [
      '---',
      `title: ${JSON.stringify(HOSTILE_TITLE)}`,
      'description: HTML をそのまま書いたときの見え方を確かめるページです。',
      '---',
      '',
      '## 書き方 {#how-to-write}',
      '',
      'タイトルに HTML を書いても、文字のまま表示されます。',
      '',
    ].join('\n'),
  );
  // The preview build reuses the test build's modules from the copy's own bundler cache.
  const env = {GA_TRACKING_ID: 'G-TEST000000', BUNDLER_CACHE: 'true'};
  const build = await runProcess('npm', ['run', 'build:deploy'], {
    cwd: site.dir,
    env: {...ownersDeploy(), ...env, TEST_PAGES: 'true'},
  });
  console.log(build.output);
  await writeFile(TEST_BUILD_LOG, build.output);
  if (build.code !== 0) {
    console.error(
      "npm run build:deploy refused the owner's first day: a field marked # 見本 with no value " +
        'in test/fixtures/ownerFacts.ts, or a launch item it cannot pass (see above).',
    );
    return build.code ?? 1;
  }
  const preview = await site.build({...env, BASE_URL: PREVIEW_BASE_URL}, [
    '--out-dir',
    path.join(PREVIEW_ROOT, PREVIEW_BASE_URL),
  ]);
  console.log(preview.output);
  return preview.code ?? 1;
}

if (import.meta.main) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
