/**
 * Every message an editor reads from the content check (scripts/editor/content) and from the
 * allow-list that every build applies (plugins/markdown/content-refusals.ts), in one catalogue:
 * each a Japanese template whose `{{name}}` placeholders take the file's words (given in the
 * order the placeholders first appear), the rule that reports it, its kind, and whether
 * `npm run fix` mends it. The order is the one the rules run in
 * and the one of CONTRIBUTING.md's message table, which test/unit/content-check.test.ts checks
 * against this file alone.
 */
import {TITLE_MAX_WIDTH} from '../src/lib/blogPost';
import {IMAGE_MAX_BYTES} from '../src/lib/photos';

const FIXED_IN_PULL_REQUEST =
  'プルリクエストでは、直した写真が自動でコミットされます（パソコンでは npm run fix で同じように直せます）。ただし、直す前の写真はこのプルリクエストの履歴に残ります。撮影場所（GPS）が記録された写真なら、リポジトリの管理者に知らせてください。';
const ADMONITION_HOW =
  '囲みは :::note（ほかに tip・info・warning・danger）の行で始め、::: だけの行で閉じます。: は半角で、::: と種類の間に空白を入れません。';
const IMAGE_LIMIT = `${Math.round(IMAGE_MAX_BYTES / 1024)} KB`;

export interface Message<Rule extends string = string> {
  rule: Rule;
  /** The section of CONTRIBUTING.md (its `{#…}` anchor) that explains it. */
  help: string;
  severity: 'error' | 'notice';
  fixable?: true;
  /** A notice instead in a draft, which is not published. */
  noticeInDraft?: true;
  text: string;
}

/** A message as a rule lists it: its own `help` where it is not the rule's. */
type Listed = Omit<Message, 'rule' | 'help'> & {help?: string};
type Options = Pick<Listed, 'help' | 'fixable' | 'noticeInDraft'>;
const error = (text: string, options?: Options): Listed => ({severity: 'error', text, ...options});
const notice = (text: string, options?: Options): Listed => ({
  severity: 'notice',
  text,
  ...options,
});

/** The messages of rule `id`, whose section of CONTRIBUTING.md is `help`. */
function rule<Rule extends string, Id extends string>(
  id: Rule,
  help: string,
  messages: Record<Id, Listed>,
): Record<Id, Message<Rule>> {
  const entries = Object.entries<Listed>(messages).map(([key, message]) => [
    key,
    {help, ...message, rule: id},
  ]);
  return Object.fromEntries(entries) as Record<Id, Message<Rule>>;
}

