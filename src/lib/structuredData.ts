import type {EducationalOrganization, WithContext} from 'schema-dts';
import {school} from '../data/school';

type Organization = Exclude<EducationalOrganization, string>;

/** The school as schema.org sees it; every value comes from the school facts. */
export function schoolOrganization(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': `${school.siteUrl}/#organization`,
    name: school.name,
    alternateName: school.shortName,
    description: school.tagline,
    url: school.siteUrl,
    logo: `${school.siteUrl}/img/logo.svg`,
    image: `${school.siteUrl}/img/social-card.png`,
    email: school.contactEmail,
    foundingDate: String(school.foundedYear),
    areaServed: school.regions.map((name) => ({'@type': 'City', name})),
    sameAs: [school.githubUrl],
  };
}
