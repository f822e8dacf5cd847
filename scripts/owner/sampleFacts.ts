import {readFileSync} from 'node:fs';
import {load} from 'js-yaml';
import {school, type School} from '../../src/data/school';
import {operator, type Operator} from '../../src/data/operator';
import {classrooms, type Classroom} from '../../src/data/classrooms';
import {teacher, type Teacher} from '../../src/data/teacher';
import {documentDates, type DocumentDates} from '../../src/data/documents';
import {externalServices, type ExternalService} from '../../src/data/services';
import {sampleLists, type SampleLists} from '../../src/data/samples';

/** One fact a visitor relies on, with where the owner changes it. */
export interface FactField {
  /** The field's name in Japanese, as the owner knows it. */
  readonly label: string;
  /** The file and the property to edit. */
  readonly where: string;
  readonly value: string;
  /** The owner's checklist, src/data/samples.ts, still lists it as a sample. */
  readonly listedAsSample: boolean;
}

/**
 * Marks of a value shipped as a sample: a placeholder, a reserved `.example` domain (RFC 2606),
 * the word 見本/サンプル, or a number made of zeros.
 */
const SAMPLE_MARKS: readonly RegExp[] = [
  /REPLACE-WITH-/i,
  /[./@]example(?:\.(?:com|net|org))?(?:[/:]|$)/i,
  /見本|サンプル/,
  /^[0０\-－]+$/,
];

export function isSample(value: string): boolean {
  return SAMPLE_MARKS.some((mark) => mark.test(value.trim()));
}

/** A value as the refusal shows it: lists joined, the phone's hours as one line. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return value.map(shown).join(' / ');
  if (value !== null && typeof value === 'object') return Object.values(value).map(shown).join(' ');
  return String(value);
}

/** The fields of one record, each with its label, and whether the module still lists it. */
function recordFacts<T extends object>(
  record: T,
  labels: {readonly [K in keyof T]?: string},
  samples: readonly (keyof T)[],
  where: (key: string) => string,
): FactField[] {
  return (Object.keys(labels) as (keyof T & string)[]).map((key) => ({
    label: labels[key] ?? key,
    where: where(key),
    value: shown(record[key]),
    listedAsSample: samples.includes(key),
  }));
}

const SCHOOL_LABELS: {readonly [K in keyof School]?: string} = {
  name: '教室の名前',
  shortName: '教室の短い名前',
  regions: '対面レッスンの地域',
  trialFormUrl: '無料体験の申し込みフォームの URL',
  githubUrl: 'GitHub のページの URL',
  githubOrganization: 'GitHub の組織名',
  githubProject: 'GitHub のリポジトリ名',
  siteUrl: 'サイトの URL',
  contactEmail: '連絡先のメールアドレス',
  foundedYear: '開校の年',
};

const OPERATOR_LABELS: {readonly [K in keyof Operator]?: string} = {
  legalName: '販売事業者（運営者の正式な名前）',
  postalCode: '運営者の郵便番号',
  address: '運営者の住所',
  phone: '電話番号',
  phoneHours: '電話の受付時間',
};

const TEACHER_LABELS: {readonly [K in keyof Teacher]: string} = {
  name: '講師の名前（特定商取引法に基づく表記の運営統括責任者、プライバシーポリシーの代表者）',
  role: '講師の肩書き',
  photo: '講師の写真',
  summary: '講師の紹介文',
  career: '講師の経歴',
  skills: '講師が教えられる言語・ツール',
  message: '講師からのメッセージ',
};

const CLASSROOM_LABELS: {readonly [K in keyof Classroom]?: string} = {
  name: 'の名前',
  postalCode: 'の郵便番号',
  address: 'の住所',
  access: 'の行き方',
  parking: 'の駐車場',
  inPersonDays: 'の対面レッスンの曜日',
};

const DOCUMENT_NAMES: Record<keyof typeof documentDates, string> = {
  privacyPolicy: 'プライバシーポリシー',
  terms: '受講規約',
};

const DATE_LABELS: Record<keyof DocumentDates, string> = {
  established: 'の制定日',
  revised: 'の最終改定日',
};

