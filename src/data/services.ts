import {services as servicesFacts} from 'school-data/services';
import {HOME_COUNTRY} from '../vocabulary/law';

/**
 * The outside services that receive visitors' and students' data, listed in the privacy policy
 * (個人情報保護法28条, 32条1項4号), from src/data/facts/services.yml. Analytics is told of in the
 * spirit of 電気通信事業法27条の12, which does not cover a site like this one.
 * `personalData` is false where the data is never tied to a name (analytics: 個人関連情報, 31条),
 * so it is no provision of personal data and 28条 does not apply.
 */
export type ExternalService = (typeof servicesFacts)['services'][number];

export const externalServices: readonly ExternalService[] = servicesFacts.services;

export type ServiceId = ExternalService['id'];

export function findService(id: ServiceId): ExternalService {
  const service = externalServices.find((candidate) => candidate.id === id);
  if (!service) throw new Error(`Unknown service id "${id}" (see src/data/facts/services.yml)`);
  return service;
}

/**
 * What the privacy policy tells about each foreign country's system for protecting personal
 * information (施行規則17条2項2号), from the 個人情報保護委員会's survey of foreign systems.
 * A provider in a country not listed needs an entry (lib/facts/consistency.ts).
 */
export const foreignPrivacySystems: Readonly<Record<string, string>> = servicesFacts.foreignSystems;

/** The survey of foreign systems by the 個人情報保護委員会, which the summaries above follow. */
export const FOREIGN_SYSTEMS_SURVEY_URL =
  'https://www.ppc.go.jp/personalinfo/legal/kaiseihogohou/#gaikoku';

/** The legal basis on which the school lets the service handle the data, as the table states it. */
export function transferBasis(service: ExternalService): string {
  if (!service.personalData) {
    return 'お名前などと結び付けない情報で、個人データの提供に当たりません。電気通信事業法27条の12の対象ではありませんが、その考え方に沿ってお知らせしています';
  }
  if (service.country === HOME_COUNTRY) return '業務の委託（個人情報保護法27条5項1号）';
  return 'ご本人の同意（個人情報保護法28条1項）';
}
