import {school} from '../../src/data/school';
import {operator} from '../../src/data/operator';
import {classrooms} from '../../src/data/classrooms';
import {externalServices, type ExternalService} from '../../src/data/services';

/** One fact a visitor relies on, with where the owner changes it. */
export interface FactField {
  /** The field's name in Japanese, as the owner knows it. */
  readonly label: string;
  /** The file and the property to edit. */
  readonly where: string;
  readonly value: string;
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

/** The privacy policy's outside services: name, company, country and privacy statement. */
export function serviceFacts(services: readonly ExternalService[]): readonly FactField[] {
  return services.flatMap((service) => {
    const where = (key: string) => `src/data/services.ts の ${service.id} の ${key}`;
    return [
      {label: `${service.purpose}のサービス名`, where: where('service'), value: service.service},
      {label: `${service.purpose}の提供会社`, where: where('provider'), value: service.provider},
      {label: `${service.purpose}の提供会社の国`, where: where('country'), value: service.country},
      {
        label: `${service.purpose}のプライバシーポリシーの URL`,
        where: where('privacyUrl'),
        value: service.privacyUrl,
      },
    ];
  });
}

/** Every fact the owner must replace before launch, read from the data modules. */
export function shippedFacts(): readonly FactField[] {
  return [
    {
      label: '無料体験の申し込みフォームの URL',
      where: 'src/data/school.ts の trialFormUrl',
      value: school.trialFormUrl,
    },
    {
      label: '連絡先のメールアドレス',
      where: 'src/data/school.ts の contactEmail',
      value: school.contactEmail,
    },
    {
      label: '販売事業者（運営者の正式な名前）',
      where: 'src/data/operator.ts の legalName',
      value: operator.legalName,
    },
    {
      label: '運営者の郵便番号',
      where: 'src/data/operator.ts の postalCode',
      value: operator.postalCode,
    },
    {label: '運営者の住所', where: 'src/data/operator.ts の address', value: operator.address},
    {label: '電話番号', where: 'src/data/operator.ts の phone', value: operator.phone},
    ...classrooms.flatMap((room) => [
      {
        label: `${room.name}の郵便番号`,
        where: `src/data/classrooms.ts の ${room.id} の postalCode`,
        value: room.postalCode,
      },
      {
        label: `${room.name}の住所`,
        where: `src/data/classrooms.ts の ${room.id} の address`,
        value: room.address,
      },
    ]),
    ...serviceFacts(externalServices),
  ];
}

/** The fields that still hold a sample value. */
export function findSampleFacts(fields: readonly FactField[]): readonly FactField[] {
  return fields.filter((field) => isSample(field.value));
}
