import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {school, siteKeywords} from './src/data/school';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {japaneseReadingTime} from './src/lib/readingTime';
import announcementBarIdPlugin from './plugins/site/announcement-bar-id';
import cleanUrlPlugin from './plugins/site/clean-url';
import noJsNavbarPlugin from './plugins/site/no-js-navbar';
import paintWholePagePlugin from './plugins/performance/paint-whole-page';
import brokenLinkSourcesPlugin from './plugins/editor/broken-link-sources';
import trimInfimaPlugin from './plugins/performance/trim-infima';
import {warnBrokenMarkdownLink} from './config/brokenMarkdownLinks';
import {holdBackScheduledPosts} from './config/publishing';
import {previewPullRequest, siteNotices} from './config/siteNotices';
import {siteAddress} from './config/siteAddress';
import siteNoticePlugin from './plugins/site/site-notice';
import rehypeShiki from './plugins/markdown/rehype-shiki';
import remarkUprightImageSize from './plugins/markdown/remark-upright-image-size';
import remarkPhraseBreaks from './plugins/markdown/remark-phrase-breaks';
import remarkAllowedContent from './plugins/markdown/remark-allowed-content';
import phraseTablePlugin from './plugins/site/phrase-table';
import schoolDataPlugin from './plugins/site/school-data';
import noPrismPlugin from './plugins/performance/no-prism';
import utilsCommonEsmPlugin from './plugins/performance/utils-common-esm';
import blogArchivePlugin from './plugins/site/blog-archive';
import blogExcerptPagesPlugin from './plugins/site/blog-excerpt-pages';
import splitRouteChunksPlugin from './plugins/performance/split-route-chunks';
import chunkFileNamesPlugin from './plugins/performance/chunk-file-names';
import utf8ScriptsPlugin from './plugins/performance/utf8-scripts';
import routeRegistryPlugin from './plugins/performance/route-registry';
import benchSourceMapsPlugin from './plugins/performance/bench-source-maps';
import publishSafelyPlugin from './plugins/site/publish-safely';
import siteSearchPlugin from './plugins/site/site-search';
import editorsPagePlugin from './plugins/site/editors-page';
import brandImagesPlugin, {BRAND_IMAGES_DIR} from './plugins/site/brand-images';

// Test builds (`npm run build:test`) add the pages under test/test-build-pages at /test/….
const TEST_PAGES = process.env.TEST_PAGES === 'true';
// `npm run bench` builds with source maps to tell what the entry chunks hold.
const BENCH_SOURCE_MAPS = process.env.BENCH_SOURCE_MAPS === 'true';
// `npm run build:test` keeps the bundler's cache in its copy: its preview build reuses the work.
const BUNDLER_CACHE = process.env.BUNDLER_CACHE === 'true';
// The site URL's origin, and its path (a project site's /<project>) as the base URL. Pull request
// previews are built under /pr-preview/pr-<N>/ in it (the preview workflow sets BASE_URL).
const SITE = siteAddress(school.siteUrl, process.env.BASE_URL);
const BASE_URL = SITE.baseUrl;
const PREVIEW_OF = previewPullRequest(BASE_URL);
// The owner may publish the sample facts on purpose, as a demo (repository variable).
const SAMPLE_FACTS = process.env.ALLOW_SAMPLE_FACTS === 'true';
const NOT_THE_PUBLIC_SITE = Boolean(PREVIEW_OF) || SAMPLE_FACTS;
// Google Analytics is loaded only when a tracking id is given (the deploy workflow sets it),
// and never on a preview, so previews do not count as visits.
const GA_TRACKING_ID = PREVIEW_OF ? undefined : process.env.GA_TRACKING_ID;
// Production builds hold back posts dated after today; the dev server shows them for previewing.
const HOLD_BACK_SCHEDULED_POSTS = process.env.NODE_ENV === 'production';

