/**
 * The owner's launch checklist (`npm run launch:check`, run by `npm run build:deploy` before the
 * build): what must be true before the site goes public, each item naming the file or the setting
 * to change and what to write there. Every item is a function of its inputs, so the unit tests
 * give each a passing and a failing case; check-launch.ts reads the inputs and prints.
 */
import {siteAddress} from '../../config/siteAddress';
import {isSample} from '../../lib/facts/samples';
import type {SampleFact} from './sampleFacts';

/**
 * A place to change: a file, and its line where known (a facts file's field), else the key
 * written on it (none: the file as a whole).
 */
export interface Place {
  readonly file: string;
  readonly key?: string;
  readonly line?: number;
}

/** What needs doing at one place: an annotation on GitHub. */
interface Problem extends Place {
  readonly message: string;
}

export interface LaunchItem {
  /** What is checked, with the file or the setting to change. */
  readonly title: string;
  /** `warning`: it may go public, but the owner should know (a demo with the sample facts). */
  readonly status: 'ok' | 'warning' | 'error';
  /** What the owner reads under the title: the verdict, then what to write where. */
  readonly lines: readonly string[];
  readonly problems: readonly Problem[];
}

const ok = (title: string, ...lines: string[]): LaunchItem => ({
  title,
  status: 'ok',
  lines,
  problems: [],
});

const failed = (title: string, problems: Problem[], ...lines: string[]): LaunchItem => ({
  title,
  status: 'error',
  lines: [...lines, ...problems.map(({message}) => message)],
  problems,
});

/** Each file's facts together: one annotation per file, at its first sample. */
function byFile(samples: readonly SampleFact[], message: string): Problem[] {
  const files = new Map<string, SampleFact[]>();
  for (const field of samples) files.set(field.file, [...(files.get(field.file) ?? []), field]);
  return [...files.values()].map((fields) => ({
    file: fields[0]?.file ?? '',
    line: fields[0]?.line,
    message: `見本の値のままです：${fields.map(({label}) => label).join('、')}。${message}`,
  }));
}

/** 1. No fact a visitor relies on is still a sample, unless the owner publishes a demo. */
export function sampleFactsItem(samples: readonly SampleFact[], allowSamples: boolean): LaunchItem {
  const title = '見本の値（src/data/facts/ の教室情報、blog/authors.yml、見本のブログ記事）';
  if (samples.length === 0) return ok(title, '見本の値は残っていません。');
  const list = samples.map(({label, value, where}) => `  - ${label}：「${value}」（${where}）`);
  const replace =
    '本物の値に書き換えたら、その行の最後の「# 見本」も消してください（残っているあいだは見本として扱います）。';
  if (allowSamples) {
    return {
      title,
      status: 'warning',
      lines: [
        `次の${samples.length}件が見本の値のままですが、ALLOW_SAMPLE_FACTS=true のため、サンプルサイトとして公開します。`,
        ...list,
        '各ページに「サンプルサイト」の表示が出て、検索エンジンには載りません。',
      ],
      problems: byFile(samples, 'ALLOW_SAMPLE_FACTS=true のため、サンプルサイトとして公開します。'),
    };
  }
  return {
    title,
    status: 'error',
    lines: [
      `次の${samples.length}件が見本の値のままです。本物の値に書き換えてください。`,
      ...list,
      replace,
      'デモとしてわざと公開するときは、リポジトリ変数 ALLOW_SAMPLE_FACTS を true にします（README の「公開の手順」）。',
    ],
    problems: byFile(samples, replace),
  };
}

/** What the site URL item reads. */
export interface SiteUrlInputs {
  readonly siteUrl: string;
  /** Where siteUrl, githubOrganization and githubProject are written. */
  readonly at: {readonly siteUrl: Place; readonly githubOrganization: Place};
  readonly organization: string;
  readonly project: string;
  /** The text of static/CNAME, when the file exists. */
  readonly cname?: string;
  /** The repository the deploy runs in, `owner/name` (GITHUB_REPOSITORY), when known. */
  readonly repository?: string;
  /** The deploy's BASE_URL, if it sets one (only previews should). */
  readonly baseUrl?: string;
}

export const CNAME_FILE = 'static/CNAME';
const PAGES_SETTING = 'GitHub の Settings → Pages → Custom domain';

/** The address GitHub Pages serves a repository at, without a custom domain. */
function pagesUrl(organization: string, project: string): string {
  const domain = `${organization.toLowerCase()}.github.io`;
  return project.toLowerCase() === domain ? `https://${domain}` : `https://${domain}/${project}`;
}

