/**
 * The owner's first day: replacing every sample in the YAML files, and nothing else, lets
 * `npm run build:deploy` publish (the test build is that build: test/support/buildTestSite.ts),
 * and the owner's facts are what the pages, the legal notice, the privacy policy's table, the
 * structured data and the social card say.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {BRAND_IMAGES, brandImagesCache} from '../../plugins/site/brand-images';
import {loadFacts} from '../../lib/facts/read';
import {OWNER_FACTS} from '../fixtures/ownerFacts';
import {$, $$, jsonLd, readPage, textOf} from '../support/builtPages';
import {TEST_BUILD_DIR, TEST_BUILD_LOG, TEST_SITE_DIR} from '../support/testSite';

const school = OWNER_FACTS['src/data/facts/school.yml'];
const operator = OWNER_FACTS['src/data/facts/operator.yml'];
const teacherName = OWNER_FACTS['blog/authors.yml']['teacher.name'] as string;
const services = OWNER_FACTS['src/data/facts/services.yml'];
const teacher = OWNER_FACTS['src/data/facts/teacher.yml'];
const classrooms = OWNER_FACTS['src/data/facts/classrooms.yml'];

test('build:deploy published it: the launch checklist, the build and the proposals check ran', () => {
  assert.match(readFileSync(TEST_BUILD_LOG, 'utf8'), /> [^\n]* build:deploy\n[\s\S]*✔ 公開する/);
});

test("the home page and every page's title carry the school's name", () => {
  const home = readPage(TEST_BUILD_DIR, '/');
  assert.ok(textOf($(home, 'title')).includes(String(school.name)));
  assert.ok(textOf($(home, 'nav')).includes(String(school.shortName)));
  assert.ok(textOf($(home, 'main')).includes(teacherName));
});

test("the teacher's and the classrooms' pages say what the owner wrote, not the samples", () => {
  const teacherPage = textOf($(readPage(TEST_BUILD_DIR, '/docs/intro/teacher'), 'main'));
  for (const paragraph of teacher.experience as string[]) {
    assert.ok(teacherPage.includes(paragraph), paragraph);
  }
  const alt = OWNER_FACTS['blog/authors.yml']['teacher.image_alt'] as string;
  assert.ok($(readPage(TEST_BUILD_DIR, '/'), `#teacher img[alt="${alt}"]`), alt);
  const classroomsPage = textOf($(readPage(TEST_BUILD_DIR, '/docs/intro/classrooms'), 'main'));
  for (const key of ['0.drinks', '0.parentsWait', '1.drinks', '1.parentsWait']) {
    const value = String(classrooms[`classrooms.${key}`]);
    assert.ok(classroomsPage.includes(value), value);
  }
});

test("the legal notice names the owner's business, address, phone and the teacher", () => {
  const notice = textOf($(readPage(TEST_BUILD_DIR, '/docs/aboutCompany/legalNotice'), 'main'));
  for (const value of [
    operator.legalName,
    operator.address,
    operator.phone,
    operator.postalCode,
    teacherName,
    school.contactEmail,
  ]) {
    assert.ok(notice.includes(String(value)), String(value));
  }
});

test("the privacy policy's table lists the owner's services", () => {
  const policy = readPage(TEST_BUILD_DIR, '/docs/aboutCompany/privacyPolicy');
  const table = $$(policy, 'main table')
    .map((element) => textOf(element))
    .join('\n');
  for (const [key, value] of Object.entries(services)) {
    if (/\.(service|provider)$/.test(key)) assert.ok(table.includes(String(value)), String(value));
  }
  assert.ok(textOf($(policy, 'main')).includes(teacherName));
});

test("the structured data describes the owner's school", () => {
  const data = JSON.stringify(jsonLd(readPage(TEST_BUILD_DIR, '/')));
  // The address goes in as region and street: its building is in the street part.
  for (const value of [
    school.name,
    school.siteUrl,
    operator.postalCode,
    operator.phone,
    'ほしぞらビル3階',
  ]) {
    assert.ok(data.includes(String(value)), String(value));
  }
});

test("the social card shows the owner's school", async () => {
  // Rendered images are kept under a hash of the text they show: the build's card is the one
  // rendered from the owner's name and tagline (test/built/social-card.test.ts proves that a
  // render shows its name), with no second drawing here.
  const {name, tagline} = loadFacts(TEST_SITE_DIR).school;
  const card = BRAND_IMAGES.socialCard.file;
  const pixels = (file: string) => sharp(file).raw().toBuffer();
  assert.ok(
    (await pixels(path.join(TEST_BUILD_DIR, card))).equals(
      await pixels(path.join(await brandImagesCache(TEST_SITE_DIR, {name, tagline}), card)),
    ),
    `${card} is not the card of 「${name}」`,
  );
});
