import {test} from 'node:test';
import assert from 'node:assert/strict';
import {school} from '../../src/data/school';

test('school facts are filled in and fit the layout', () => {
  assert.ok(school.name.length >= 2 && school.name.length <= 20, 'name fits the navbar');
  assert.ok(school.shortName.length <= school.name.length);
  assert.ok(
    school.tagline.length >= 10 && school.tagline.length <= 60,
    'tagline fits one or two lines',
  );
  assert.ok(school.foundedYear >= 2000 && school.foundedYear <= new Date().getFullYear());
  assert.match(school.contactEmail, /^[^@\s]+@[^@\s]+\.[a-z]+$/);
});

test('links are absolute https URLs without a trailing slash', () => {
  for (const url of [school.trialFormUrl, school.githubUrl, school.siteUrl]) {
    assert.equal(new URL(url).protocol, 'https:');
    assert.ok(!url.endsWith('/'), `${url} ends without a slash`);
  }
  assert.equal(school.githubUrl, `https://github.com/${school.githubOrganization}`);
});

test('regions are two distinct place names', () => {
  assert.equal(school.regions.length, 2);
  assert.equal(new Set(school.regions).size, school.regions.length);
});