/** The site URL, parsed, if it is one the site can be built for. */
function parseSiteUrl(siteUrl: string): URL | undefined {
  try {
    const url = new URL(siteUrl);
    const plain = !url.username && !url.password && !url.search && !url.hash;
    return url.protocol === 'https:' && plain && !siteUrl.endsWith('/') ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * 2. The site URL is where GitHub Pages serves the site: `https://<org>.github.io` for the
 * repository `<org>.github.io`, `https://<org>.github.io/<project>` for any other, or the custom
 * domain static/CNAME names. Canonical links, the sitemap, JSON-LD and the social card's address
 * are made from it.
 */
export function siteUrlItem(inputs: SiteUrlInputs): LaunchItem {
  const {siteUrl, at, organization, project, cname, repository, baseUrl} = inputs;
  const title = `サイトの URL（${at.siteUrl.file} の siteUrl と ${CNAME_FILE}）`;
  const atSiteUrl = (message: string): Problem => ({...at.siteUrl, message});
  const atCname = (message: string): Problem => ({file: CNAME_FILE, message});
  const url = parseSiteUrl(siteUrl);
  if (!url) {
    return failed(title, [
      atSiteUrl(
        `siteUrl の「${siteUrl}」は、サイトの URL として使えません。https:// で始め、最後に / を付けずに書きます（例: https://${organization.toLowerCase()}.github.io）。`,
      ),
    ]);
  }
  const problems: Problem[] = [];
  // GitHub Pages serves the repository the deploy runs in; elsewhere, the one the facts name.
  const [owner = organization, name = project] = repository?.split('/') ?? [];
  if (`${owner}/${name}`.toLowerCase() !== `${organization}/${project}`.toLowerCase()) {
    problems.push({
      ...at.githubOrganization,
      message: `このサイトはリポジトリ ${owner}/${name} から公開されますが、教室情報の GitHub の組織名とリポジトリ名は「${organization}/${project}」です。githubOrganization を「${owner}」、githubProject を「${name}」にします。`,
    });
  }
  const host = cname?.trim();
  let verdict: string;
  if (host !== undefined) {
    verdict = `独自ドメイン「${host}」で公開します。${PAGES_SETTING} にも同じドメインを入れます。`;
    if (!/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(host)) {
      problems.push(
        atCname(
          `${CNAME_FILE} には、ドメイン名だけを1行で書きます（例: ${url.host}）。https:// や / は付けません。`,
        ),
      );
    } else if (host.toLowerCase().endsWith('.github.io')) {
      problems.push(
        atCname(
          `${CNAME_FILE} は、独自ドメインを使うときだけ置きます。GitHub Pages のアドレス（${host}）で公開するなら、${CNAME_FILE} を消します。`,
        ),
      );
    } else if (url.host.toLowerCase() !== host.toLowerCase() || url.pathname !== '/') {
      problems.push(
        atSiteUrl(
          `${CNAME_FILE} のドメインは「${host}」です。独自ドメインのサイトはドメインのすぐ下で公開されるので、siteUrl を「https://${host.toLowerCase()}」にします。`,
        ),
      );
    }
  } else if (!url.host.toLowerCase().endsWith('.github.io')) {
    verdict = '';
    problems.push(
      atSiteUrl(
        `siteUrl のドメイン「${url.host}」は独自ドメインですが、${CNAME_FILE} がありません。${CNAME_FILE} というファイルを作り、1行目に「${url.host}」とだけ書きます。${PAGES_SETTING} にも同じドメインを入れます。`,
      ),
    );
  } else {
    const expected = pagesUrl(owner, name);
    verdict = `GitHub Pages のアドレス「${expected}」で公開します（${CNAME_FILE} はありません）。`;
    if (siteUrl !== expected) {
      problems.push(
        atSiteUrl(
          `リポジトリ ${owner}/${name} のサイトを GitHub Pages が公開するアドレスは「${expected}」です。siteUrl を「${expected}」にします。独自ドメインを使うときは、siteUrl をそのドメインの URL にして、${CNAME_FILE} を作ります。`,
        ),
      );
    }
  }
  const built = siteAddress(siteUrl, baseUrl);
  if (`${built.url}${built.baseUrl}` !== `${siteUrl}/`) {
    problems.push({
      file: 'docusaurus.config.ts',
      key: 'baseUrl',
      message: `公開用のビルドに環境変数 BASE_URL（${baseUrl ?? ''}）が設定されていて、ページのアドレスが siteUrl からずれます。BASE_URL はプレビューだけに使うので、公開用のビルドからは外します。`,
    });
  }
  return problems.length > 0 ? failed(title, problems) : ok(title, verdict);
}

/** The analytics ID written as the form to follow, which owners may copy as it is. */
const ANALYTICS_ID_EXAMPLE = 'G-XXXXXXXXXX';
const ANALYTICS_SETTING = 'リポジトリ変数 GA_TRACKING_ID';
const VARIABLES_PAGE = 'Settings → Secrets and variables → Actions → Variables';
const DEPLOY_WORKFLOW: Place = {file: '.github/workflows/deploy.yml', key: 'GA_TRACKING_ID'};

/** 3. The Google Analytics ID, when set, is a GA4 measurement ID: `G-` and capitals or digits. */
export function analyticsItem(trackingId: string | undefined): LaunchItem {
  const title = `アナリティクスの測定 ID（${ANALYTICS_SETTING}）`;
  if (!trackingId) {
    return ok(
      title,
      `未設定なので、アナリティクスは読み込みません。使うときは、測定 ID（G- で始まる値）を ${VARIABLES_PAGE} に登録します。`,
    );
  }
  const where =
    'Google アナリティクスの「管理」→「データストリーム」でストリームを開くと、右上に「測定 ID」があります。';
  let advice: string | undefined;
  if (trackingId !== trackingId.trim()) {
    advice = `「${trackingId}」の前後に空白や改行があります。空白を消して登録し直します。`;
  } else if (trackingId === ANALYTICS_ID_EXAMPLE) {
    advice = `「${ANALYTICS_ID_EXAMPLE}」は書き方の例です。${where}その値を登録し直します。`;
  } else if (/^UA-/i.test(trackingId)) {
    advice = `「${trackingId}」は、2024年7月に止まったユニバーサル アナリティクスの ID です。${where}G- で始まるその値を登録し直します。`;
  } else if (!/^G-[0-9A-Z]+$/.test(trackingId)) {
    advice = `「${trackingId}」は測定 ID の形（G- のあとに英大文字と数字。例: G-ABC123DEF4）ではありません。${where}その値をそのまま登録し直します。`;
  }
  return advice
    ? failed(title, [
        {...DEPLOY_WORKFLOW, message: `${ANALYTICS_SETTING}（${VARIABLES_PAGE}）：${advice}`},
      ])
    : ok(title, `「${trackingId}」で、公開サイトのアクセスを計測します。`);
}

/** 4. The trial form URL, the site's one call to action, opens a real form for a visitor. */
export function trialFormItem(trialFormUrl: string, at: Place): LaunchItem {
  const title = `無料体験の申し込みフォームの URL（${at.file} の trialFormUrl）`;
  const fail = (advice: string) =>
    failed(title, [{...at, message: `trialFormUrl の「${trialFormUrl}」は${advice}`}]);
  const share =
    'フォームの編集画面の「送信」→ リンクのボタンで出る URL（https://forms.gle/… か …/viewform）を書きます。';
  let url: URL;
  try {
    url = new URL(trialFormUrl);
  } catch {
    return fail(`URL の形ではありません。${share}`);
  }
  if (isSample(trialFormUrl)) return fail(`見本の URL です。${share}`);
  if (url.protocol !== 'https:') return fail(`https:// で始まっていません。${share}`);
  if (url.hostname === 'docs.google.com' && url.pathname.endsWith('/edit')) {
    return fail(`フォームを編集する画面の URL で、申し込む方は開けません。${share}`);
  }
  return ok(
    title,
    `申し込みボタンは「${trialFormUrl}」を開きます。フォームに同意の項目があるかも確かめます（README の「申し込みフォームの同意の項目」）。`,
  );
}

/**
 * The first line of a file that writes `key:`, in the site config (TypeScript) or a workflow
 * (YAML, where the key sits in a step found by its command). A facts file's places come with
 * their line from the facts reader. Comments and interfaces (`readonly key:`) are skipped.
 */
export function lineOf(text: string, key: string): number | undefined {
  const written = new RegExp(`(?:^|[\\s{,])['"]?${key}['"]?\\s*:`);
  const index = text
    .split('\n')
    .findIndex((line) => !/^\s*(?:\/\/|\/?\*|#|readonly\s)/.test(line) && written.test(line));
  return index < 0 ? undefined : index + 1;
}

const MARK = {ok: '✔', warning: '⚠', error: '✖'} as const;

/** The checklist as the owner reads it: each item numbered, and the verdict. */
export function readableChecklist(items: readonly LaunchItem[]): string[] {
  const lines = ['公開前の確認（npm run launch:check）'];
  items.forEach(({title, status, lines: body}, index) => {
    lines.push('', `${MARK[status]} ${index + 1}. ${title}`, ...body.map((line) => `    ${line}`));
  });
  const failing = items.filter(({status}) => status === 'error').length;
  lines.push(
    '',
    failing > 0
      ? `✖ 公開できません：${items.length}項目のうち${failing}項目を直してください。直したら、もう一度 npm run launch:check を実行します。`
      : `✔ ${items.length}項目すべて、公開できる状態です。`,
  );
  return lines;
}
