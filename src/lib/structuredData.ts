import type {EducationalOrganization, WithContext} from 'schema-dts';
import {school} from '../data/school';
import {operator} from '../data/operator';
import {classrooms} from '../data/classrooms';
import {planTerms, plans} from '../data/plans';

type Organization = Exclude<EducationalOrganization, string>;

/** A Japanese address for schema.org: the prefecture at its start becomes the region. */
function postalAddress(postalCode: string, address: string) {
  const region = /^.+?[都道府県]/.exec(address)?.[0];
  return {
    '@type': 'PostalAddress' as const,
    postalCode,
    addressRegion: region,
    streetAddress: region ? address.slice(region.length) : address,
    addressCountry: 'JP',
  };
}

/** The school as schema.org sees it; every value comes from the data modules. */
export function schoolOrganization(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': `${school.siteUrl}/#organization`,
    name: school.name,
    alternateName: school.shortName,
    legalName: operator.legalName,
    description: school.tagline,
    url: school.siteUrl,
    logo: `${school.siteUrl}/img/logo.svg`,
    image: `${school.siteUrl}/img/social-card.png`,
    email: operator.contactEmail,
    telephone: operator.phone,
    foundingDate: String(school.foundedYear),
    address: postalAddress(operator.postalCode, operator.address),
    // Online lessons reach the whole country; the two cities also have classrooms.
    areaServed: [
      {'@type': 'Country', name: '日本'},
      ...school.regions.map((name) => ({'@type': 'City' as const, name})),
    ],
    location: classrooms.map((room) => ({
      '@type': 'Place',
      name: room.name,
      address: postalAddress(room.postalCode, room.address),
    })),
    makesOffer: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      description: `${planTerms(plan)}のマンツーマンレッスン`,
      price: plan.monthlyPriceYen,
      priceCurrency: 'JPY',
      // The price is per month (UN/CEFACT "MON") and includes consumption tax (総額表示).
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: plan.monthlyPriceYen,
        priceCurrency: 'JPY',
        valueAddedTaxIncluded: true,
        unitCode: 'MON',
        unitText: '月',
        referenceQuantity: {'@type': 'QuantitativeValue', value: 1, unitCode: 'MON'},
      },
      url: `${school.siteUrl}/docs/intro/plan`,
    })),
    sameAs: [school.githubUrl],
  };
}
