import {test} from 'node:test';
import assert from 'node:assert/strict';
import {assertUnique} from '../support/assertions';
import {readFileSync} from 'node:fs';
import {audience, AUDIENCE_RANGE, formatSchoolYear, school} from '../../src/data/school';
import {COURSE_FACT_LABELS, courses} from '../../src/data/courses';
import {teacher} from '../../src/data/teacher';
import {operator} from '../../src/data/operator';
import {classrooms, lessonHours, WEEKDAYS} from '../../src/data/classrooms';
import {monthsAfter, rules} from '../../src/data/rules';
import {courseEquipment, onlineLessonNeeds} from '../../src/data/equipment';
import {plans} from '../../src/data/plans';

test('every course starts within the age range the site states, and one starts at its bottom', () => {
  for (const course of courses) {
    assert.ok(
      course.youngestSchoolYear >= audience.youngestSchoolYear,
      `${course.name} starts at or after ${formatSchoolYear(audience.youngestSchoolYear)}`,
    );
  }
  assert.ok(courses.some((course) => course.youngestSchoolYear === audience.youngestSchoolYear));
  assert.equal(AUDIENCE_RANGE, `${formatSchoolYear(audience.youngestSchoolYear)}から大人まで`);
  assert.equal(formatSchoolYear(4), '小学4年生');
  assert.equal(formatSchoolYear(7), '中学1年生');
  assert.equal(formatSchoolYear(12), '高校3年生');
});

test('the teacher has every tool the courses use', () => {
  for (const tool of courses.flatMap((course) => course.tools)) {
    assert.ok(teacher.skills.includes(tool), `the teacher's skills include ${tool}`);
  }
});

test('course fact labels are distinct, and pages show course names only as the data spells them', () => {
  assertUnique(Object.values(COURSE_FACT_LABELS), 'course fact labels');
  const coursePage = readFileSync('docs/intro/course.mdx', 'utf8');
  const description = /^description: (.+)$/m.exec(coursePage)?.[1] ?? '';
  for (const course of courses) assert.ok(description.includes(course.name), course.name);
});

test('operator: complete, with a reply time a person can keep', () => {
  for (const [key, value] of Object.entries(operator)) {
    if (typeof value === 'string') assert.ok(value.trim().length >= 2, `operator.${key} is filled`);
  }
  assert.match(operator.postalCode, /^\d{3}-\d{4}$/);
  assert.match(operator.phone, /^0\d{1,4}-\d{1,4}-\d{3,4}$/);
  assert.match(operator.address, /^.+?[都道府県]/);
  assert.equal(operator.contactEmail, school.contactEmail);
  assert.ok(operator.replyWithinBusinessDays >= 1 && operator.replyWithinBusinessDays <= 7);
});

test('classrooms: one per region, unique ids and names, real weekdays, sane texts', () => {
  assert.deepEqual(
    classrooms.map((room) => room.city),
    [...school.regions],
  );
  assertUnique(
    classrooms.map((room) => room.id),
    'classroom ids',
  );
  assertUnique(
    classrooms.map((room) => room.name),
    'classroom names',
  );
  for (const room of classrooms) {
    assert.match(room.id, /^[a-z][a-z0-9-]*$/);
    assert.match(room.postalCode, /^\d{3}-\d{4}$/);
    assert.ok(room.address.includes(room.city), `${room.name}'s address is in ${room.city}`);
    assert.ok(room.inPersonDays.length >= 1);
    assertUnique(room.inPersonDays, `${room.name}'s days`);
    const order = room.inPersonDays.map((day) => WEEKDAYS.indexOf(day));
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a - b),
      `${room.name}'s days in week order`,
    );
    for (const text of [room.access, room.parking])
      assert.ok(text.length >= 4 && text.length <= 80);
  }
});

test('lesson hours: HH:MM, each span longer than one lesson', () => {
  const minutes = (time: string) => {
    assert.match(time, /^([01]\d|2[0-3]):[0-5]\d$/);
    const [hours, mins] = time.split(':').map(Number);
    return hours * 60 + mins;
  };
  const longestLesson = Math.max(...plans.map((plan) => plan.minutesPerLesson));
  for (const {from, to} of [lessonHours.weekday, lessonHours.weekend]) {
    assert.ok(minutes(to) - minutes(from) >= longestLesson, `${from}〜${to} fits a lesson`);
  }
});

test('rules: the notice deadline comes before the payment day, and the numbers are sane', () => {
  assert.ok(rules.noticeDayOfPreviousMonth >= 1 && rules.noticeDayOfPreviousMonth <= 28);
  assert.ok(rules.paymentDayOfMonth >= 1 && rules.paymentDayOfMonth <= 28);
  assert.ok(
    rules.noticeDayOfPreviousMonth < rules.paymentDayOfMonth,
    'a change reaches next month’s fee before it is charged',
  );
  assert.match(rules.rescheduleCutoffTimeDayBefore, /^([01]\d|2[0-3]):[0-5]\d$/);
  const shortestLesson = Math.min(...plans.map((plan) => plan.minutesPerLesson));
  assert.ok(rules.noShowAfterMinutes > 0 && rules.noShowAfterMinutes < shortestLesson);
  assert.ok(rules.connectionMakeUpMinutes > 0 && rules.connectionMakeUpMinutes < shortestLesson);
  assert.ok(rules.carryOverMonths >= 1 && rules.carryOverMonths <= 12);
  assert.ok(rules.maxPauseMonths >= 1 && rules.maxPauseMonths <= 12);
  assert.ok(rules.teacherCancelMakeUpDays >= 7);
});

test('monthsAfter wraps past December', () => {
  assert.equal(monthsAfter(4, 1), 5);
  assert.equal(monthsAfter(12, 1), 1);
  assert.equal(monthsAfter(11, 3), 2);
});

test('equipment: every course exactly once, and tablets are ruled out', () => {
  assert.deepEqual(
    courseEquipment.map((entry) => entry.courseId).sort(),
    courses.map((course) => course.id).sort(),
  );
  for (const entry of courseEquipment) {
    assert.ok(entry.computer.length >= 10 && entry.computer.length <= 120);
    assert.ok(entry.software.length >= 1);
    assertUnique(entry.software, `${entry.courseId} software`);
  }
  assertUnique(onlineLessonNeeds.items, 'online lesson needs');
  assert.match(onlineLessonNeeds.unsupported, /タブレット/);
  assert.match(onlineLessonNeeds.unsupported, /Chromebook/);
});
