/**
 * No published sentence proposes a plan or a course (issue 49). A proposal made in or after an
 * online trial makes the contract 電話勧誘販売 (特商法2条3項; src/vocabulary/law.ts
 * `CANCELLATION_DAYS` gives the decision and its articles), so the site never offers one. The
 * rule reads what a visitor, a search engine or a feed reader gets from a build: each HTML file's
 * <main>, its meta descriptions and JSON-LD, and the blog's feeds, tags and <wbr> removed.
 * `npm run test:build` holds the test build to it and `npm run build:deploy` the deploy build
 * (scripts/owner/check-proposals.ts), so a page added later is held by both.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {AnyNode} from 'domhandler';
import {DomUtils, parseDocument} from 'htmlparser2';
import {routeOf} from './routeFiles';

/**
 * 提案 and its near forms. Advertising such as 「こんな方におすすめです」 is no proposal made in a
 * call, so おすすめ is left alone.
 */
const PROPOSAL = /提案|(?:一緒|いっしょ)に(?:決|き)め|(?:一緒|いっしょ)に(?:選|えら)/g;

/** What follows the word in a sentence saying none is made, as `NO_SOLICITATION`'s 「ご提案はしません」. */
const NOT_MADE =
  /^(?:[はもを]|など[はも]?)?(?:いたし|致し|し|行い)ません|^[をは]?すること[はも]ありません/;

/** The files the blog plugin writes its feeds to. */
const FEED = /(?:^|[\\/])(?:rss\.xml|atom\.xml|feed\.json)$/;

/** Elements that sit inside a sentence; any other element starts a new block of text. */
const INLINE = new Set(
  'a abbr b bdi bdo cite code data del dfn em i ins kbd mark q rp rt ruby s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
);
const NOT_TEXT = new Set(['script', 'style', 'template']);

