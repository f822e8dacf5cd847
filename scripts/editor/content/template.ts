/**
 * The skeleton `npm run new:post` writes. Its sample sentences are placeholders: the content
 * check fails while any of them is left, so an unedited skeleton is never published.
 */
import type {Finding} from './types';

export const PLACEHOLDERS = {
  description: '記事の内容を一文で紹介します。検索結果や SNS のカードに表示されます。',
  opening: 'ここに書き出しの段落を書きます。ブログの一覧には、次の印までが表示されます。',
  heading: '## 最初の見出し {#first-section}',
  body: 'ここに本文を書きます。画像はこのファイルと同じフォルダーに置き、`![説明](./image.png)` のように書きます。',
};

export function postTemplate({
  slug,
  title,
  author,
  tag,
}: {
  slug: string;
  title: string;
  author: string;
  tag?: string;
}): string {
  return `---
slug: ${JSON.stringify(slug)}
title: ${JSON.stringify(title)}
description: ${JSON.stringify(PLACEHOLDERS.description)}
authors: [${author}]
tags: [${tag ?? ''}]
---

${PLACEHOLDERS.opening}

<!-- truncate -->

${PLACEHOLDERS.heading}

${PLACEHOLDERS.body}
`;
}

/** Each sample sentence of the skeleton still in the file, at its line. */
export function checkPlaceholders(file: string, text: string, findings: Finding[]): void {
  text.split(/\r?\n/).forEach((content, index) => {
    const left = Object.values(PLACEHOLDERS).find((placeholder) => content.includes(placeholder));
    if (!left) return;
    findings.push({
      file,
      line: index + 1,
      severity: 'error',
      message: `ひな形の文章「${left.replace(/^## /, '')}」が残っています。この記事の内容に書き換えてください${left === PLACEHOLDERS.heading ? '（{#…} の中も、見出しに合う英語の id に変えます）' : ''}。`,
    });
  });
}
