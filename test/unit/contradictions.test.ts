/**
 * What the pages promise, held against each other mechanically: the money and the length of a
 * contract against 特定商取引法's thresholds and the legal notice, the services the site names
 * against the privacy policy's table, and the rules against the pages that state them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {commonExtraCosts, courseEquipment, extraCosts} from '../../src/data/equipment';
import {ENROLLMENT_FEE_YEN, formatYen, MATERIALS_FEE_YEN, plans} from '../../src/data/plans';
import {SPECIFIED_CONTINUOUS_SERVICE} from '../../src/vocabulary/law';
import {firstLessonMonth, rules} from '../../src/data/rules';
import * as ruleTexts from '../../src/data/ruleTexts';
import {school} from '../../src/data/school';
import {externalServices} from '../../src/data/services';

const ONE_OFF_FEES_YEN = ENROLLMENT_FEE_YEN + MATERIALS_FEE_YEN;
const DAY = 24 * 60 * 60 * 1000;

/** The last day of month `month` (1–12, counted on past December) of `year`, UTC. */
const endOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0));

/**
 * Every way into a contract over a year: each plan, each day of joining. For each, what the
 * student has paid by the time they can first leave, and until when those lessons can be taken.
 */
function enrolments() {
  const year = 2027;
  return plans.flatMap((plan) =>
    Array.from({length: 365}, (_, index) => {
      const joined = new Date(Date.UTC(year, 0, 1) + index * DAY);
      const month = joined.getUTCMonth() + 1;
      const first = firstLessonMonth(month, joined.getUTCDate());
      // firstLessonMonth wraps past December; count on in months from January of `year`.
      const firstMonth = first < month ? first + 12 : first;
      // The first notice that leaves at the end of the first month: by its notice day.
      const lastNotice = new Date(Date.UTC(year, firstMonth - 1, rules.noticeDayOfPreviousMonth));
      // The next fee is charged on the payment day of the first month, after that notice.
      const nextCharge = new Date(Date.UTC(year, firstMonth - 1, rules.paymentDayOfMonth));
      return {
        plan,
        joined,
        lastNotice,
        nextCharge,
        paidBeforeLeaving: plan.monthlyPriceYen + ONE_OFF_FEES_YEN,
        firstDayOfLessons: new Date(Date.UTC(year, firstMonth - 1, 1)),
        lastDayOfLessons: endOfMonth(year, firstMonth + rules.carryOverMonths),
      };
    }),
  );
}

// The facts check (lib/facts/consistency.ts) holds the fees and rules to the bound in closed
// form; this walks every enrolment through the code to show that what it checks is enough.
test('no contract reaches 特定継続的役務 (特商法41条, 施行令11条・12条, 別表第4): the bound, in numbers', () => {
  const {months: maxMonths, yen: maxYen} = SPECIFIED_CONTINUOUS_SERVICE;
  // One payment buys one month, whose lessons last that month and the carry-over (each plan and
  // day of joining below); a pause does not extend them.
  assert.match(ruleTexts.unusedLessons, /休会しても退会しても、この期限は変わりません/);
  // A lesson the school cancels is made up before its carry-over deadline, or refunded.
  assert.match(ruleTexts.schoolCancels, /繰り越しの期限を過ぎては振り替えません/);

  for (const entry of enrolments()) {
    const what = `${entry.plan.name}, joined ${entry.joined.toISOString().slice(0, 10)}`;
    // The student can leave after the first month: the notice day comes after joining, and
    // before the next charge, so nothing but the enrolment payment is ever owed at once.
    assert.ok(entry.lastNotice >= entry.joined, `${what}: notice possible after joining`);
    assert.ok(entry.lastNotice < entry.nextCharge, `${what}: notice before the next charge`);
    assert.ok(
      entry.paidBeforeLeaving <= maxYen,
      `${what}: ${formatYen(entry.paidBeforeLeaving)} within ${formatYen(maxYen)}`,
    );
    // Those lessons can be taken for at most `maxMonths` calendar months.
    const months =
      (entry.lastDayOfLessons.getUTCFullYear() - entry.firstDayOfLessons.getUTCFullYear()) * 12 +
      entry.lastDayOfLessons.getUTCMonth() -
      entry.firstDayOfLessons.getUTCMonth() +
      1;
    assert.ok(months <= maxMonths, `${what}: lessons last ${months} months`);
  }
  // The path the review found: joining after the start day buys no part month and a full one.
  const lateJoin = firstLessonMonth(5, rules.lastDayToStartThisMonth + 1);
  assert.equal(
    lateJoin,
    6,
    'joining in May after the start day starts in June, paid at enrolment alone',
  );
});

test('a month never costs more than the legal notice states, and refunds never pass what was paid', () => {
  // Every refund is per lesson, a whole month of them at most the fee: facts.test.ts.
  // No rule prices a month by lessons taken or counted later (特商法11条: a price told in advance).
  for (const text of Object.values(ruleTexts)) {
    assert.doesNotMatch(text, /回数を掛けた|受けるレッスンの回数/, text);
  }
  const notice = readFileSync('docs/aboutCompany/legalNotice.mdx', 'utf8');
  for (const expression of ['plan.monthlyPriceYen', 'planTerms(plan)', 'oneOffFeesSentence()']) {
    assert.ok(notice.includes(expression), `the legal notice's price reads ${expression}`);
  }
});

