/**
 * The blog's rules, read from the build and checked against whatever posts the content files
 * hold, and what the build does with what editors write: a title that is HTML stays text, a
 * phone photo tells nobody where it was taken.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import exifr from 'exifr';
import {RASTER_IMAGE} from '../../lib/inlinedImages';
import {newPostChoices} from '../../lib/contentFiles';
import {blogAuthors, publishedPosts, type PublishedPost} from '../support/blogPosts';
import {$, $$, readPage, textOf} from '../support/builtPages';
import {CAMERA, UPRIGHT_PHONE} from '../support/photos';
import {
  HOSTILE_TITLE,
  PHOTO_ALTS,
  PHOTO_POST_TITLE,
  TEST_BUILD_DIR,
  TEST_SITE_DIR,
} from '../support/testSite';

const POSTS = await publishedPosts(TEST_SITE_DIR);
const LABELS = new Map(newPostChoices(TEST_SITE_DIR).tags.map(({key, label}) => [key, label]));
/** Docusaurus's default page size for the blog list and tag pages. */
const POSTS_PER_PAGE = 10;
const page = (route: string) => readPage(TEST_BUILD_DIR, route);
const labelOf = (tag: string) => LABELS.get(tag) ?? tag;

function postTitled(title: string): PublishedPost {
  const post = POSTS.find((candidate) => candidate.title === title);
  assert.ok(post, `the test build has a post titled ${title}`);
  return post;
}

