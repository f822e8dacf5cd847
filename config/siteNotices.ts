/** Why a build is not the real public site: each reason adds a notice and keeps search engines out. */
export interface NonPublicBuild {
  /** The pull request a preview build shows. */
  previewOf?: string;
  /** The owner published the sample facts on purpose, as a demo. */
  sampleFacts: boolean;
}

/** The pull request number of a preview built under /pr-preview/pr-<N>/, if any. */
export function previewPullRequest(baseUrl: string): string | undefined {
  return /\/pr-preview\/pr-(\d+)\/$/.exec(baseUrl)?.[1];
}

export function siteNotices({previewOf, sampleFacts}: NonPublicBuild): string[] {
  return [
    ...(previewOf
      ? [
          `これはプルリクエスト #${previewOf} のプレビューです。公開中のサイトではありません。検索エンジンには載りません。`,
        ]
      : []),
    ...(sampleFacts
      ? [
          'サンプルサイトです。教室名・所在地・料金・連絡先などはすべて見本の値で、実在の教室ではありません。',
        ]
      : []),
  ];
}
