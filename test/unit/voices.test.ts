import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isSample} from '../../lib/facts/samples';
import {courses} from '../../src/data/courses';
import {
  parentVoices,
  studentWorks,
  type ParentVoice,
  type StudentWork,
} from '../../src/data/voices';
import {TEST_VOICES, TEST_WORKS} from '../test-build-pages/_voices';

/** Words that mark an entry as made up: a sample, a test or a placeholder. */
const MADE_UP = /見本|サンプル|テスト|例文|ダミー|lorem|sample|test|dummy/i;

/** What keeps an entry off the site, one Japanese sentence each, naming the entry. */
function problemsOf(
  voices: readonly ParentVoice[],
  works: readonly StudentWork[],
  today = new Date(),
): readonly string[] {
  const problems: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) problems.push(message);
  };
  const checkCommon = (
    what: string,
    entry: {courseId: string; consentedOn: string},
    texts: string[],
  ) => {
    for (const text of texts) {
      check(
        !MADE_UP.test(text) && !isSample(text),
        `${what}：見本やテストの文「${text}」は載せられません。`,
      );
    }
    check(
      courses.some((course) => course.id === entry.courseId),
      `${what}：courseId「${entry.courseId}」は src/data/courses.ts にありません。`,
    );
    const consented = new Date(`${entry.consentedOn}T00:00:00Z`);
    check(
      /^\d{4}-\d{2}-\d{2}$/.test(entry.consentedOn) &&
        !Number.isNaN(consented.getTime()) &&
        consented <= today,
      `${what}：consentedOn には、掲載の同意をいただいた日を「2026-01-10」の形で書いてください。`,
    );
  };
  for (const voice of voices) {
    const what = `保護者の声「${voice.quote.slice(0, 12)}…」`;
    checkCommon(what, voice, [voice.quote, voice.speaker]);
    check(
      voice.quote.length >= 10 && voice.quote.length <= 200,
      `${what}：声は10〜200字にしてください。`,
    );
    check(
      voice.speaker.length >= 2 && voice.speaker.length <= 30,
      `${what}：speaker は2〜30字にしてください。`,
    );
  }
  for (const work of works) {
    const what = `作品「${work.title}」`;
    checkCommon(what, work, [work.title, work.maker, work.description, work.url ?? '']);
    check(
      work.title.length >= 1 && work.title.length <= 40,
      `${what}：題名は40字までにしてください。`,
    );
    check(
      work.description.length >= 10 && work.description.length <= 120,
      `${what}：説明は10〜120字にしてください。`,
    );
    check(
      work.url === undefined || new URL(work.url).protocol === 'https:',
      `${what}：url は https で始まるアドレスにしてください。`,
    );
  }
  const quotes = voices.map((voice) => voice.quote);
  check(new Set(quotes).size === quotes.length, '保護者の声に同じ文が二つあります。');
  const titles = works.map((work) => work.title);
  check(new Set(titles).size === titles.length, '同じ題名の作品が二つあります。');
  return problems;
}

test('the voices and works the site publishes are real, consented and fit the cards', () => {
  assert.deepEqual(problemsOf(parentVoices, studentWorks), []);
});

test('a made-up, unconsented or broken entry is refused, and the test entries never pass', () => {
  assert.notDeepEqual(problemsOf(TEST_VOICES, []), []);
  assert.notDeepEqual(problemsOf([], TEST_WORKS), []);
  const real: ParentVoice = {
    quote: '毎回のレッスンのあと、作ったものを家族に見せてくれるようになりました。',
    speaker: '小学5年生のお子さまの保護者',
    courseId: 'beginner',
    consentedOn: '2026-01-10',
  };
  const today = new Date('2026-11-25T00:00:00Z');
  assert.deepEqual(problemsOf([real], [], today), []);
  for (const broken of [
    {...real, speaker: '見本の保護者'},
    {...real, consentedOn: '2027-01-01'},
    {...real, consentedOn: '1月10日'},
    {...real, courseId: 'nope' as ParentVoice['courseId']},
    {...real, quote: '短い'},
  ]) {
    assert.equal(problemsOf([broken], [], today).length, 1, JSON.stringify(broken));
  }
  const work: StudentWork = {
    title: 'ほしあつめ',
    maker: '中学2年生',
    courseId: 'game',
    description: '流れ星をよけながら星を集める、2D のアクションゲームです。',
    url: 'http://unityroom.com/games/hoshiatsume',
    consentedOn: '2026-01-10',
  };
  assert.deepEqual(problemsOf([], [work], today), [
    '作品「ほしあつめ」：url は https で始まるアドレスにしてください。',
  ]);
});