/** The privacy policy's outside services: name, company, country and privacy statement. */
export function serviceFacts(services: readonly ExternalService[]): readonly FactField[] {
  return services.flatMap((service) => {
    const where = (key: string) => `src/data/services.ts の ${service.id} の ${key}`;
    const fact = (label: string, key: string, value: string) => ({
      label: `${service.purpose}の${label}`,
      where: where(key),
      value,
      listedAsSample: false,
    });
    return [
      fact('サービス名', 'service', service.service),
      fact('提供会社', 'provider', service.provider),
      fact('提供会社の国', 'country', service.country),
      fact('プライバシーポリシーの URL', 'privacyUrl', service.privacyUrl),
    ];
  });
}

/** The blog author who is the teacher, as blog/authors.yml names them. */
interface BlogAuthor {
  readonly name?: string;
  readonly title?: string;
  readonly image_url?: string;
}

export const AUTHORS_FILE = 'blog/authors.yml';

/**
 * The teacher as the blog's author: YAML cannot import teacher.ts, so each field must say the
 * same as it, and is a sample as long as the teacher's is.
 */
export function authorFacts(
  author: BlogAuthor | undefined,
  lists: SampleLists = sampleLists,
): readonly FactField[] {
  return (
    [
      ['name', 'name', '講師の名前'],
      ['title', 'role', '講師の肩書き'],
      ['image_url', 'photo', '講師の写真'],
    ] as const
  ).map(([key, teacherKey, label]) => {
    const value = author?.[key] ?? '';
    return {
      label: `ブログの著者欄の${label}（src/data/teacher.ts の ${teacherKey} と同じにします）`,
      where: `${AUTHORS_FILE} の teacher の ${key}`,
      value,
      listedAsSample:
        lists['src/data/teacher.ts'].includes(teacherKey) || value !== teacher[teacherKey],
    };
  });
}

export function readBlogAuthor(file = AUTHORS_FILE): BlogAuthor | undefined {
  return (load(readFileSync(file, 'utf8')) as {teacher?: BlogAuthor} | undefined)?.teacher;
}

/** Every fact the owner must replace before launch, read from the data modules. */
export function shippedFacts(
  author = readBlogAuthor(),
  lists: SampleLists = sampleLists,
): readonly FactField[] {
  return [
    ...recordFacts(
      school,
      SCHOOL_LABELS,
      lists['src/data/school.ts'],
      (key) => `src/data/school.ts の ${key}`,
    ),
    ...recordFacts(
      operator,
      OPERATOR_LABELS,
      lists['src/data/operator.ts'],
      (key) => `src/data/operator.ts の ${key}`,
    ),
    ...recordFacts(
      teacher,
      TEACHER_LABELS,
      lists['src/data/teacher.ts'],
      (key) => `src/data/teacher.ts の ${key}`,
    ),
    ...authorFacts(author, lists),
    ...classrooms.flatMap((room: Classroom) =>
      recordFacts(
        room,
        Object.fromEntries(
          Object.entries(CLASSROOM_LABELS).map(([key, label]) => [key, `${room.name}${label}`]),
        ),
        lists['src/data/classrooms.ts'][room.id] ?? [],
        (key) => `src/data/classrooms.ts の ${room.id} の ${key}`,
      ),
    ),
    ...(Object.keys(documentDates) as (keyof typeof documentDates)[]).flatMap((document) =>
      recordFacts(
        documentDates[document],
        Object.fromEntries(
          Object.entries(DATE_LABELS).map(([key, label]) => [
            key,
            `${DOCUMENT_NAMES[document]}${label}`,
          ]),
        ),
        lists['src/data/documents.ts'][document] ?? [],
        (key) => `src/data/documents.ts の ${document} の ${key}`,
      ),
    ),
    ...serviceFacts(externalServices),
  ];
}

/** The fields that still hold a sample: listed as one in their module, or marked as one. */
export function findSampleFacts(fields: readonly FactField[]): readonly FactField[] {
  return fields.filter((field) => field.listedAsSample || isSample(field.value));
}
