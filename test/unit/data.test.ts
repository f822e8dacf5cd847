import {existsSync} from 'node:fs';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {assertUnique} from '../support/assertions';
import {courses} from '../../src/data/courses';
import {plans, planPace, trialLesson, ENROLLMENT_FEE_YEN, formatYen} from '../../src/data/plans';
import {teacher} from '../../src/data/teacher';
import {faq} from '../../src/data/faq';

const ASCII_SLUG = /^[a-z][a-z0-9-]*$/;

function assertLength(text: string, min: number, max: number, what: string) {
  assert.ok(
    text.length >= min && text.length <= max,
    `${what} is ${min}–${max} characters: 「${text}」`,
  );
}

test('courses: ASCII ids, unique names, texts that fit the cards', () => {
  assert.ok(courses.length >= 1);
  for (const course of courses) {
    assert.match(course.id, ASCII_SLUG);
    assertLength(course.name, 4, 20, 'course name');
    assertLength(course.summary, 10, 60, 'course summary');
    assert.ok(course.goals.length >= 1 && course.goals.length <= 5);
    for (const goal of course.goals) assertLength(goal, 4, 40, 'course goal');
    assert.ok(course.tools.length >= 1);
    assertLength(course.prerequisites, 4, 80, 'prerequisites');
    assert.match(course.typicalDuration, /\d/);
  }
  for (const key of ['id', 'name'] as const) {
    assertUnique(
      courses.map((course) => course[key]),
      `course ${key}s`,
    );
  }
});

test('plans: prices are positive whole yen, lessons and minutes sensible, ordered by price', () => {
  assert.ok(plans.length >= 1);
  for (const plan of plans) {
    assert.match(plan.id, ASCII_SLUG);
    assert.ok(Number.isSafeInteger(plan.monthlyPriceYen) && plan.monthlyPriceYen > 0, plan.id);
    assert.ok(
      Number.isInteger(plan.lessonsPerMonth) &&
        plan.lessonsPerMonth >= 1 &&
        plan.lessonsPerMonth <= 31,
    );
    assert.ok([30, 45, 60, 90, 120].includes(plan.minutesPerLesson), `${plan.id} lesson length`);
    assertLength(plan.name, 2, 12, 'plan name');
    assertLength(plan.recommendedFor, 8, 50, 'plan recommendation');
  }
  for (const key of ['id', 'name'] as const) {
    assertUnique(
      plans.map((plan) => plan[key]),
      `plan ${key}s`,
    );
  }
  const prices = plans.map((p) => p.monthlyPriceYen);
  assert.deepEqual(
    prices,
    [...prices].sort((a, b) => a - b),
  );
});

test('the trial and the enrolment fee are whole yen, never negative', () => {
  assert.ok(Number.isSafeInteger(trialLesson.priceYen) && trialLesson.priceYen >= 0);
  assert.ok(Number.isSafeInteger(ENROLLMENT_FEE_YEN) && ENROLLMENT_FEE_YEN >= 0);
  assert.ok(trialLesson.minutes > 0 && trialLesson.includes.length >= 1);
  assertUnique(trialLesson.includes, 'trial contents');
});

test('a plan’s pace reads as a family counts it, on a month of four weeks', () => {
  const pace = (lessonsPerMonth: number) => planPace({...plans[0], lessonsPerMonth});
  assert.equal(pace(2), '2週に1回ほど');
  assert.equal(pace(4), '週に1回ほど');
  assert.equal(pace(8), '週に2回ほど');
  assert.equal(pace(3), '月に3回');
});

test('formatYen writes yen the Japanese way', () => {
  assert.equal(formatYen(19800), '19,800円');
  assert.equal(formatYen(0), '0円');
});

test('teacher: a complete profile that fits the teaser card', () => {
  assertLength(teacher.name, 2, 12, 'teacher name');
  assertLength(teacher.summary, 10, 80, 'teacher summary');
  assertLength(teacher.message, 10, 60, 'teacher message');
  assert.match(teacher.photo, /^\/img\/[\w-]+\.(svg|webp|avif|png)$/);
  assert.ok(existsSync(`static${teacher.photo}`), `static${teacher.photo} exists`);
  assert.ok(teacher.career.length >= 1);
  assertUnique(teacher.skills, 'teacher skills');
});

test('FAQ: unique questions ending in a question mark, short answers', () => {
  assert.ok(faq.length >= 3);
  for (const {question, answer} of faq) {
    assertLength(question, 6, 40, 'question');
    assert.match(question, /？$/);
    assertLength(answer, 10, 120, 'answer');
  }
  assertUnique(
    faq.map((item) => item.question),
    'questions',
  );
});
