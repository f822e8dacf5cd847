import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {school, siteKeywords} from './src/data/school';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {prism} from './config/prism';
import {japaneseReadingTime} from './src/lib/readingTime';
import announcementBarIdPlugin from './plugins/announcement-bar-id';
import cleanUrlPlugin from './plugins/clean-url';
import noJsNavbarPlugin from './plugins/no-js-navbar';
import paintWholePagePlugin from './plugins/paint-whole-page';
import brokenLinkSourcesPlugin from './plugins/broken-link-sources';
import {warnBrokenMarkdownLink} from './config/brokenMarkdownLinks';
import prismOnDemandPlugin from './plugins/prism-on-demand';
import remarkHighlightCodePages from './plugins/remark-highlight-code-pages';

// Google Analytics is loaded only when a tracking id is given (the deploy workflow sets it).
const GA_TRACKING_ID = process.env.GA_TRACKING_ID;

const config: Config = {
  title: school.name,
  tagline: school.tagline,
  favicon: 'img/favicon.svg',
  headTags: [
    {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/apple-touch-icon.png'}},
  ],

  future: {v4: true},

  url: school.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: school.githubOrganization,
  projectName: school.githubProject,

  onBrokenLinks: 'throw',
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
        docs: {sidebarPath: './sidebars.ts', remarkPlugins: [remarkHighlightCodePages]},
        blog: {
          remarkPlugins: [remarkHighlightCodePages],
          blogTitle: 'ブログ',
          blogDescription: `${school.name}からのお知らせと、プログラミング学習のヒント`,
          blogSidebarTitle: '最近の記事',
          blogSidebarCount: 'ALL',
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
        },
        pages: {remarkPlugins: [remarkHighlightCodePages]},
        theme: {customCss: './src/css/custom.css'},
        // The editors' Markdown guide stays reachable but is not offered to search engines.
        sitemap: {ignorePatterns: ['/markdown-page']},
        gtag: GA_TRACKING_ID ? {trackingID: GA_TRACKING_ID, anonymizeIP: true} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    announcementBarIdPlugin,
    cleanUrlPlugin,
    noJsNavbarPlugin,
    paintWholePagePlugin,
    brokenLinkSourcesPlugin,
    prismOnDemandPlugin,
    [
      '@docusaurus/plugin-client-redirects',
      {redirects: [{from: '/docs', to: '/docs/intro/intro'}]},
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'keywords', content: siteKeywords.join(', ')},
      {name: 'twitter:card', content: 'summary_large_image'},
      {property: 'og:type', content: 'website'},
    ],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: {
      id: 'trial-lesson-2026',
      content:
        '初回の体験レッスンは無料です。<a href="/docs/intro/intro">はじめての方へ</a>をご覧ください。',
      backgroundColor: 'var(--site-announcement-background)',
      textColor: 'var(--site-announcement-color)',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism,
  } satisfies Preset.ThemeConfig,
};

export default config;
