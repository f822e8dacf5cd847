import {test} from 'node:test';
import assert from 'node:assert/strict';
import {assertUnique} from '../support/assertions';
import {readdirSync, readFileSync} from 'node:fs';
import {audience, AUDIENCE_RANGE} from '../../src/data/school';
import {formatSchoolYear} from '../../src/vocabulary/schoolYear';
import {COURSE_FACT_LABELS, courses} from '../../src/data/courses';
import {COURSE_NAMES} from '../../src/vocabulary/courseNames';
import {operator} from '../../src/data/operator';
import {lessonHours} from '../../src/data/classrooms';
import {clockText, monthsAfter, monthsLaterText, rules} from '../../src/data/rules';
import * as ruleTexts from '../../src/data/ruleTexts';
import {
  CANCELLATION_DAYS,
  HOME_COUNTRY,
  SPECIFIED_CONTINUOUS_SERVICE,
} from '../../src/vocabulary/law';
import {courseEquipment, extraCosts, unsupportedDevices} from '../../src/data/equipment';
import {onlineLessonNeeds} from '../../src/data/onlineLesson';
import {
  ENROLLMENT_FEE_YEN,
  formatYen,
  LESSON_MINUTES,
  MATERIALS_FEE_YEN,
  perLessonYen,
  plans,
  planTerms,
  trialLesson,
} from '../../src/data/plans';
import {
  APPLE_DEVELOPER_PROGRAM_YEN,
  APPLE_SILICON_MAC,
  IPHONE_AND_APPLE_ACCOUNT,
} from '../../src/data/devices';
import {externalServices, transferBasis} from '../../src/data/services';

// What the facts must say together (ages, tools, places, hours, money) is the facts check's:
// lib/facts/consistency.ts, tested in factFiles.test.ts. Here: what the code makes of them.
test('school years read as 小学, 中学 and 高校, and the age range from the youngest', () => {
  assert.equal(AUDIENCE_RANGE, `${formatSchoolYear(audience.youngestSchoolYear)}から大人まで`);
  assert.equal(formatSchoolYear(4), '小学4年生');
  assert.equal(formatSchoolYear(7), '中学1年生');
  assert.equal(formatSchoolYear(12), '高校3年生');
});

test('course fact labels are distinct, and pages show course names only as the data spells them', () => {
  assertUnique(Object.values(COURSE_FACT_LABELS), 'course fact labels');
  const coursePage = readFileSync('docs/intro/course.mdx', 'utf8');
  const description = /^description: (.+)$/m.exec(coursePage)?.[1] ?? '';
  for (const course of courses) assert.ok(description.includes(course.name), course.name);
});

test('monthsAfter wraps past December', () => {
  assert.equal(monthsAfter(4, 1), 5);
  assert.equal(monthsAfter(12, 1), 1);
  assert.equal(monthsAfter(11, 3), 2);
});

test('the course names apart from courses.ts are the courses’ names, one per course', () => {
  assert.deepEqual(
    Object.entries(COURSE_NAMES),
    courses.map((course) => [course.id, course.name]),
  );
});

test('equipment: every course exactly once; tablets ruled out, Chromebooks only where a browser will do', () => {
  assert.deepEqual(
    courseEquipment.map((entry) => entry.courseId).sort(),
    courses.map((course) => course.id).sort(),
  );
  for (const entry of courseEquipment) {
    assert.ok(entry.computer.length >= 10 && entry.computer.length <= 120);
    assert.ok(entry.software.length >= 1);
    assertUnique(entry.software, `${entry.courseId} software`);
    // The computer line names a Chromebook exactly where the course allows one.
    assert.equal(entry.computer.includes('Chromebook'), entry.chromebook, entry.courseId);
  }
  assertUnique(onlineLessonNeeds.items, 'online lesson needs');
  assert.match(unsupportedDevices, /タブレット/);
  for (const entry of courseEquipment) {
    const name = courses.find((course) => course.id === entry.courseId)?.name ?? '';
    assert.equal(unsupportedDevices.includes(name), entry.chromebook, `${name} and Chromebook`);
  }
});

