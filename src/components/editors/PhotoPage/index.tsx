import React, {useState, type ChangeEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {school} from '@site/src/data/school';
import EditorsPage from '@site/src/components/editors/EditorsPage';
import {Field, TextField} from '@site/src/components/editors/Field';
import {
  IMAGE_MAX_BYTES,
  branchOf,
  githubUploadUrl,
  markdownImageLine,
  photoFileName,
  postFolderOf,
} from '@site/src/lib/photos';
import type {PreparedPhoto} from './preparePhoto';
import styles from './styles.module.css';

/*
 * The editors' photo page of plugins/site/editors-page.ts: photos chosen here are shrunk under
 * the site's limit, converted from HEIC, and encoded again without metadata, all in the browser
 * (preparePhoto.ts, loaded once photos are chosen): nothing is sent anywhere. The editor saves
 * them with their Markdown lines and opens GitHub's upload screen for the post's folder on the
 * pull request's branch, so no photo with its location reaches the repository's history.
 */

const REPOSITORY = {organization: school.githubOrganization, project: school.githubProject};
const CONTRIBUTING_URL = `https://github.com/${REPOSITORY.organization}/${REPOSITORY.project}/blob/main/CONTRIBUTING.md`;
const LIMIT = `${IMAGE_MAX_BYTES / 1024} KB`;

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type Outcome =
  | {original: File; name: string; photo: PreparedPhoto; dataUrl: string}
  | {original: File; problem: string};

/** The photo as a `data:` address: the page's policy shows images from the site and `data:` only. */
const dataUrlOf = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(reader.result as string);
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('FileReader'));
    };
    reader.readAsDataURL(file);
  });

function PhotoResult({outcome}: {outcome: Outcome}): ReactNode {
  const {original} = outcome;
  if ('problem' in outcome) {
    return (
      <li className="alert alert--danger">
        {original.name}: {outcome.problem}
      </li>
    );
  }
  const {name, photo, dataUrl} = outcome;
  return (
    <li className={`${styles.photo} margin-bottom--lg`}>
      <img
        className={styles.preview}
        src={dataUrl}
        alt={`${name} の見本`}
        width={photo.width}
        height={photo.height}
      />
      <div>
        <p className="margin-bottom--sm">
          {original.name}（{formatBytes(original.size)}）→ <strong>{name}</strong>（
          {formatBytes(photo.jpeg.size)}、{photo.width} × {photo.height}）
        </p>
        <p className="margin-bottom--sm">撮影場所（GPS）やカメラの情報は入っていません。</p>
        {/* A download of a file made in the page, not a page to go to: Link would prefix it. */}
        {/* eslint-disable-next-line @docusaurus/no-html-links */}
        <a className="button button--primary" href={dataUrl} download={name}>
          {name} を保存
        </a>
      </div>
    </li>
  );
}