const config: Config = {
  title: school.name,
  tagline: school.tagline,
  favicon: 'img/favicon.svg',
  headTags: [
    {
      tagName: 'link',
      attributes: {rel: 'apple-touch-icon', href: `${BASE_URL}img/apple-touch-icon.png`},
    },
  ],

  future: {
    v4: true,
    // Measured on a 1,000-post copy (`npm run bench:scale`): with either of these on, the build
    // peaked at 2.0–2.4 GiB; with both off, at 1.8 GiB, in 33 s. A rendering thread pool holds a
    // copy of the server bundle per worker; the cache only speeds a later build: a warm rebuild
    // (6.5 → 3.7 s), or the preview build after the test build (`build:test` 16.3 → 12.2 s).
    faster: {ssgWorkerThreads: false, rspackPersistentCache: BUNDLER_CACHE},
  },

  url: SITE.url,
  baseUrl: BASE_URL,
  // The social card and the touch icon, rendered from the facts at every build.
  staticDirectories: ['static', BRAND_IMAGES_DIR],
  noIndex: NOT_THE_PUBLIC_SITE,
  trailingSlash: false,
  organizationName: school.githubOrganization,
  projectName: school.githubProject,

  // The privacy policy describes analytics only when it is loaded (src/lib/analytics.ts).
  customFields: {analyticsInUse: Boolean(GA_TRACKING_ID)},

  // Its inline script (on the home page only) could not run under the Content-Security-Policy
  // (plugins/site/publish-safely.ts), and a wrong base URL fails the test build anyway.
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    // .md is plain CommonMark for editors (no JSX pitfalls); .mdx opts into components.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: warnBrokenMarkdownLink, onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale: 'ja',
    locales: ['ja'],
    localeConfigs: {ja: {label: '日本語', htmlLang: 'ja', direction: 'ltr'}},
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          beforeDefaultRemarkPlugins: [remarkAllowedContent],
          remarkPlugins: [remarkUprightImageSize, remarkPhraseBreaks],
          rehypePlugins: [rehypeShiki],
        },
        // The blog plugin is in `plugins`, wrapped by plugins/site/blog-excerpt-pages.ts.
        blog: false,
        pages: {
          beforeDefaultRemarkPlugins: [remarkAllowedContent],
          remarkPlugins: [remarkUprightImageSize, remarkPhraseBreaks],
          rehypePlugins: [rehypeShiki],
        },
        theme: {customCss: './src/css/custom.css'},
        // The editors' Markdown guide stays reachable but is not offered to search engines.
        sitemap: {ignorePatterns: ['/markdown-page']},
        gtag: GA_TRACKING_ID ? {trackingID: GA_TRACKING_ID, anonymizeIP: true} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    announcementBarIdPlugin,
    blogExcerptPagesPlugin({
      beforeDefaultRemarkPlugins: [remarkAllowedContent],
      remarkPlugins: [remarkUprightImageSize, remarkPhraseBreaks],
      rehypePlugins: [rehypeShiki],
      blogTitle: 'ブログ',
      blogDescription: `${school.name}からのお知らせと、プログラミング学習のヒント`,
      blogSidebarTitle: '最近の記事',
      blogListComponent: '@site/src/components/BlogListPage',
      // Every post's sidebar lists the newest ten: with 'ALL' each post's HTML and data grew
      // with every other post, and the build with the square of the post count.
      blogSidebarCount: 10,
      // plugins/site/blog-archive.ts serves /blog/archive with only a title, date and link per post.
      archiveBasePath: null,
      showReadingTime: true,
      readingTime: ({content}) => japaneseReadingTime(content),
      feedOptions: {
        type: ['rss', 'atom'],
        title: `${school.name} ブログ`,
        copyright: footer.copyright,
        language: 'ja',
      },
      onInlineTags: 'throw',
      onInlineAuthors: 'throw',
      onUntruncatedBlogPosts: 'throw',
      ...(HOLD_BACK_SCHEDULED_POSTS && {processBlogPosts: holdBackScheduledPosts(new Date())}),
    }),
    cleanUrlPlugin,
    noJsNavbarPlugin,
    paintWholePagePlugin,
    trimInfimaPlugin,
    siteNoticePlugin(siteNotices({previewOf: PREVIEW_OF, sampleFacts: SAMPLE_FACTS})),
    brokenLinkSourcesPlugin,
    noPrismPlugin,
    utilsCommonEsmPlugin,
    blogArchivePlugin,
    splitRouteChunksPlugin,
    chunkFileNamesPlugin,
    utf8ScriptsPlugin,
    routeRegistryPlugin,
    publishSafelyPlugin,
    siteSearchPlugin,
    editorsPagePlugin,
    phraseTablePlugin,
    schoolDataPlugin,
    // The deploy (`npm run build:deploy`) fails rather than publish without them.
    brandImagesPlugin({required: process.env.BRAND_IMAGES === 'required'}),
    [
      '@docusaurus/plugin-client-redirects',
      {redirects: [{from: '/docs', to: '/docs/intro/intro'}]},
    ],
    ...(TEST_PAGES
      ? [
          [
            '@docusaurus/plugin-content-pages',
            {id: 'test-pages', path: 'test/test-build-pages', routeBasePath: '/test'},
          ],
        ]
      : []),
    ...(BENCH_SOURCE_MAPS ? [benchSourceMapsPlugin] : []),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      // Pages without a description of their own (the tag and author lists) fall back to this.
      {name: 'description', content: school.tagline},
      {name: 'keywords', content: siteKeywords.join(', ')},
      {name: 'twitter:card', content: 'summary_large_image'},
      {property: 'og:type', content: 'website'},
    ],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: {
      id: 'trial-lesson-2026',
      content: `初回の体験レッスンは無料です。<a href="${BASE_URL}docs/intro/intro">はじめての方へ</a>をご覧ください。`,
      backgroundColor: 'var(--site-announcement-background)',
      textColor: 'var(--site-announcement-color)',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    // Nothing renders with Prism (src/theme/CodeBlock shows Shiki's build-time colours), so its
    // default colour theme need not ship in the copy of this config every page downloads.
    prism: {theme: {plain: {}, styles: []}},
    navbar,
    footer,
  } satisfies Preset.ThemeConfig,
};

export default config;
