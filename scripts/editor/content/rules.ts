/**
 * Every message of the content check, by rule: its id, whether it stops the check, the section of
 * CONTRIBUTING.md that explains it, whether `npm run fix` mends it, and its text from the file's
 * own words. CONTRIBUTING.md's message table is checked against this list (the `…` there stand for
 * the words).
 */
import {TITLE_MAX_WIDTH} from '../../../src/lib/blogPost';
import {contentMessage, type Finding, type Fix, type Severity} from './types';

export interface Rule {
  severity: Severity;
  /** The section of CONTRIBUTING.md (its `{#…}` anchor) that explains the rule. */
  help: string;
  fixable?: true;
  /** A notice instead in a draft, which is not published. */
  noticeInDraft?: true;
  message: (...words: string[]) => string;
}

/** Larger images slow the page on a phone; `npm run images:shrink` brings photos below this. */
export const IMAGE_MAX_BYTES = 400 * 1024;

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.round(bytes / 1024)} KB`;

const IME = (what: string, fixed: string) =>
  `${what}。日本語入力をオフにして「${fixed}」のように半角で書いてください`;
const FRONT_MATTER_IME = (what: string) => (fixed: string) =>
  `フロントマターの${IME(what, fixed)}（「項目名: 値」の : と空白は半角です）。`;
const PROSE_IME = (what: string) => (fixed: string) => `${IME(what, fixed)}。`;
const VALUE_TYPE =
  (advice: (key: string, value: string) => string) => (key: string, value: string) =>
    `「${key}: ${value}」の値の形が違います。${advice(key, value)}。`;
const NO_ALT = (where: string) =>
  `には説明（代替テキスト）がありません。画像が見えない方にも伝わるよう、${where}の中に、何が写っているかを書いてください。`;
const FIXED_IN_PULL_REQUEST =
  'プルリクエストでは、直した写真が自動でコミットされます（パソコンでは npm run fix で同じように直せます）。';
const ADMONITION_HOW =
  '囲みは :::note（ほかに tip・info・warning・danger）の行で始め、::: だけの行で閉じます。: は半角で、::: と種類の間に空白を入れません。';
const MDX_SYNTAX = (hint: string) => (detail: string) =>
  `MDX として読めない書き方があります。${hint}（詳細: ${detail}）`;
const COPIED = (what: string, advice: string) => (value: string, others: string) =>
  `${what.replace('…', value)}が ${others} と同じです。ほかの記事を写して書き始めたときは、${advice}。`;
const UNREGISTERED = (what: string, registry: string) => (entry: string, known: string) =>
  `${what}「${entry}」は ${registry} にありません。登録済みの${what}（${known}）から選ぶか、先に ${registry} に追加してください。`;

const error = (help: string, message: Rule['message'], fixable?: true): Rule => ({
  severity: 'error',
  help,
  message,
  ...(fixable && {fixable}),
});
const notice = (help: string, message: Rule['message']): Rule => ({
  severity: 'notice',
  help,
  message,
});
const FIX = true;

export const RULES = {
  'front-matter-unknown-key': error(
    'front-matter',
    (key, hint, allowed) =>
      `フロントマターの「${key}」は使えない項目です。${hint}使える項目: ${allowed}`,
  ),
  'front-matter-unreadable': error(
    'front-matter',
    () =>
      '先頭の --- で囲んだ部分（フロントマター）が読み取れません。「項目名: 値」の形で、: の後ろに半角スペースを入れてください。値に : # [ " などの記号が入るときは、値全体を " で囲みます（例: title: "Unity 入門: はじめの一歩"）。',
  ),
  'ime-front-matter-colon': error(
    'front-matter',
    FRONT_MATTER_IME('項目名の後ろの「：」が全角です'),
    FIX,
  ),
  'ime-front-matter-space-before-colon': error(
    'front-matter',
    FRONT_MATTER_IME('項目名と「:」の間に空白があります'),
    FIX,
  ),
  'ime-front-matter-full-width-space': error(
    'front-matter',
    FRONT_MATTER_IME('「:」の後ろの空白が全角です'),
    FIX,
  ),
  'ime-front-matter-no-space': error(
    'front-matter',
    FRONT_MATTER_IME('「:」の後ろに半角スペースがありません'),
    FIX,
  ),
  'ime-front-matter-indent': error(
    'front-matter',
    FRONT_MATTER_IME('行の始まりに全角の空白があります'),
    FIX,
  ),
  'value-boolean': error(
    'front-matter',
    VALUE_TYPE(
      (key) => `true（はい）か false（いいえ）の半角英字で書いてください（例: ${key}: true）`,
    ),
    FIX,
  ),
  'value-number': error(
    'front-matter',
    VALUE_TYPE((key) => `半角の数字で書いてください（例: ${key}: 3）`),
    FIX,
  ),
  'value-text': error(
    'front-matter',
    VALUE_TYPE(
      (key, value) => `文字として読まれるよう、値を " で囲んでください（例: ${key}: "${value}"）`,
    ),
    FIX,
  ),
  'value-list': error(
    'front-matter',
    VALUE_TYPE((key, value) => `[ ] で囲んだ一覧で書いてください（例: ${key}: [${value}]）`),
    FIX,
  ),
  'title-width': error(
    'front-matter',
    (width) =>
      `タイトルが長すぎます（全角で約 ${width} 文字）。検索結果では全角 ${TITLE_MAX_WIDTH} 文字ほどで切れるので、それ以内に縮めてください。詳しい説明は description に書けます。`,
  ),
  'title-markdown': error(
    'front-matter',
    (key, plain) =>
      `${key} には Markdown の書式（** や \` や [文字](URL) など）が使えず、記号がそのまま表示されます。記号を消して「${plain}」のように文字だけで書いてください。`,
    FIX,
  ),
  'tag-unregistered': error('front-matter', UNREGISTERED('タグ', 'blog/tags.yml')),
  'author-unregistered': error('front-matter', UNREGISTERED('著者', 'blog/authors.yml')),
  'read-more': error(
    'truncate',
    () =>
      '「続きを読む」の印がありません。書き出しの段落のあとに <!-- truncate --> を 1 行で入れてください。ブログの一覧には、この印より前だけが表示されます。',
  ),
  'skeleton-text': {
    ...error(
      'start-a-post',
      (sample, extra) =>
        `ひな形の文章「${sample}」が残っています。この記事の内容に書き換えてください${extra}。`,
    ),
    noticeInDraft: true,
  },
  'date-impossible': error(
    'folder-and-file',
    (written) =>
      `日付「${written}」はありえない日付です。date: 2026-07-04 のように、年-月-日で書いてください（月は 01〜12、日はその月の日数まで）。`,
  ),
  'date-form': error(
    'folder-and-file',
    (written, day) =>
      `日付「${written}」は年-月-日の形ではありません。「date: ${day}」のように、半角の数字とハイフンで書いてください。`,
    FIX,
  ),
  'date-in-name-impossible': error(
    'folder-and-file',
    (written) =>
      `フォルダー名・ファイル名の日付「${written}」はありえない日付です。年-月-日（月は 01〜12、日はその月の日数まで）に直してください。`,
  ),
  'date-missing': error(
    'folder-and-file',
    () =>
      '公開日がわかりません。フォルダー名を公開日から始めるか（例: blog/2026-07-04-summer-camp/index.md）、フロントマターに date: 2026-07-04 と書いてください。日付がないと、ファイルを取り出すたびに公開日が変わってしまいます。',
  ),
  'file-name-space': error(
    'folder-and-file',
    (suggested, extra) =>
      `ファイル名かフォルダー名に空白が入っています。空白があると、画像が表示されなかったり、URL に %20 が入ったりします。空白をハイフン（-）に変えて ${suggested} という名前にしてください${extra}。`,
  ),
  'route-duplicate': error(
    'folder-and-file',
    (route, others) =>
      `このページの URL ${route} が ${others} と重なっています。重なると片方のページしか表示されません。どちらかの slug（なければファイル名）を変えてください。`,
  ),
  'doc-reference-missing': error(
    'docs',
    (id) =>
      `ページ「${id}」（docs/${id}.md または .mdx）がありません。ページを消したり名前を変えたりしたときは、この行も消すか、新しい名前（docs/ から先のパス、拡張子なし）に直してください。`,
  ),
  'heading-level': error(
    'headings-and-links',
    (previous, written, expected) =>
      `見出しのレベルが飛んでいます（${previous} の次が ${written}）。${expected} にしてください。見出しの階層は、音声で読み上げる方が目次として使います。`,
    FIX,
  ),
  'ime-heading-space': error(
    'headings-and-links',
    PROSE_IME('見出しの # の後ろの空白が全角なので、見出しにならず # がそのまま表示されます'),
    FIX,
  ),
  'ime-heading-mark': error(
    'headings-and-links',
    PROSE_IME('見出しの「＃」が全角なので、見出しにならずそのまま表示されます'),
    FIX,
  ),
  'ime-list-space': error(
    'headings-and-links',
    PROSE_IME('箇条書きの記号の後ろの空白が全角なので、箇条書きにならず記号がそのまま表示されます'),
    FIX,
  ),
  'ime-list-period': error(
    'headings-and-links',
    PROSE_IME('番号付きの箇条書きの「．」が全角なので、箇条書きになりません'),
    FIX,
  ),
  'ime-quote-space': error('headings-and-links', PROSE_IME('引用の > の後ろの空白が全角です'), FIX),
  'ime-link-brackets': error(
    'headings-and-links',
    PROSE_IME(
      'リンクの括弧に全角の文字（［ ］（ ））が混じっているので、リンクにならず記号がそのまま表示されます',
    ),
    FIX,
  ),
  'link-text': error(
    'headings-and-links',
    (text) =>
      `リンクの文字「${text}」だけでは、どこへ進むのかわかりません（画面を読み上げて使う方には、リンクの文字だけが読まれることがあります）。[料金プラン](/docs/intro/plan) のように、リンク先の中身がわかる文字にしてください。`,
  ),
  'link-text-empty': error(
    'headings-and-links',
    (url) =>
      `リンク（${url}）の [ ] の中が空なので、リンクが見えず、押せません。[料金プラン](/docs/intro/plan) のように、[ ] の中にリンク先の中身がわかる文字を書いてください。`,
  ),
  'html-link-local': error(
    'md-and-mdx',
    (url) =>
      `HTML のリンク <a href="${url}"> は、プレビュー（/pr-preview/pr-番号/ の下）で別のページを指してしまい、リンク切れの検査も効きません。Markdown のリンク [リンクの文字](${url}) で書いてください。`,
    FIX,
  ),
  'html-image-local': error(
    'md-and-mdx',
    (url) =>
      `HTML の画像 <img src="${url}"> は、公開するときに画像が正しい場所に置かれず、プレビュー（/pr-preview/pr-番号/ の下）でも表示されません。Markdown の画像 ![画像の説明](${url}) で書いてください。`,
    FIX,
  ),
  'image-alt': error(
    'images',
    (url) => `画像 ${url} ${NO_ALT('![ここに説明](./画像.png) の [ ] ')}`,
  ),
  'image-alt-jsx': error('images', () => `画像 <img> ${NO_ALT('alt="…" ')}`),
  'image-missing': error(
    'images',
    (url) =>
      `画像 ${url} が見つかりません。画像ファイルをこのファイルと同じフォルダーに置き、ファイル名（大文字・小文字、拡張子）を合わせてください。`,
  ),
  'image-too-large': error(
    'images',
    (url, size) =>
      `画像 ${url} が大きすぎます（${size}、上限 ${formatBytes(IMAGE_MAX_BYTES)}）。スマートフォンで表示が遅くなります。見た目を保ったまま小さくします。${FIXED_IN_PULL_REQUEST}`,
    FIX,
  ),
  'image-too-large-unshrinkable': error(
    'images',
    (url, size) =>
      `画像 ${url} が大きすぎます（${size}、上限 ${formatBytes(IMAGE_MAX_BYTES)}）。スマートフォンで表示が遅くなります。小さくできない形式なので、写真なら JPEG（.jpg）で、図なら PNG（.png）で保存し直してから、アップロードし直してください。`,
  ),
  'image-heic': error(
    'add-photos',
    (url, where, jpeg) =>
      `画像 ${url} は HEIC 形式（iPhone の写真の形式）なので、多くのブラウザーで表示されません。写真を JPEG に変換して、${where}の「${url}」を「${jpeg}」に書き換えます。${FIXED_IN_PULL_REQUEST}`,
    FIX,
  ),
  'photo-unshowable': error(
    'add-photos',
    (file) =>
      `写真 ${file} は多くのブラウザーで表示できない形式（iPhone の HEIC や TIFF）です。JPEG に変換し、この写真を使っている行も書き換えます。${FIXED_IN_PULL_REQUEST}`,
    FIX,
  ),
  'admonition-kind': error(
    'admonitions',
    (kind, hint) => `「:::${kind}」は囲みの種類として使えません。${hint}${ADMONITION_HOW}`,
  ),
  'admonition-unclosed': error(
    'admonitions',
    (kind) =>
      `この行で始まる囲み「:::${kind}」が閉じられていないので、ページの最後までが囲みに入ってしまいます。囲みの文章が終わる次の行に、::: だけの行を入れてください。`,
  ),
  'admonition-typed': error(
    'admonitions',
    (line) => `この行の「${line}」は囲みとして読まれず、そのまま表示されます。${ADMONITION_HOW}`,
    FIX,
  ),
  'html-unsafe-element': error(
    'embeds',
    (name) =>
      `<${name}> はページに書けません。スクリプトやほかのサイトの中身をページで動かせてしまうためです。動画は YouTube の埋め込み（CONTRIBUTING.md の「埋め込み」）を使い、それ以外はリンク [説明](https://…) にしてください。`,
  ),
  'html-event-handler': error(
    'embeds',
    (attribute) =>
      `${attribute}= はページに書けません。画像の読み込みやクリックのときにスクリプトが動いてしまうためです。${attribute}="…" を消してください。`,
  ),
  'html-script-url': error(
    'embeds',
    (attribute, scheme) =>
      `${attribute}="${scheme}:…" はページに書けません。リンクを押したときにスクリプトが動いてしまうためです。https:// で始まるリンク先に直してください。`,
  ),
  'link-script-url': error(
    'embeds',
    (scheme) =>
      `リンク先「${scheme}:…」はページに書けません。リンクを押したときにスクリプトが動いてしまうためです。https:// で始まるリンク先か、サイト内の /docs/… のようなリンク先に直してください。`,
  ),
  'html-refresh': error(
    'embeds',
    (name) =>
      `<${name} http-equiv="…"> はページに書けません。ページを開いた人を別のページへ移動させられてしまうためです。移動先へはリンク [説明](https://…) で案内してください。`,
  ),
  'embed-not-allowed': error(
    'embeds',
    (src, link) =>
      `<iframe src="${src}"> は埋め込めません。埋め込めるのは YouTube の動画だけで、src を https://www.youtube-nocookie.com/embed/動画ID にします（CONTRIBUTING.md の「埋め込み」）。ほかのサイトはリンク [説明](${link}) にしてください。`,
  ),
  'embed-title': error(
    'embeds',
    () =>
      '埋め込んだ動画に title がありません。画面を読み上げて使う方のために、title="体験会の様子（動画）" のように中身を書いてください。',
  ),
  'mdx-void-element': error(
    'md-and-mdx',
    (tag, closed) =>
      `.mdx のファイルでは ${tag} と書けません。最後に / を付けて ${closed} と書いてください（Markdown だけのページなら、ファイルを .md にするとそのまま書けます）。`,
    FIX,
  ),
  'mdx-void-image': error(
    'md-and-mdx',
    (tag, src) =>
      `.mdx のファイルでは ${tag} と書けません。Markdown の画像 ![画像の説明](${src}) で書いてください（画像の説明には alt の内容を書きます）。`,
    FIX,
  ),
  'mdx-expression': error(
    'md-and-mdx',
    (expression, name) =>
      `{${expression}} は .mdx のファイルでは JavaScript の式として読まれ、「${name}」が見つからないためページが表示できません。波かっこを文字として書くときは \\{${expression}\\} と書くか、部品を使わないページならファイルを .md にしてください。`,
  ),
  'mdx-syntax-brace': error(
    'md-and-mdx',
    MDX_SYNTAX(
      '.mdx のファイルでは { } が JavaScript の式として読まれます。文字として書くときは \\{ \\} と書くか、部品を使わないページならファイルを .md にしてください。',
    ),
  ),
  'mdx-syntax-tag': error(
    'md-and-mdx',
    MDX_SYNTAX(
      '.mdx のファイルでは < が部品（タグ）の始まりとして読まれます。不等号などの文字として書くときは &lt; と書くか、部品を使わないページならファイルを .md にしてください。',
    ),
  ),
  'mdx-syntax': error(
    'md-and-mdx',
    MDX_SYNTAX(
      '書き方をもう一度確かめてください。部品を使わないページなら、ファイルを .md にすると記号をそのまま書けます。',
    ),
  ),
  'mdx-component-import': error(
    'md-and-mdx',
    (name) =>
      `部品 <${name}> が import されていません。ファイルの先頭に import 行を書くか、ほかのページからその行を写してください。部品を使うつもりがないなら、< を &lt; と書いてください。`,
  ),
  draft: notice(
    'draft-schedule-unlisted',
    () => '下書き（draft: true）なので公開されません。公開するときは draft の行を消してください。',
  ),
  scheduled: notice(
    'draft-schedule-unlisted',
    (day) =>
      `公開日が ${day} なので、まだ公開されません。その日の 0 時過ぎ（日本時間）に、毎日の自動公開でサイトに載ります。`,
  ),
  'date-time': notice(
    'draft-schedule-unlisted',
    (time, day, date) =>
      `date の時刻（${time}）は使われません。公開は日付ごとで、時刻に関係なく ${day}（日本時間）から公開されます。それより前にマージした記事は、その日の 0 時過ぎの自動公開でサイトに載ります。時刻を消して date: ${date} と書くと、その日（日本時間）の公開になり、このお知らせは出なくなります。`,
  ),
  unlisted: notice(
    'draft-schedule-unlisted',
    () =>
      '限定公開（unlisted: true）です。一覧・サイドバー・検索エンジンには載らず、URL を知っている人だけが見られます。',
  ),
  'date-differs-from-name': notice(
    'folder-and-file',
    (day, named) =>
      `date の日付（${day}）が、フォルダー名・ファイル名の日付（${named}）と違います。公開日は date の ${day} になります。ほかの記事を写して書き始めたときは、date の行を消すか、この記事の公開日に直してください。公開日をわざと変えているなら、このままで構いません。`,
  ),
  'copied-title': notice(
    'start-a-post',
    COPIED('タイトル「…」', 'この記事に合うタイトルに書き換えてください'),
  ),
  'copied-description': notice(
    'start-a-post',
    COPIED('description ', 'この記事の内容を紹介する文に書き換えてください'),
  ),
  'copied-slug': notice(
    'start-a-post',
    COPIED(
      'スラッグ「…」',
      'この記事に合うスラッグに変えてください（フロントマターの slug、なければフォルダー名の日付より後ろ）',
    ),
  ),
  'doc-unreachable': notice(
    'docs',
    (route, id) =>
      `このページ（${route}）は公開されますが、サイドバーにも、ほかのページのリンクにもないので、訪れる人がたどり着けません。sidebars.ts の一覧に '${id}' を加えるか、ほかのページから [ページの中身がわかる文字](${route}) とリンクしてください。URL を知っている人だけに見せるページなら、フロントマターに unlisted: true と書いてください。`,
  ),
} satisfies Record<string, Rule>;

export type RuleId = keyof typeof RULES;

/** Where a finding is, its fix, and (for a rule that is sometimes only a notice) its severity. */
interface Place {
  file: string;
  line?: number;
  fix?: Fix;
  severity?: Severity;
}

/** The finding of `rule` at `place`, its message made from `words`. */
export function finding(rule: RuleId, place: Place, ...words: string[]): Finding {
  const {severity, help, message}: Rule = RULES[rule];
  return contentMessage(message(...words), {
    severity,
    ...place,
    ruleId: rule,
    url: `CONTRIBUTING.md#${help}`,
  });
}
