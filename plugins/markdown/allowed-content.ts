/**
 * What an editor's page may hold, in one place: the HTML elements and attributes (GitHub's, as
 * hast-util-sanitize's default schema has them, and the YouTube embed), the components with their
 * props, the modules an `.mdx` page may import, and the pages whose code a developer keeps. The
 * content check and every build (remark-allowed-content) judge pages by this list alone.
 * Widening it is a developer's change: CODEOWNERS sends this file to one.
 */
import {defaultSchema, type Schema} from 'hast-util-sanitize';

/** A YouTube video without tracking cookies: the one embed CONTRIBUTING.md offers. */
const YOUTUBE_EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+(?:\?[\w=&;-]*)?$/;

/** Elements and attributes (hast property names) of every page; URLs by their protocols. */
export const PAGE_HTML: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'iframe'],
  // A school's telephone number, as a link a phone can call.
  protocols: {...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), 'tel']},
  attributes: {
    ...defaultSchema.attributes,
    // YouTube's own embed code, with the address changed as CONTRIBUTING.md says.
    iframe: [
      ['src', YOUTUBE_EMBED],
      'title',
      'allow',
      'allowFullScreen',
      'referrerPolicy',
      'frameBorder',
    ],
  },
};

/** The site's own code pages may also give the document head a robots meta (the editors' guide). */
export const CODE_PAGE_HTML: Schema = {
  ...PAGE_HTML,
  tagNames: [...(PAGE_HTML.tagNames ?? []), 'head', 'meta'],
  attributes: {...PAGE_HTML.attributes, meta: ['name', 'content']},
};

/** Components a page may use, each with the props it takes (`key` goes with any element). */
export const COMPONENTS: Record<string, string[]> = {
  Tabs: ['groupId'],
  TabItem: ['value', 'label'],
  TextList: ['items', 'ordered'],
  CourseLink: ['id'],
  FactTable: ['caption', 'rows'],
  PlanTable: [],
  ServiceTable: [],
  CourseList: [],
  CourseEquipmentList: [],
  CourseGuide: [],
  TeacherProfile: [],
  TeacherMessage: [],
  TrialCta: [],
  MapLink: ['room'],
  // Defined by the site's own code pages (the privacy policy, the legal notice).
  WhenAnalytics: ['inUse'],
  ContactEmail: [],
  Purposes: [],
  Email: [],
};

/** What an `.mdx` page may import: the site's components and data, by name. */
export const MODULES = new Set([
  '@theme/Tabs',
  '@theme/TabItem',
  '@site/src/components/MapLink',
  '@site/src/components/TrialCta',
  '@site/src/components/docs/CourseEquipmentList',
  '@site/src/components/docs/CourseLink',
  '@site/src/components/docs/CourseList',
  '@site/src/components/docs/FactTable',
  '@site/src/components/docs/PlanTable',
  '@site/src/components/docs/ServiceTable',
  '@site/src/components/docs/TeacherProfile',
  '@site/src/components/docs/TextList',
  '@site/src/data/classroomAmenities',
  '@site/src/data/classrooms',
  '@site/src/data/courses',
  '@site/src/data/devices',
  '@site/src/data/documents',
  '@site/src/data/equipment',
  '@site/src/data/helplines',
  '@site/src/data/onlineLesson',
  '@site/src/data/operator',
  '@site/src/data/photoConsent',
  '@site/src/data/plans',
  '@site/src/data/rules',
  '@site/src/data/ruleTexts',
  '@site/src/data/school',
  '@site/src/data/services',
  '@site/src/data/teacher',
  '@site/src/vocabulary/law',
  '@site/src/vocabulary/schoolYear',
  '@site/src/lib/analytics',
  // A part of a page, itself judged by this list.
  './_courseGuide.mdx',
]);

/** Names MDX gives every page's expressions. */
export const PAGE_DATA = new Set(['frontMatter', 'toc', 'contentTitle', 'metadata', 'assets']);

/**
 * The site's own code pages, from the site's root: they may `export` code and write any
 * expression, and CODEOWNERS sends every change to them to a developer's review.
 */
export const SITE_CODE_PAGES = new Set([
  'docs/aboutCompany/legalNotice.mdx',
  'docs/aboutCompany/privacyPolicy.mdx',
  'docs/aboutCompany/terms.mdx',
  'docs/intro/course.mdx',
  'docs/intro/environment.mdx',
  'src/pages/markdown-page.mdx',
]);