test('the iOS course names the same Mac, iPhone and Apple Account on the course and equipment pages', () => {
  const ios = courseEquipment.find((entry) => entry.courseId === 'ios');
  const course = courses.find(({id}) => id === 'ios');
  assert.ok(ios?.computer.includes(APPLE_SILICON_MAC));
  assert.ok(ios?.otherNeeds.some((need) => need.includes(IPHONE_AND_APPLE_ACCOUNT)));
  assert.ok(course?.prerequisites.includes(APPLE_SILICON_MAC));
  assert.ok(course?.prerequisites.includes(IPHONE_AND_APPLE_ACCOUNT));
});

test('every cost besides the fees is listed once, each course’s own under its name', () => {
  assertUnique(extraCosts, 'extra costs');
  for (const {courseId, extraCosts: costs} of courseEquipment) {
    const name = courses.find((course) => course.id === courseId)?.name ?? courseId;
    for (const cost of costs) assert.ok(extraCosts.includes(`${name}で、${cost}`), cost);
  }
});

test('one lesson lasts the same in every plan and the trial; a lesson’s price is the same everywhere', () => {
  for (const plan of plans) {
    assert.equal(plan.minutesPerLesson, LESSON_MINUTES, plan.name);
    assert.ok(perLessonYen(plan) * plan.lessonsPerMonth <= plan.monthlyPriceYen, plan.name);
  }
  assert.equal(trialLesson.minutes, LESSON_MINUTES);
});

test('the rule texts state the numbers of the rules', () => {
  assert.ok(ruleTexts.paymentTimes.includes(`${rules.paymentDayOfMonth}日`));
  assert.ok(
    ruleTexts.paymentTimes.includes(`入会日から${rules.firstPaymentWithinDays}日以内`),
    'the first month is paid by a day counted from 入会日',
  );
  for (const text of [ruleTexts.noticeDeadline, ruleTexts.leaving, ruleTexts.pauseEnds]) {
    assert.ok(text.includes(`${rules.noticeDayOfPreviousMonth}日`));
  }
  assert.ok(ruleTexts.pauseEnds.includes(`${rules.maxPauseMonths}か月`));
  assert.ok(ruleTexts.schoolCancels.includes(`${rules.teacherCancelMakeUpDays}日以内`));
  assert.ok(ruleTexts.connectionTrouble.includes(`${rules.connectionMakeUpMinutes}分`));
  assert.ok(ruleTexts.refunds.includes(`${rules.refundWithinDays}日以内`));
  assert.ok(ruleTexts.failedPayment.includes(`${rules.failedPaymentWithinDays}日以内`));
  assert.ok(ruleTexts.cancellation.includes(`${CANCELLATION_DAYS}日以内`));
  assert.ok(ruleTexts.weather.startsWith(clockText(rules.weatherCheckTime)));
  assert.ok(
    ruleTexts.paymentMethods.includes(`${monthsLaterText(rules.directDebitStartsMonthsAfter)}分`),
    'the month a direct debit starts from',
  );
  for (const text of [ruleTexts.firstMonth, ruleTexts.startOfLessons]) {
    assert.ok(text.includes(`${rules.lastDayToStartThisMonth}日まで`));
    assert.ok(text.includes(`${rules.lastDayToStartThisMonth + 1}日以降`));
  }
});

test('a later month reads as a parent says it: 翌々月, 3か月後の月', () => {
  assert.equal(monthsLaterText(2), '翌々月');
  assert.equal(monthsLaterText(3), '3か月後の月');
});

test('times are written for parents: 午後6時, not 18:00', () => {
  assert.equal(clockText('18:00'), '午後6時');
  assert.equal(clockText('09:30'), '午前9時30分');
  assert.equal(clockText('12:00'), '午後0時');
});