export default function PhotoPage(): ReactNode {
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [progress, setProgress] = useState('');
  const [branch, setBranch] = useState('');
  const [folder, setFolder] = useState('');

  async function prepare(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    if (files.length === 0) return;
    setOutcomes([]);
    setProgress('写真を整える準備をしています…');
    let preparing: typeof import('./preparePhoto');
    try {
      preparing = await import('./preparePhoto');
    } catch {
      // Offline, or the site was published again since the page opened.
      setProgress(
        '写真を整える部品を読み込めませんでした。ページを開き直してから、もう一度選んでください。',
      );
      return;
    }
    const {preparePhoto, PhotoError} = preparing;
    const done: Outcome[] = [];
    const taken = new Set<string>();
    for (const [index, original] of files.entries()) {
      setProgress(`${files.length} 枚のうち ${index + 1} 枚目を整えています…`);
      try {
        const photo = await preparePhoto(original);
        const name = photoFileName(original.name, index, taken);
        taken.add(name);
        done.push({original, name, photo, dataUrl: await dataUrlOf(photo.jpeg)});
      } catch (error) {
        done.push({
          original,
          problem:
            error instanceof PhotoError
              ? error.message
              : '整えられませんでした。写真アプリで JPEG として書き出してから選んでください。',
        });
      }
      setOutcomes([...done]);
    }
    const ready = done.filter((outcome) => 'photo' in outcome).length;
    setProgress(`${files.length} 枚のうち ${ready} 枚を整えました。`);
  }

  const names = outcomes.flatMap((outcome) => ('name' in outcome ? [outcome.name] : []));
  const branchName = branchOf(branch);
  const postFolder = postFolderOf(folder);

  return (
    <EditorsPage
      title="写真を記事用に整える"
      description="記事に載せる写真を、撮影場所などの情報を消して小さくしてから GitHub にアップロードするための、編集担当の方のページです。"
      className="markdown"
      intro={
        <>
          <p>
            {`記事に載せる写真は、GitHub にアップロードする前にこのページで整えます。写真は ${LIMIT} 以下の JPEG に小さくなり、撮影場所（GPS）やカメラの製造番号などの情報が消えます。写真はこのブラウザーの中だけで処理され、どこにも送られません。`}
          </p>
          <p className="alert alert--warning">
            {
              '撮影場所が入ったままの写真を GitHub にアップロードすると、あとで消しても履歴に残ります。写真は必ずこのページで整えてからアップロードしてください。'
            }
          </p>
        </>
      }>
      <Heading as="h2" id="choose">
        1. 写真を選ぶ
      </Heading>
      <Field
        id="photos"
        label="写真（いくつでも選べます）"
        hint={
          <>
            JPEG・PNG・iPhone の写真（HEIC）を選べます。HEIC は JPEG
            に変換します。変換できない古いブラウザーでは、その写真に理由を表示します。
          </>
        }
        problem={undefined}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*,.heic,.heif"
            multiple
            onChange={(event) => {
              void prepare(event);
            }}
          />
        )}
      </Field>
      <p role="status">{progress}</p>

      <Heading as="h2" id="save">
        2. 写真を保存する
      </Heading>
      {outcomes.length === 0 && <p>写真を選ぶと、ここに整えた写真が出ます。</p>}
      <ul className="clean-list">
        {outcomes.map((outcome, index) => (
          <PhotoResult key={`${index}-${outcome.original.name}`} outcome={outcome} />
        ))}
      </ul>
      {names.length > 0 && (
        <>
          <p>
            記事の <code>index.md</code>{' '}
            の、写真を出したい場所に次の行を書きます。「説明」は、写っているものがわかる文に書き換えます（
            <Link to={`${CONTRIBUTING_URL}#images`}>画像の書き方</Link>）。
          </p>
          <pre>
            <code>{names.map(markdownImageLine).join('\n')}</code>
          </pre>
        </>
      )}

      <Heading as="h2" id="upload">
        3. GitHub にアップロードする
      </Heading>
      <p>
        プルリクエストのブランチ名と記事のフォルダーを入れると、そのフォルダーへのアップロード画面のリンクができます。
      </p>
      <TextField
        id="branch"
        label="ブランチ名"
        hint="プルリクエストの画面の上にある名前です（例: post-summer-camp）。プルリクエストのアドレスではなく、名前を入れます。"
        problem={
          branch.trim() && !branchName
            ? 'ブランチ名として使えない文字があります。プルリクエストの画面の上にあるブランチ名を、そのまま写してください。'
            : undefined
        }
        value={branch}
        onChange={setBranch}
        input={{autoCapitalize: 'none', spellCheck: false}}
      />
      <TextField
        id="folder"
        label="記事のフォルダー"
        hint="記事の index.md があるフォルダーです（例: blog/2026-07-04-summer-camp）。"
        problem={
          folder.trim() && !postFolder
            ? 'blog/ か docs/ で始まるフォルダーを、blog/2026-07-04-summer-camp のように入れてください。'
            : undefined
        }
        value={folder}
        onChange={setFolder}
        input={{autoCapitalize: 'none', spellCheck: false, inputMode: 'url'}}
      />
      {branchName && postFolder ? (
        <p>
          <Link
            className="button button--primary"
            to={githubUploadUrl(REPOSITORY, branchName, postFolder)}>
            GitHub のアップロード画面を開く
          </Link>
        </p>
      ) : (
        <p>ブランチ名と記事のフォルダーを入れると、ここにリンクが出ます。</p>
      )}
      <ol>
        <li>
          開いた画面に、保存した写真をドラッグします（スマートフォンでは「choose your
          files」から選びます）。
        </li>
        <li>
          「Commit directly to the <code>{branchName ?? 'ブランチ名'}</code>{' '}
          branch」を選んで「Commit changes」を押します。
        </li>
        <li>記事の index.md に、上の行を書いてコミットします。</li>
      </ol>
      <p>
        撮影場所が入ったままの写真をアップロードしてしまったときは、消してもプルリクエストの履歴に残ります。すぐにリポジトリの管理者に知らせてください（
        <Link to={`${CONTRIBUTING_URL}#add-photos`}>写真を追加する</Link>）。
      </p>
    </EditorsPage>
  );
}