describe('the blog', () => {
  test('the list shows the newest posts, each with its excerpt, reading time and a read-more link', () => {
    const list = page('/blog');
    const articles = $$(list, 'main article');
    assert.equal(articles.length, Math.min(POSTS.length, POSTS_PER_PAGE));
    for (const article of articles) {
      const post = postTitled(textOf($(article, 'h2')));
      const shown = textOf(article);
      assert.ok(shown.includes(`約${post.minutes}分`), post.route);
      const readMore = $$(article, 'a').find((a) => textOf(a).includes('続きを読む'));
      assert.equal(readMore?.attribs.href, post.route);
      // The excerpt is the beginning of the post, as the post's own page shows it.
      const excerpt = textOf($(article, '.markdown'));
      assert.notEqual(excerpt, '', post.route);
      assert.ok(
        textOf($(page(post.route), 'main article .markdown')).includes(excerpt),
        post.route,
      );
    }
    assert.ok(textOf($(list, 'nav[aria-label*="ブログ"]')).includes('最近の記事'));
  });

  for (const post of POSTS) {
    test(`${post.route} shows its author, reading time and tags, each leading to its posts`, () => {
      const document = page(post.route);
      assert.equal(textOf($(document, 'h1')), post.title);
      const header = textOf($(document, 'article header'));
      assert.ok(header.includes(`約${post.minutes}分`));
      assert.ok(header.includes('講師'));
      const tagLinks = $$(document, 'article footer a');
      for (const tag of post.tags) {
        const link = tagLinks.find((a) => textOf(a) === labelOf(tag));
        assert.ok(link, `a link to the tag ${tag}`);
        const count = POSTS.filter(({tags}) => tags.includes(tag)).length;
        const tagPage = page(link.attribs.href);
        assert.equal(textOf($(tagPage, 'h1')), `「${labelOf(tag)}」タグの記事（${count}件）`);
        assert.equal($$(tagPage, 'main article').length, Math.min(count, POSTS_PER_PAGE));
      }
    });
  }

  test("the authors page links each author's social accounts by name", () => {
    const withSocials = blogAuthors(TEST_SITE_DIR).filter(
      ({socials}) => Object.keys(socials).length > 0,
    );
    assert.ok(withSocials.length > 0, 'the test build gives an author social accounts');
    const authors = $$(page('/blog/authors'), 'main .avatar');
    for (const {name, socials} of withSocials) {
      const author = authors.find((avatar) => textOf(avatar).includes(name));
      for (const account of Object.values(socials)) {
        const link = $(author ?? [], `a[href*="${account}"]`);
        assert.match(
          textOf(link),
          /\S/,
          `${name}: ${account} has no name (src/theme/Blog/Components/Author/Socials writes it; ` +
            "compare the theme's Blog/Components/Author with the swizzle)",
        );
      }
    }
  });

  test('the tag list names every tag in use, and the archive lists every post', () => {
    const tagList = $$(page('/blog/tags'), 'main a');
    for (const tag of new Set(POSTS.flatMap(({tags}) => tags))) {
      const link = tagList.find((a) => textOf(a).startsWith(labelOf(tag)));
      assert.match(link?.attribs.href ?? '', /^\/blog\/tags\//, tag);
    }
    const archive = page('/blog/archive');
    for (const {title, route} of POSTS) {
      assert.ok(textOf($(archive, `main a[href="${route}"]`)).includes(title), route);
    }
  });

  test('the newer and older links chain every post once, newest to oldest, both ways', () => {
    const visited: string[] = [];
    let newer: string | undefined;
    let route = $(page('/blog'), 'main article h2 a')?.attribs.href;
    while (route) {
      assert.ok(!visited.includes(route), `the chain comes back to ${route}`);
      visited.push(route);
      const pager = $$(page(route), 'nav.pagination-nav a');
      const linkTo = (label: RegExp) => pager.find((a) => label.test(textOf(a)))?.attribs.href;
      assert.equal(linkTo(/新しい記事/), newer, route);
      newer = route;
      route = linkTo(/過去の記事/);
    }
    assert.deepEqual(visited.sort(), POSTS.map(({route: post}) => post).sort());
  });
});

describe('what editors write', () => {
  test('a title written in HTML is shown as text on the post, the list and its tag page', () => {
    const post = postTitled(HOSTILE_TITLE);
    const document = page(post.route);
    assert.equal(textOf($(document, 'h1')), HOSTILE_TITLE);
    assert.ok(textOf($(document, 'head > title')).startsWith(HOSTILE_TITLE));
    const tagPage = $$(document, 'article footer a')[0]?.attribs.href ?? '';
    for (const route of ['/blog', tagPage]) {
      assert.ok(
        $$(page(route), 'main a').some((a) => textOf(a) === HOSTILE_TITLE),
        `${route} links the post by its title`,
      );
    }
    // In JSON-LD too, every <, > and & is escaped.
    const posting = $$(document, 'script[type="application/ld+json"]')
      .map((script) => textOf(script.children))
      .find((json) => json.includes('"BlogPosting"'));
    const escaper =
      "src/theme/BlogPostPage/StructuredData escapes it: compare the theme's BlogPostPage with the swizzle";
    assert.match(
      posting ?? '',
      /"headline":"HTML の \\u003c\/script\\u003e\\u003cimg src=x/i,
      escaper,
    );
    assert.match(posting ?? '', /"headline":"[^"]* と \\u0026lt; の書き方"/i, escaper);
  });

  /** What the published bytes of an image tell about where and with which camera it was taken. */
  async function revealingTags(image: Buffer): Promise<string[]> {
    const tags = ((await exifr.parse(image, {xmp: true, iptc: true})) ?? {}) as object;
    return [
      ...Object.keys(tags).filter((tag) => /gps|serial|latitude|longitude/i.test(tag)),
      ...[CAMERA.bodySerial, CAMERA.lensSerial].filter((serial) => image.includes(serial)),
    ];
  }

  test('phone photos are published without GPS position or camera serials, and stay upright', async () => {
    const document = page(postTitled(PHOTO_POST_TITLE).route);
    const srcOf = (alt: string) => $(document, `article img[alt="${alt}"]`)?.attribs.src ?? '';
    assert.match(srcOf(PHOTO_ALTS.inlined), /^data:image\//, 'the small photo is inlined');
    assert.match(srcOf(PHOTO_ALTS.file), /^\/assets\/images\//);
    for (const alt of Object.values(PHOTO_ALTS)) {
      const src = srcOf(alt);
      const bytes = src.startsWith('data:')
        ? Buffer.from(src.slice(src.indexOf(',') + 1), 'base64')
        : readFileSync(path.join(TEST_BUILD_DIR, src));
      assert.deepEqual(await revealingTags(bytes), [], alt);
      // The orientation stays, so a photo taken with the phone held upright is shown upright.
      assert.equal(await exifr.orientation(bytes), UPRIGHT_PHONE, alt);
    }
  });

  test('no raster image in the build tells where or with what it was taken', async () => {
    const images = readdirSync(TEST_BUILD_DIR, {recursive: true, encoding: 'utf8'}).filter((file) =>
      RASTER_IMAGE.test(file),
    );
    assert.ok(images.some((file) => file.startsWith(`assets${path.sep}images`)));
    for (const file of images) {
      assert.deepEqual(
        await revealingTags(readFileSync(path.join(TEST_BUILD_DIR, file))),
        [],
        file,
      );
    }
  });
});