// Which services, their addresses and the countries described are the facts check's.
test('each outside service has its legal basis: consent abroad (28条1項), 委託 at home', () => {
  for (const service of externalServices) assert.match(transferBasis(service), /条/);
  // Consent is the basis the school can show for a foreign recipient (28条1項), never a claim
  // that the recipient keeps 基準適合体制.
  assert.match(transferBasis({...externalServices[0], country: '米国'}), /同意.*28条1項/);
  assert.match(transferBasis({...externalServices[0], country: HOME_COUNTRY}), /委託/);
});

/**
 * A number a data module holds, with its unit as pages write it. A page that types one instead
 * of rendering it from the module says something else once the module changes.
 */
interface HeldNumber {
  readonly text: string;
  readonly where: string;
}

function heldNumbers(): readonly HeldNumber[] {
  const numbers: HeldNumber[] = [];
  const add = (text: string, where: string) => numbers.push({text, where});
  add(`${LESSON_MINUTES}分`, 'src/data/plans.ts の LESSON_MINUTES');
  add(`${rules.noShowAfterMinutes}分`, 'src/data/rules.ts の noShowAfterMinutes');
  add(`${rules.connectionMakeUpMinutes}分`, 'src/data/rules.ts の connectionMakeUpMinutes');
  add(`${rules.noticeDayOfPreviousMonth}日`, 'src/data/rules.ts の noticeDayOfPreviousMonth');
  add(`${rules.paymentDayOfMonth}日`, 'src/data/rules.ts の paymentDayOfMonth');
  add(`${rules.teacherCancelMakeUpDays}日`, 'src/data/rules.ts の teacherCancelMakeUpDays');
  add(`${rules.refundWithinDays}日`, 'src/data/rules.ts の refundWithinDays');
  add(`${rules.lastDayToStartThisMonth}日`, 'src/data/rules.ts の lastDayToStartThisMonth');
  add(`${rules.lastDayToStartThisMonth + 1}日`, 'src/data/rules.ts の lastDayToStartThisMonth');
  add(`${rules.carryOverMonths}か月`, 'src/data/rules.ts の carryOverMonths');
  add(`${rules.maxPauseMonths}か月`, 'src/data/rules.ts の maxPauseMonths');
  add(
    `${SPECIFIED_CONTINUOUS_SERVICE.months}か月`,
    'src/vocabulary/law.ts の SPECIFIED_CONTINUOUS_SERVICE',
  );
  add(
    formatYen(SPECIFIED_CONTINUOUS_SERVICE.yen),
    'src/vocabulary/law.ts の SPECIFIED_CONTINUOUS_SERVICE',
  );
  add(
    `${SPECIFIED_CONTINUOUS_SERVICE.yen / 10000}万円`,
    'src/vocabulary/law.ts の SPECIFIED_CONTINUOUS_SERVICE',
  );
  add(rules.rescheduleCutoffTimeDayBefore, 'src/data/rules.ts の rescheduleCutoffTimeDayBefore');
  add(
    `${Number(rules.rescheduleCutoffTimeDayBefore.split(':')[0])}時`,
    'src/data/rules.ts の rescheduleCutoffTimeDayBefore',
  );
  add(clockText(rules.rescheduleCutoffTimeDayBefore), 'src/data/rules.ts の rescheduleCutoff');
  add(
    `${operator.replyWithinBusinessDays}営業日`,
    'src/data/operator.ts の replyWithinBusinessDays',
  );
  for (const time of [lessonHours.weekday, lessonHours.weekend].flatMap(({from, to}) => [
    from,
    to,
  ])) {
    add(time, 'src/data/classrooms.ts の lessonHours');
  }
  for (const time of [operator.phoneHours.from, operator.phoneHours.to]) {
    add(time, 'src/data/operator.ts の phoneHours');
  }
  add(formatYen(APPLE_DEVELOPER_PROGRAM_YEN), 'src/data/devices.ts の APPLE_DEVELOPER_PROGRAM_YEN');
  for (const plan of plans) {
    add(formatYen(plan.monthlyPriceYen), `src/data/plans.ts の ${plan.id} の monthlyPriceYen`);
    add(`${plan.monthlyPriceYen}円`, `src/data/plans.ts の ${plan.id} の monthlyPriceYen`);
    add(formatYen(perLessonYen(plan)), `src/data/plans.ts の perLessonYen（${plan.name}）`);
    add(`月${plan.lessonsPerMonth}回`, `src/data/plans.ts の ${plan.id} の lessonsPerMonth`);
    add(planTerms(plan), `src/data/plans.ts の planTerms（${plan.name}）`);
  }
  for (const [fee, name] of [
    [ENROLLMENT_FEE_YEN, 'ENROLLMENT_FEE_YEN'],
    [MATERIALS_FEE_YEN, 'MATERIALS_FEE_YEN'],
  ] as const) {
    if (fee > 0) add(formatYen(fee), `src/data/plans.ts の ${name}`);
  }
  return numbers;
}