/** The messages, rule by rule, in the order the rules run. */
export const MESSAGES = {
  ...rule('typing', 'headings-and-links', {
    'ime-front-matter-colon': error(
      `フロントマターの項目名の後ろの「：」が全角です。日本語入力をオフにして「{{fixed}}」のように半角で書いてください（「項目名: 値」の : と空白は半角です）。`,
      {help: 'front-matter', fixable: true},
    ),
    'ime-front-matter-space-before-colon': error(
      `フロントマターの項目名と「:」の間に空白があります。日本語入力をオフにして「{{fixed}}」のように半角で書いてください（「項目名: 値」の : と空白は半角です）。`,
      {help: 'front-matter', fixable: true},
    ),
    'ime-front-matter-full-width-space': error(
      `フロントマターの「:」の後ろの空白が全角です。日本語入力をオフにして「{{fixed}}」のように半角で書いてください（「項目名: 値」の : と空白は半角です）。`,
      {help: 'front-matter', fixable: true},
    ),
    'ime-front-matter-no-space': error(
      `フロントマターの「:」の後ろに半角スペースがありません。日本語入力をオフにして「{{fixed}}」のように半角で書いてください（「項目名: 値」の : と空白は半角です）。`,
      {help: 'front-matter', fixable: true},
    ),
    'ime-front-matter-indent': error(
      `フロントマターの行の始まりに全角の空白があります。日本語入力をオフにして「{{fixed}}」のように半角で書いてください（「項目名: 値」の : と空白は半角です）。`,
      {help: 'front-matter', fixable: true},
    ),
    'ime-heading-space': error(
      `見出しの # の後ろの空白が全角なので、見出しにならず # がそのまま表示されます。日本語入力をオフにして「{{fixed}}」のように半角で書いてください。`,
      {fixable: true},
    ),
    'ime-heading-mark': error(
      `見出しの「＃」が全角なので、見出しにならずそのまま表示されます。日本語入力をオフにして「{{fixed}}」のように半角で書いてください。`,
      {fixable: true},
    ),
    'ime-list-space': error(
      `箇条書きの記号の後ろの空白が全角なので、箇条書きにならず記号がそのまま表示されます。日本語入力をオフにして「{{fixed}}」のように半角で書いてください。`,
      {fixable: true},
    ),
    'ime-list-period': error(
      `番号付きの箇条書きの「．」が全角なので、箇条書きになりません。日本語入力をオフにして「{{fixed}}」のように半角で書いてください。`,
      {fixable: true},
    ),
    'ime-quote-space': error(
      `引用の > の後ろの空白が全角です。日本語入力をオフにして「{{fixed}}」のように半角で書いてください。`,
      {fixable: true},
    ),
    'ime-link-brackets': error(
      `リンクの括弧に全角の文字（［ ］（ ））が混じっているので、リンクにならず記号がそのまま表示されます。日本語入力をオフにして「{{fixed}}」のように半角で書いてください。`,
      {fixable: true},
    ),
  }),
  ...rule('title-markdown', 'front-matter', {
    'title-markdown': error(
      `{{key}} には Markdown の書式（** や \` や [文字](URL) など）が使えず、記号がそのまま表示されます。記号を消して「{{plain}}」のように文字だけで書いてください。`,
      {fixable: true},
    ),
  }),
  ...rule('front-matter', 'front-matter', {
    'front-matter-unknown-key': error(
      `フロントマターの「{{key}}」は使えない項目です。{{hint}}使える項目: {{allowed}}`,
    ),
    'front-matter-unreadable': error(
      `先頭の --- で囲んだ部分（フロントマター）が読み取れません。「項目名: 値」の形で、: の後ろに半角スペースを入れてください。値に : # [ " などの記号が入るときは、値全体を " で囲みます（例: title: "Unity 入門: はじめの一歩"）。`,
    ),
    'value-boolean': error(
      `「{{key}}: {{value}}」の値の形が違います。true（はい）か false（いいえ）の半角英字で書いてください（例: {{key}}: true）。`,
      {fixable: true},
    ),
    'value-number': error(
      `「{{key}}: {{value}}」の値の形が違います。半角の数字で書いてください（例: {{key}}: 3）。`,
      {fixable: true},
    ),
    'value-text': error(
      `「{{key}}: {{value}}」の値の形が違います。文字として読まれるよう、値を " で囲んでください（例: {{key}}: "{{value}}"）。`,
      {fixable: true},
    ),
    'value-list': error(
      `「{{key}}: {{value}}」の値の形が違います。[ ] で囲んだ一覧で書いてください（例: {{key}}: [{{value}}]）。`,
      {fixable: true},
    ),
    'title-width': error(
      `タイトルが長すぎます（全角で約 {{width}} 文字）。検索結果では全角 ${TITLE_MAX_WIDTH} 文字ほどで切れるので、それ以内に縮めてください。詳しい説明は description に書けます。`,
    ),
    'tag-unregistered': error(
      `タグ「{{entry}}」は blog/tags.yml にありません。登録済みのタグ（{{known}}）から選ぶか、先に blog/tags.yml に追加してください。`,
    ),
    'author-unregistered': error(
      `著者「{{entry}}」は blog/authors.yml にありません。登録済みの著者（{{known}}）から選ぶか、先に blog/authors.yml に追加してください。`,
    ),
  }),
  ...rule('read-more', 'truncate', {
    'read-more': error(
      `「続きを読む」の印がありません。書き出しの段落のあとに <!-- truncate --> を 1 行で入れてください。ブログの一覧には、この印より前だけが表示されます。`,
    ),
  }),
  ...rule('skeleton-text', 'start-a-post', {
    'skeleton-text': error(
      `ひな形の文章「{{sample}}」が残っています。この記事の内容に書き換えてください{{extra}}。`,
      {noticeInDraft: true},
    ),
  }),
  ...rule('dates', 'folder-and-file', {
    'date-impossible': error(
      `日付「{{written}}」はありえない日付です。date: 2026-07-04 のように、年-月-日で書いてください（月は 01〜12、日はその月の日数まで）。`,
    ),
    'date-form': error(
      `日付「{{written}}」は年-月-日の形ではありません。「date: {{day}}」のように、半角の数字とハイフンで書いてください。`,
      {fixable: true},
    ),
    'date-in-name-impossible': error(
      `フォルダー名・ファイル名の日付「{{written}}」はありえない日付です。年-月-日（月は 01〜12、日はその月の日数まで）に直してください。`,
    ),
    'date-missing': error(
      `公開日がわかりません。フォルダー名を公開日から始めるか（例: blog/2026-07-04-summer-camp/index.md）、フロントマターに date: 2026-07-04 と書いてください。日付がないと、ファイルを取り出すたびに公開日が変わってしまいます。`,
    ),
    'date-differs-from-name': notice(
      `date の日付（{{day}}）が、フォルダー名・ファイル名の日付（{{named}}）と違います。公開日は date の {{day}} になります。ほかの記事を写して書き始めたときは、date の行を消すか、この記事の公開日に直してください。公開日をわざと変えているなら、このままで構いません。`,
    ),
    'date-time': notice(
      `date の時刻（{{time}}）は使われません。公開は日付ごとで、時刻に関係なく {{day}}（日本時間）から公開されます。それより前にマージした記事は、その日の 0 時過ぎの自動公開でサイトに載ります。時刻を消して date: {{date}} と書くと、その日（日本時間）の公開になり、このお知らせは出なくなります。`,
      {help: 'draft-schedule-unlisted'},
    ),
  }),
  ...rule('status', 'draft-schedule-unlisted', {
    draft: notice(
      `下書き（draft: true）なので公開されません。公開するときは draft の行を消してください。`,
    ),
    scheduled: notice(
      `公開日が {{day}} なので、まだ公開されません。その日の 0 時過ぎ（日本時間）に、毎日の自動公開でサイトに載ります。`,
    ),
    unlisted: notice(
      `限定公開（unlisted: true）です。一覧・サイドバー・検索エンジンには載らず、URL を知っている人だけが見られます。`,
    ),
  }),
  ...rule('heading-level', 'headings-and-links', {
    'heading-level': error(
      `見出しのレベルが飛んでいます（{{previous}} の次が {{written}}）。{{expected}} にしてください。見出しの階層は、音声で読み上げる方が目次として使います。`,
      {fixable: true},
    ),
  }),
  ...rule('link-text', 'headings-and-links', {
    'link-text': error(
      `リンクの文字「{{text}}」だけでは、どこへ進むのかわかりません（画面を読み上げて使う方には、リンクの文字だけが読まれることがあります）。[料金プラン](/docs/intro/plan) のように、リンク先の中身がわかる文字にしてください。`,
    ),
    'link-text-empty': error(
      `リンク（{{url}}）の [ ] の中が空なので、リンクが見えず、押せません。[料金プラン](/docs/intro/plan) のように、[ ] の中にリンク先の中身がわかる文字を書いてください。`,
    ),
  }),
  ...rule('admonitions', 'admonitions', {
    'admonition-kind': error(
      `「:::{{kind}}」は囲みの種類として使えません。{{hint}}${ADMONITION_HOW}`,
    ),
    'admonition-unclosed': error(
      `この行で始まる囲み「:::{{kind}}」が閉じられていないので、ページの最後までが囲みに入ってしまいます。囲みの文章が終わる次の行に、::: だけの行を入れてください。`,
    ),
    'admonition-typed': error(
      `この行の「{{line}}」は囲みとして読まれず、そのまま表示されます。${ADMONITION_HOW}`,
      {fixable: true},
    ),
  }),
  ...rule('html-safety', 'embeds', {
    'html-element': error(
      `<{{name}}> はページに書けません。ページに書ける HTML は、GitHub の Markdown で使えるものと YouTube の埋め込みだけです（CONTRIBUTING.md の「ページに書けないもの」）。見出し・強調・リンク・画像・表は Markdown で書いてください。`,
    ),
    'html-unsafe-element': error(
      `<{{name}}> はページに書けません。スクリプトやほかのサイトの中身をページで動かせてしまうためです。動画は YouTube の埋め込み（CONTRIBUTING.md の「埋め込み」）を使い、それ以外はリンク [説明](https://…) にしてください。`,
    ),
    'html-style': error(
      `{{written}} はページに書けません。文字の色や大きさ、配置などの見た目は、サイト全体でそろえています。見た目を変えたいときは、どのページのどこをどう見せたいかを書いて、GitHub の Issue で頼んでください。`,
    ),
    'html-svg': error(
      `<{{name}}> はページに書けません。中にスクリプトを書けてしまうためです。図や数式は画像ファイル（.png や .svg）にして、Markdown の画像 ![図の説明](./図.png) で載せてください。`,
    ),
    'html-head': error(
      `<{{name}}> はページに書けません。中に書いたものが、サイト全体の設定と同じ場所（ページの head）に入ってしまうためです。ページの説明はフロントマターの description に書きます。ほかに必要なものは、GitHub の Issue で頼んでください。`,
    ),
    'html-link': error(
      `<link> はページに書けません。ほかのサイトの中身をページに読み込んでしまうためです。ほかのページへの案内は、リンク [説明](https://…) で書いてください。`,
    ),
    'html-meta': error(
      `<meta> はページに書けません。ページを開いた人を別のページへ移動させたり、検索エンジンでの扱いを変えたりできてしまうためです。ページの説明はフロントマターの description に書き、移動先へはリンク [説明](https://…) で案内してください。`,
    ),
    'html-form': error(
      `{{written}} はページに書けません。入力した内容をほかのサイトへ送れてしまうためです。申し込みや問い合わせは、フォームのページへのリンク [説明](https://…) で案内してください。`,
    ),
    'html-event-handler': error(
      `{{attribute}}= はページに書けません。画像の読み込みやクリックのときにスクリプトが動いてしまうためです。{{attribute}}="…" を消してください。`,
    ),
    'html-attribute': error(
      `<{{name}}> の {{attribute}}= はページに書けません。{{attribute}}="…" を消してください。`,
    ),
    'html-url': error(
      `{{attribute}}="{{scheme}}:…" はページに書けません。リンクを押したときにスクリプトが動いてしまうことがあるためです。https:// で始まるリンク先か、サイト内の /docs/… のようなリンク先に直してください。`,
    ),
    'link-script-url': error(
      `リンク先「{{scheme}}:…」はページに書けません。リンクを押したときにスクリプトが動いてしまうことがあるためです。https:// で始まるリンク先か、サイト内の /docs/… のようなリンク先に直してください。`,
    ),
    'embed-not-allowed': error(
      `<iframe src="{{src}}"> は埋め込めません。埋め込めるのは YouTube の動画だけで、src を https://www.youtube-nocookie.com/embed/動画ID にします（CONTRIBUTING.md の「埋め込み」）。ほかのサイトはリンク [説明]({{link}}) にしてください。`,
    ),
    'embed-srcdoc': error(
      `埋め込みに srcdoc= は書けません。埋め込みの中でスクリプトが動いてしまうためです。srcdoc="…" を消して、YouTube の動画を <iframe src="https://www.youtube-nocookie.com/embed/動画ID" title="動画の中身"> の形で埋め込んでください（CONTRIBUTING.md の「埋め込み」）。`,
    ),
    'embed-title': error(
      `埋め込んだ動画に title がありません。画面を読み上げて使う方のために、title="体験会の様子（動画）" のように中身を書いてください。`,
    ),
  }),
  ...rule('html-local', 'md-and-mdx', {
    'html-link-local': error(
      `HTML のリンク <a href="{{url}}"> は、プレビュー（/pr-preview/pr-番号/ の下）で別のページを指してしまい、リンク切れの検査も効きません。Markdown のリンク [リンクの文字]({{url}}) で書いてください。`,
      {fixable: true},
    ),
    'html-image-local': error(
      `HTML の画像 <img src="{{url}}"> は、公開するときに画像が正しい場所に置かれず、プレビュー（/pr-preview/pr-番号/ の下）でも表示されません。Markdown の画像 ![画像の説明]({{url}}) で書いてください。`,
      {fixable: true},
    ),
  }),
  ...rule('mdx-void', 'md-and-mdx', {
    'mdx-void-element': error(
      `.mdx のファイルでは {{tag}} と書けません。最後に / を付けて {{closed}} と書いてください（Markdown だけのページなら、ファイルを .md にするとそのまま書けます）。`,
      {fixable: true},
    ),
    'mdx-void-image': error(
      `.mdx のファイルでは {{tag}} と書けません。Markdown の画像 ![画像の説明]({{src}}) で書いてください（画像の説明には alt の内容を書きます）。`,
      {fixable: true},
    ),
  }),
  ...rule('mdx-syntax', 'md-and-mdx', {
    'mdx-syntax-brace': error(
      `MDX として読めない書き方があります。.mdx のファイルでは { } が JavaScript の式として読まれます。文字として書くときは \\{ \\} と書くか、部品を使わないページならファイルを .md にしてください。（詳細: {{detail}}）`,
    ),
    'mdx-syntax-tag': error(
      `MDX として読めない書き方があります。.mdx のファイルでは < が部品（タグ）の始まりとして読まれます。不等号などの文字として書くときは &lt; と書くか、部品を使わないページならファイルを .md にしてください。（詳細: {{detail}}）`,
    ),
    'mdx-syntax': error(
      `MDX として読めない書き方があります。書き方をもう一度確かめてください。部品を使わないページなら、ファイルを .md にすると記号をそのまま書けます。（詳細: {{detail}}）`,
    ),
  }),
  ...rule('mdx-names', 'md-and-mdx', {
    'mdx-import': error(
      `「{{source}}」は import できません。.mdx で import できるのは、サイトが用意した部品とデータ（ほかのページの import 行にあるもの）だけです。ほかのページから import 行を写すか、新しい部品が要るときは、GitHub の Issue で頼んでください。`,
    ),
    'mdx-export': error(
      `export はこのページに書けません。export で書いたものは、サイトのプログラムとして動いてしまうためです。export の行を消してください。表示を変える部品が要るときは、GitHub の Issue で頼んでください。`,
    ),
    'mdx-expression': error(
      `{{{expression}}} は .mdx のファイルでは JavaScript の式として読まれ、「{{name}}」が見つからないためページが表示できません。波かっこを文字として書くときは \\{{{expression}}\\} と書くか、部品を使わないページならファイルを .md にしてください。`,
    ),
    'mdx-global': error(
      `{{{expression}}} の「{{name}}」は JavaScript にもとからある名前なので、ページでは使えません。{ } の中に書けるのは、import したデータの名前（{school.name} など）とコメント {/* … */} だけです。波かっこを文字として書くときは \\{ \\} と書いてください。`,
    ),
    'mdx-code': error(
      `{{{expression}}} はページに書けません。{ } の中に書けるのは、import したデータの名前（{school.name} など）とコメント {/* … */} だけです。波かっこを文字として書くときは \\{ \\} と書いてください。`,
    ),
    'mdx-component-import': error(
      `部品 <{{name}}> が import されていません。ファイルの先頭に import 行を書くか、ほかのページからその行を写してください。部品を使うつもりがないなら、< を &lt; と書いてください。`,
    ),
    'mdx-component': error(
      `部品 <{{name}}> はページで使えません。使える部品は、ほかのページで使っているもの（表や箇条書き、タブなど）です。新しい部品が要るときは、GitHub の Issue で頼んでください。`,
    ),
  }),
  ...rule('images', 'images', {
    'image-alt': error(
      `画像 {{url}} には説明（代替テキスト）がありません。画像が見えない方にも伝わるよう、![ここに説明](./画像.png) の [ ] の中に、何が写っているかを書いてください。`,
    ),
    'image-alt-jsx': error(
      `画像 <img> には説明（代替テキスト）がありません。画像が見えない方にも伝わるよう、alt="…" の中に、何が写っているかを書いてください。`,
    ),
    'image-missing': error(
      `画像 {{url}} が見つかりません。画像ファイルをこのファイルと同じフォルダーに置き、ファイル名（大文字・小文字、拡張子）を合わせてください。`,
    ),
    'image-too-large': error(
      `画像 {{url}} が大きすぎます（{{size}}、上限 ${IMAGE_LIMIT}）。スマートフォンで表示が遅くなります。見た目を保ったまま小さくします。${FIXED_IN_PULL_REQUEST}`,
      {fixable: true},
    ),
    'image-too-large-unshrinkable': error(
      `画像 {{url}} が大きすぎます（{{size}}、上限 ${IMAGE_LIMIT}）。スマートフォンで表示が遅くなります。小さくできない形式なので、写真なら JPEG（.jpg）で、図なら PNG（.png）で保存し直してから、アップロードし直してください。`,
    ),
    'image-heic': error(
      `画像 {{url}} は HEIC 形式（iPhone の写真の形式）なので、多くのブラウザーで表示されません。写真を JPEG に変換して、{{where}}の「{{url}}」を「{{jpeg}}」に書き換えます。${FIXED_IN_PULL_REQUEST}`,
      {help: 'add-photos', fixable: true},
    ),
  }),
  ...rule('file-name', 'folder-and-file', {
    'file-name-space': error(
      `ファイル名かフォルダー名に空白が入っています。空白があると、画像が表示されなかったり、URL に %20 が入ったりします。空白をハイフン（-）に変えて {{suggested}} という名前にしてください{{extra}}。`,
    ),
  }),
  ...rule('photo-format', 'add-photos', {
    'photo-unshowable': error(
      `写真 {{file}} は多くのブラウザーで表示できない形式（iPhone の HEIC や TIFF）です。JPEG に変換し、この写真を使っている行も書き換えます。${FIXED_IN_PULL_REQUEST}`,
      {fixable: true},
    ),
  }),
  ...rule('route-duplicate', 'folder-and-file', {
    'route-duplicate': error(
      `このページの URL {{route}} が {{others}} と重なっています。重なると片方のページしか表示されません。どちらかの slug（なければファイル名）を変えてください。`,
    ),
  }),
  ...rule('copied', 'start-a-post', {
    'copied-title': notice(
      `タイトル「{{value}}」が {{others}} と同じです。ほかの記事を写して書き始めたときは、この記事に合うタイトルに書き換えてください。`,
    ),
    'copied-description': notice(
      `description が {{others}} と同じです。ほかの記事を写して書き始めたときは、この記事の内容を紹介する文に書き換えてください。`,
    ),
    'copied-slug': notice(
      `スラッグ「{{value}}」が {{others}} と同じです。ほかの記事を写して書き始めたときは、この記事に合うスラッグに変えてください（フロントマターの slug、なければフォルダー名の日付より後ろ）。`,
    ),
  }),
  ...rule('doc-references', 'docs', {
    'doc-reference-missing': error(
      `ページ「{{id}}」（docs/{{id}}.md または .mdx）がありません。ページを消したり名前を変えたりしたときは、この行も消すか、新しい名前（docs/ から先のパス、拡張子なし）に直してください。`,
    ),
  }),
  ...rule('doc-unreachable', 'docs', {
    'doc-unreachable': notice(
      `このページ（{{route}}）は公開されますが、サイドバーにも、ほかのページのリンクにもないので、訪れる人がたどり着けません。sidebars.ts の一覧に '{{id}}' を加えるか、ほかのページから [ページの中身がわかる文字]({{route}}) とリンクしてください。URL を知っている人だけに見せるページなら、フロントマターに unlisted: true と書いてください。`,
    ),
  }),
};

export type RuleId = (typeof MESSAGES)[keyof typeof MESSAGES]['rule'];
export type MessageId = keyof typeof MESSAGES;

/** The names of a template's placeholders, in the order they first appear. */
const placeholders = (text: string) => [
  ...new Set(Array.from(text.matchAll(/\{\{(\w+)\}\}/g), ([, name]) => name)),
];

/** The text of message `id` with the file's `words` in its placeholders, in their order. */
export function formatMessage(id: MessageId, words: readonly string[] = []): string {
  const {text} = MESSAGES[id];
  const names = placeholders(text);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => words[names.indexOf(name)] ?? '');
}
