import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {school} from '../../src/data/school';
import {operator} from '../../src/data/operator';
import {plans} from '../../src/data/plans';

type JsonLd = Record<string, unknown>;

/**
 * The JSON-LD block of the given type. Polled: while the page hydrates, the head manager may
 * take a block out and put it back.
 */
function jsonLd(page: Page, type: string) {
  return expect.poll(async () => {
    const texts = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
    return texts.map((text) => JSON.parse(text) as JsonLd).find((b) => b['@type'] === type);
  });
}

test('the home page describes the school as an EducationalOrganization', async ({page}) => {
  await page.goto('/');
  await jsonLd(page, 'EducationalOrganization').toMatchObject({
    '@context': 'https://schema.org',
    name: school.name,
    url: school.siteUrl,
    logo: `${school.siteUrl}/img/logo.svg`,
    legalName: operator.legalName,
    email: operator.contactEmail,
    telephone: operator.phone,
    address: {'@type': 'PostalAddress', postalCode: operator.postalCode, addressCountry: 'JP'},
    sameAs: [school.githubUrl],
    // Online lessons reach the whole country; the regions also have classrooms.
    areaServed: [
      {'@type': 'Country', name: '日本'},
      ...school.regions.map((name) => ({'@type': 'City', name})),
    ],
    makesOffer: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      price: plan.monthlyPriceYen,
      priceCurrency: 'JPY',
      // What the fees page says: per month, tax included.
      priceSpecification: {
        price: plan.monthlyPriceYen,
        valueAddedTaxIncluded: true,
        unitCode: 'MON',
      },
    })),
  });
});

test('a blog post is a BlogPosting with headline, date and author', async ({page}) => {
  await page.goto('/blog/welcome');
  const headline = await page.locator('h1').textContent();
  await jsonLd(page, 'BlogPosting').toMatchObject({
    '@context': 'https://schema.org',
    headline,
    datePublished: '2023-04-01T00:00:00.000Z',
    url: `${school.siteUrl}/blog/welcome`,
    author: {'@type': 'Person'},
  });
});
