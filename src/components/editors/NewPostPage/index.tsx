import React, {useState, type ComponentProps, type ReactNode, type SubmitEvent} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import {school} from '@site/src/data/school';
import EditorsPage from '@site/src/components/editors/EditorsPage';
import {
  dateProblem,
  formatDate,
  githubNewFileUrl,
  newPostFile,
  postSkeleton,
  slugProblem,
  titleProblem,
  type NewPostChoices,
} from '@site/src/lib/blogPost';
import {Field, TextField} from '@site/src/components/editors/Field';
import styles from './styles.module.css';

/*
 * The editors' page of plugins/site/editors-page.ts: the new post's title, slug, tag, author and
 * date, checked as typed with the rules of the content check, open GitHub's new-file screen with
 * the post's path and skeleton (src/lib/blogPost.ts, as `npm run new:post` writes it). Kept out
 * of search engines, the sitemap, the site search and the navigation: only editors need it.
 */

const REPOSITORY = {
  organization: school.githubOrganization,
  project: school.githubProject,
  branch: 'main',
};
const CONTRIBUTING_URL = `https://github.com/${REPOSITORY.organization}/${REPOSITORY.project}/blob/${REPOSITORY.branch}/CONTRIBUTING.md`;

type FieldName = 'title' | 'slug' | 'tag' | 'author' | 'date';
const controlId = (name: FieldName) => `new-post-${name}`;

interface ChoiceFieldProps extends Omit<ComponentProps<typeof Field>, 'children'> {
  value: string;
  onChange: (value: string) => void;
  options: {value: string; text: string}[];
}

/** A field that chooses one of `options`. */
function ChoiceField({value, onChange, options, ...field}: ChoiceFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export default function NewPostPage({choices}: {readonly choices: NewPostChoices}): ReactNode {
  const isBrowser = useIsBrowser();
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [tag, setTag] = useState('');
  const [author, setAuthor] = useState(choices.authors[0]?.key ?? '');
  // Today in the editor's time zone, once the page runs in a browser (the build has no today).
  const [typedDate, setTypedDate] = useState<string>();
  const date = typedDate ?? (isBrowser ? formatDate(new Date()) : '');
  const [sent, setSent] = useState(false);

  const problems: Record<FieldName, string | undefined> = {
    title: titleProblem(title),
    slug: slugProblem(slug, choices.takenSlugs),
    tag: tag ? undefined : 'タグを選んでください。',
    author: author ? undefined : '著者を選んでください。',
    date: dateProblem(date),
  };
  // The slug and title are checked as they are typed; every field once the form is sent.
  const shown = (name: FieldName) =>
    sent || (name === 'slug' && slug !== '') || (name === 'title' && title !== '')
      ? problems[name]
      : undefined;
  const file = newPostFile({date, slug});

  function open(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(true);
    const firstWrong = (Object.keys(problems) as FieldName[]).find((name) => problems[name]);
    if (firstWrong) {
      document.getElementById(controlId(firstWrong))?.focus();
      return;
    }
    window.location.assign(
      githubNewFileUrl(REPOSITORY, file, postSkeleton({slug, title, author, tag})),
    );
  }

  return (
    <EditorsPage
      title="記事を書きはじめる"
      description="ブログ記事のファイルとひな形を入れた状態で、GitHub のファイル作成画面を開く、編集担当の方のためのページです。"
      intro={
        <p>
          新しいブログ記事のタイトルなどを入れて「GitHub で記事のファイルを作る」を押すと、GitHub
          のファイル作成画面が開きます。ファイルの名前と記事のひな形は、入った状態で開きます。
        </p>
      }>
      <form className={styles.form} onSubmit={open} noValidate>
        <TextField
          id={controlId('title')}
          label="タイトル"
          hint="記事の一覧や検索結果に表示されます。全角 32 文字ほどまでにします。"
          problem={shown('title')}
          value={title}
          onChange={setTitle}
        />
        <TextField
          id={controlId('slug')}
          label="スラッグ（記事の URL の最後の部分）"
          hint={
            <>
              半角の英小文字・数字・ハイフンで、ほかの記事と重ならない名前にします（例:
              summer-camp-2026）。公開後の URL は <code>/blog/{slug || 'スラッグ'}</code> です。
            </>
          }
          problem={shown('slug')}
          value={slug}
          onChange={(typed) => {
            setSlug(typed.trim());
          }}
          input={{inputMode: 'url', autoCapitalize: 'none', spellCheck: false}}
        />
        <ChoiceField
          id={controlId('tag')}
          label="タグ"
          hint="記事の分類です。新しいタグが必要なときは、先に blog/tags.yml に追加します。"
          problem={shown('tag')}
          value={tag}
          onChange={setTag}
          options={[
            {value: '', text: '選んでください'},
            ...choices.tags.map(({key, label}) => ({value: key, text: `${label}（${key}）`})),
          ]}
        />
        <ChoiceField
          id={controlId('author')}
          label="著者"
          hint="blog/authors.yml に登録されている方から選びます。"
          problem={shown('author')}
          value={author}
          onChange={setAuthor}
          options={choices.authors.map(({key, name}) => ({
            value: key,
            text: `${name}（${key}）`,
          }))}
        />
        <TextField
          id={controlId('date')}
          label="公開日"
          hint="年-月-日で書きます（はじめは今日の日付）。未来の日付にすると、その日の0時過ぎ（日本時間）に公開されます。"
          problem={shown('date')}
          value={date}
          onChange={(typed) => {
            setTypedDate(typed.trim());
          }}
          input={{inputMode: 'numeric', placeholder: '2026-07-04'}}
        />
        <p className="margin-top--md">
          作るファイル: <code>{file}</code>
        </p>
        <button className="button button--primary" type="submit">
          GitHub で記事のファイルを作る
        </button>
      </form>

      <Heading as="h2" id="next">
        GitHub の画面が開いたら
      </Heading>
      <ol>
        <li>
          ひな形の「ここに…」などの文章と見出しを、この記事の内容に書き換えます。書き終えたら{' '}
          <code>draft: true</code> の行を消します（残っているあいだは下書きで、公開されません）。
        </li>
        <li>
          「Commit changes...」を押し、「Create a new branch for this commit and start a pull
          request」を選んで「Propose changes」を押します。
        </li>
        <li>次の画面で「Create pull request」を押します。自動でチェックが動きます。</li>
      </ol>
      <p>写真は、次のページで小さくし、撮影場所などの情報を消してからアップロードします。</p>
      <p>
        <Link className="button button--secondary" to="/editors/photos">
          写真を記事用に整える
        </Link>
      </p>
      <p>
        写真の追加や、チェックの結果の直し方は、
        <Link to={`${CONTRIBUTING_URL}#web-flow`}>編集担当の方への説明（CONTRIBUTING.md）</Link>
        にあります。
      </p>
    </EditorsPage>
  );
}