/**
 * `text` as it stands on its own: not part of a longer number, a date or a clock time, and not
 * 「1か月分」, an amount of fees rather than a rule's number of months.
 */
function standaloneNumber(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\d,.:：月年時])${escaped}(?![\\d,:]|(?<=か月)分)`, 'g');
}

interface TypedNumber {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly where: string;
}

/** The numbers of `numbers` that `source` types by hand, with the line each is on. */
function typedNumbers(
  file: string,
  source: string,
  numbers: readonly HeldNumber[],
): readonly TypedNumber[] {
  const found: TypedNumber[] = [];
  source.split('\n').forEach((line, index) => {
    // Imports, comments and code fences are no text a visitor reads.
    if (/^\s*(import |export |\/\/|\*|\/\*|```)/.test(line)) return;
    for (const {text, where} of numbers) {
      if (standaloneNumber(text).test(line)) found.push({file, line: index + 1, text, where});
    }
  });
  return found;
}

/** The pages a visitor reads, outside the data modules: docs, React pages, home sections, 404. */
const PAGE_DIRS = [
  'docs',
  'src/pages',
  'src/components/home',
  'src/components/docs',
  'src/components/TrialCta',
  'src/theme/NotFound',
];

/**
 * The pages that can render a number from a module: MDX and React. A Markdown (.md) page is an
 * editor's plain text, like a post, and may mention a number in its own words.
 */
function pageSources(): readonly string[] {
  return PAGE_DIRS.flatMap((dir) =>
    readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.(mdx|tsx)$/.test(file))
      .map((file) => `${dir}/${file}`),
  );
}

test('the typed-number check finds a number a data module holds, and not a date or another number', () => {
  const numbers = [
    {text: '60分', where: 'src/data/plans.ts の LESSON_MINUTES'},
    {text: '20日', where: 'src/data/rules.ts の noticeDayOfPreviousMonth'},
    {text: '19,800円', where: 'src/data/plans.ts の standard の monthlyPriceYen'},
    {text: '1か月', where: 'src/data/rules.ts の carryOverMonths'},
  ];
  const page = [
    '1回のレッスンは60分です。',
    '6月20日までにお知らせください。',
    '{rules.noticeDayOfPreviousMonth}日までに',
    '前の月の20日までに',
    '119,800円と160分',
    '前払いは1か月分だけです',
    '月謝は19,800円です。',
  ].join('\n');
  assert.deepEqual(
    typedNumbers('page.mdx', page, numbers).map(({line, text}) => `${line}:${text}`),
    ['1:60分', '4:20日', '7:19,800円'],
  );
});

test('no page types a number that a data module holds: each renders it from the module', () => {
  const numbers = heldNumbers();
  const files = pageSources();
  assert.ok(files.length > 10, 'the pages are found');
  const found = files.flatMap((file) => typedNumbers(file, readFileSync(file, 'utf8'), numbers));
  assert.deepEqual(
    found.map(
      ({file, line, text, where}) =>
        `${file}:${line} 「${text}」を手で書いています。この値は ${where} にあります。データから表示してください（例：{rules.paymentDayOfMonth}日）。`,
    ),
    [],
  );
});