/** The blocks of text under `nodes`, each as a reader sees it: white space folded, no <wbr>. */
function textBlocks(nodes: AnyNode[]): string[] {
  const blocks = [''];
  const read = (node: AnyNode): void => {
    if (DomUtils.isText(node)) {
      blocks[blocks.length - 1] += node.data;
      return;
    }
    const element = DomUtils.isTag(node) ? node.name : undefined;
    if (element && NOT_TEXT.has(element)) return;
    const isBlock = element !== undefined && !INLINE.has(element);
    if (isBlock) blocks.push('');
    if (DomUtils.hasChildren(node)) node.children.forEach(read);
    if (isBlock) blocks.push('');
  };
  nodes.forEach(read);
  return blocks
    .map((block) =>
      block
        .replace(/[\u200b\u00ad]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

const htmlText = (html: string): string[] => textBlocks(parseDocument(html).children);

/** Every string in a parsed JSON value. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

/** What a built file publishes as text, in blocks: see the module's comment. */
function publishedText(file: string, content: string): string[] {
  if (file.endsWith('.json')) return stringsOf(JSON.parse(content)).flatMap(htmlText);
  if (file.endsWith('.xml')) {
    const feed = parseDocument(content, {xmlMode: true});
    // Each entry's title, summary and content are HTML, in CDATA or escaped.
    return DomUtils.filter(DomUtils.isText, feed.children).flatMap((node) =>
      DomUtils.isText(node) ? htmlText(node.data) : [],
    );
  }
  const page = parseDocument(content);
  const elements = (name: string) =>
    DomUtils.findAll((element) => element.name === name, page.children);
  return [
    ...textBlocks(elements('main')),
    ...elements('meta')
      .filter(({attribs: {name = '', property = ''}}) =>
        [name, property].some((key) => key.endsWith('description')),
      )
      .map(({attribs: {content = ''}}) => content),
    ...elements('script')
      .filter(({attribs}) => attribs.type === 'application/ld+json')
      .flatMap((script) => stringsOf(JSON.parse(DomUtils.textContent(script)))),
  ];
}

/** The proposal words a text uses, leaving out those in a sentence that says none is made. */
const proposalWords = (text: string): string[] =>
  [...text.matchAll(PROPOSAL)]
    .filter(({0: word, index}) => !NOT_MADE.test(text.slice(index + word.length)))
    .map(([word]) => word);

export interface Proposal {
  /** The page's address, or the feed's file: `/docs/intro/plan`, `/blog/rss.xml`. */
  page: string;
  /** The file in the build. */
  file: string;
  sentence: string;
  word: string;
}

/** The sentences of one built file that propose, from its name and content. */
export function proposalsIn(file: string, content: string): Proposal[] {
  const sentences = publishedText(file, content).flatMap((block) =>
    block.split(/(?<=[。！？!?])/).map((sentence) => sentence.trim()),
  );
  return [...new Set(sentences)].flatMap((sentence) =>
    proposalWords(sentence).map((word) => ({page: routeOf(file), file, sentence, word})),
  );
}

/** Every proposal in the build at `buildDir`, and how many files were read. */
export function findProposals(buildDir: string): {read: number; proposals: Proposal[]} {
  const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter(
    (file) => file.endsWith('.html') || FEED.test(file),
  );
  return {
    read: files.length,
    proposals: files
      .sort()
      .flatMap((file) => proposalsIn(file, readFileSync(path.join(buildDir, file), 'utf8'))),
  };
}

/** The folders and files the site's text is written in. */
const SOURCE_DIRS = ['docs', 'blog', 'src'];
const SOURCE_FILE = /\.(?:mdx?|tsx?|ya?ml|json)$/;

const withoutTags = (line: string) => line.replace(/<[^>]*>/g, '');

/**
 * Where a proposal is written, as `file:line` from `siteDir`: the lines using its word (tags
 * such as <wbr> removed) that also hold the longest stretch of the sentence before it (an MDX
 * expression may break a longer one).
 */
export function sourcesOf(siteDir: string, {sentence, word}: Proposal): string[] {
  const lines = SOURCE_DIRS.flatMap((dir) =>
    readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => SOURCE_FILE.test(file))
      .flatMap((file) =>
        readFileSync(path.join(siteDir, dir, file), 'utf8')
          .split('\n')
          .map((line, index) => ({at: `${dir}/${file}:${index + 1}`, text: withoutTags(line)})),
      ),
  ).filter(({text}) => proposalWords(text).includes(word));
  const end = sentence.indexOf(word) + word.length;
  for (const before of [12, 6, 0]) {
    const stretch = sentence.slice(Math.max(0, end - word.length - before), end);
    const found = lines.filter(({text}) => text.includes(stretch));
    if (found.length > 0) return found.map(({at}) => at.split(path.sep).join('/'));
  }
  return [];
}

/** The failure in Japanese: each page with its sentence and source, then what to do. */
export function proposalReport(proposals: Proposal[], siteDir: string): string[] {
  return [
    `✖ 公開できません：プランやコースの提案と読める文が${proposals.length}か所にあります。`,
    '  体験レッスンやレッスンの中、そのあとの提案は、特定商取引法の「電話勧誘販売」になります（README の「体験レッスンと入会の流れ、送るメール」）。',
    ...proposals.flatMap((proposal) => {
      const sources = sourcesOf(siteDir, proposal);
      return [
        `- ${proposal.page}（ビルドの ${proposal.file.split(path.sep).join('/')}）`,
        `  「${proposal.sentence}」（「${proposal.word}」）`,
        sources.length > 0
          ? `  書かれている場所: ${sources.join('、')}`
          : '  書かれている場所: docs/、blog/、src/ の中でこの文を探してください',
      ];
    }),
    '直し方: この文を消すか、ご家庭だけで決められる事実（通うペースの目安、プランを変えられる時期、質問はメールで受けることなど）に書き換えてください。「料金プランのご提案はしません」のように、提案をしないと書く文はそのままで構いません。',
  ];
}