test('every cost besides the fees states its amount or what sets it (施行規則 23条–44条: 内容及び額)', () => {
  for (const cost of [...commonExtraCosts, ...courseEquipment.flatMap((e) => e.extraCosts)]) {
    if (/交通費|回線/.test(cost)) continue; // the family's own, as they pay them today
    assert.match(cost, /[\d,]+円|によります/, cost);
  }
  assert.ok(extraCosts.some((cost) => /Apple Developer Program.*[\d,]+円/.test(cost)));
});

test('営業日 is defined where it is used: pages state the reply time through replyTime, with businessDaysText', () => {
  for (const file of pageSources().filter((name) => !name.startsWith('src/data/'))) {
    const source = readFileSync(file, 'utf8');
    assert.doesNotMatch(source, /replyWithinBusinessDays\}営業日/, `${file}: use replyTime`);
    if (/\breplyTime\b/.test(source)) {
      assert.match(source, /\bbusinessDaysText\b/, `${file}: define 営業日 with businessDaysText`);
    }
  }
});

/** The pages a visitor reads and the data and translations they render. */
function pageSources(): string[] {
  return ['docs', 'src/pages', 'src/components', 'src/data', 'src/theme', 'config', 'i18n'].flatMap(
    (dir) =>
      readdirSync(dir, {recursive: true, encoding: 'utf8'})
        .filter((file) => /\.(md|mdx|tsx?|json)$/.test(file))
        .map((file) => `${dir}/${file}`),
  );
}

/** The lines of `file` with their numbers, but its comment lines, which no visitor reads. */
const visibleLines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({text, line: index + 1}))
    .filter(({text}) => !/^\s*(\/\/|\*|\/\*|\{\/\*)/.test(text));

/**
 * Services that take in what visitors or students send them. The site may name one only if the
 * privacy policy's table lists it (個人情報保護法28条, 32条1項4号).
 */
const DATA_SERVICES = [
  'Zoom',
  'Google Meet',
  'Microsoft Teams',
  'Skype',
  'LINE',
  'Slack',
  'Discord',
  'Chatwork',
  'Google フォーム',
  'Microsoft Forms',
  'Gmail',
  'Google アナリティクス',
  'Google カレンダー',
  'Google ドライブ',
  'Dropbox',
  'Stripe',
  'PayPal',
  'PayPay',
  'Square',
  'Calendly',
  'Instagram',
  'Facebook',
  'YouTube',
];

test('every service the site names is in the privacy policy’s table', () => {
  const listed: readonly string[] = externalServices.map((service) => service.service);
  const named: {file: string; line: number; name: string}[] = [];
  // The blog author's social links (src/theme) lead to the teacher's accounts; no data goes there.
  for (const file of pageSources().filter((name) => !name.startsWith('src/theme/'))) {
    for (const {text, line} of visibleLines(file)) {
      for (const name of DATA_SERVICES) {
        if (new RegExp(`(?<![\\w.])${name}(?![\\w.])`).test(text)) named.push({file, line, name});
      }
    }
  }
  assert.ok(named.length > 0, 'the pages name services');
  // An editor who names a service in a page gets what to do, in words they can act on in a browser.
  assert.deepEqual(
    named
      .filter(({name}) => !listed.includes(name))
      .map(
        ({file, line, name}) =>
          `${file}:${line}: 「${name}」は、プライバシーポリシーの表（src/data/facts/services.yml）にないサービスです。このサービスでお客さまの情報をやり取りするなら、プライバシーポリシーに載せる必要があります（個人情報保護法28条、32条1項4号）。サイトの管理者に相談してください。やり取りしないなら、ページからこの名前を消してください。`,
      ),
    [],
  );
});

test('a rule several pages state is rendered from src/data/ruleTexts, never typed out again', () => {
  const sentences = Object.values(ruleTexts)
    .flatMap((text) => text.split(/(?<=。)/))
    .filter((sentence) => sentence.length >= 15);
  const found = pageSources()
    .filter((file) => !file.startsWith('src/data/'))
    .flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return sentences
        .filter((sentence) => source.includes(sentence))
        .map((sentence) => {
          const line = source.slice(0, source.indexOf(sentence)).split('\n').length;
          return `${file}:${line}: 「${sentence}」は受講規約の決まりの文です。書き写すと、決まりが変わったときにこのページだけ古くなります。文を消して、受講規約（/docs/aboutCompany/terms）へのリンクにしてください。`;
        });
    });
  assert.deepEqual(found, []);
});

test('every trial button in the pages carries the consent line: the form is linked only by TrialCta', () => {
  const linking = pageSources()
    .filter((file) => !file.startsWith('src/data/') && !file.startsWith('config/'))
    .filter((file) => {
      const source = readFileSync(file, 'utf8');
      return source.includes('trialFormUrl') || source.includes(school.trialFormUrl);
    });
  assert.deepEqual(linking, ['src/components/TrialCta/index.tsx']);
});
