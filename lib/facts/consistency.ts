/**
 * What the facts must say together, beyond each value's own form (schema.ts): the money and the
 * length of a contract against 特定商取引法's thresholds, the hours against a lesson's length,
 * the classrooms against the regions, the teacher against the courses. Each problem names the
 * value to change and says what to write; read.ts puts it at that value's file and line.
 */
import {COURSE_NAMES, type CourseId} from '../../src/vocabulary/courseNames';
import {COURSE_NEEDS} from '../../src/vocabulary/courseNeeds';
import {HOME_COUNTRY, SPECIFIED_CONTINUOUS_SERVICE} from '../../src/vocabulary/law';
import {isSample} from './samples';
import type {Facts} from './schema';

/** The name the schema gives the value at `path` of `part`, as the owner's files call it. */
export type TitleOf = (part: keyof Facts, path: string) => string;

export interface Inconsistency {
  /** The part of the facts (so its file) holding the value to change. */
  readonly part: keyof Facts;
  /** That value's path in its file: "plans.2.monthlyPriceYen". */
  readonly path: string;
  readonly message: string;
}

const {months: MAX_MONTHS, yen: MAX_YEN} = SPECIFIED_CONTINUOUS_SERVICE;
const WHY_WITHIN_THRESHOLD = `受講規約と特定商取引法に基づく表記は、契約が特定商取引法の「特定継続的役務」（パソコン教室などで、期間が${MAX_MONTHS}か月を超え、しかも金額が${MAX_YEN}円を超える契約。書面の交付やクーリング・オフの決まりが適用されます）にあたらない形で書かれています。`;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

function contractProblems({plans, rules}: Facts, titleOf: TitleOf): Inconsistency[] {
  const problems: Inconsistency[] = [];
  const oneOffFees = plans.enrollmentFeeYen + plans.materialsFeeYen;
  plans.plans.forEach((plan, index) => {
    // The first payment: the first month and the fees of joining, after which a student may leave.
    const firstPayment = plan.monthlyPriceYen + oneOffFees;
    if (firstPayment > MAX_YEN) {
      problems.push({
        part: 'plans',
        path: `plans.${index}.monthlyPriceYen`,
        message: `「${plan.name}」は、入会のときのお支払い（月謝 ${plan.monthlyPriceYen}円と入会金・教材費 ${oneOffFees}円）が ${firstPayment}円で、${MAX_YEN}円を超えます。${WHY_WITHIN_THRESHOLD}月謝か入会金・教材費を下げて、合わせて ${MAX_YEN}円以下にしてください。`,
      });
    }
  });
  // A month's lessons can be taken in that month and the months they carry over to.
  if (1 + rules.carryOverMonths > MAX_MONTHS) {
    problems.push({
      part: 'rules',
      path: 'carryOverMonths',
      message: `「${titleOf('rules', 'carryOverMonths')}」が ${rules.carryOverMonths}か月で、ひと月分のレッスンを ${1 + rules.carryOverMonths}か月にわたって受けられます。${WHY_WITHIN_THRESHOLD}受けられる期間が ${MAX_MONTHS}か月までになるよう、${MAX_MONTHS - 1} にしてください。`,
    });
  }
  // Whoever starts this month must still be able to leave at its end, before the next charge.
  if (rules.lastDayToStartThisMonth > rules.noticeDayOfPreviousMonth) {
    problems.push({
      part: 'rules',
      path: 'lastDayToStartThisMonth',
      message: `「${titleOf('rules', 'lastDayToStartThisMonth')}」（${rules.lastDayToStartThisMonth}日）が「${titleOf('rules', 'noticeDayOfPreviousMonth')}」（${rules.noticeDayOfPreviousMonth}日）より後です。${rules.noticeDayOfPreviousMonth + 1}日から${rules.lastDayToStartThisMonth}日に入会した方は、その月の締め日を過ぎていて、最初の月で退会できません。${rules.noticeDayOfPreviousMonth} 以下にしてください。`,
    });
  }
  return problems;
}

/** The fewest days from the end of a month to the end of the month `months` later (February's 28). */
const SHORTEST_MONTH_DAYS = 28;

/**
 * A cancelled lesson is made up within `teacherCancelMakeUpDays`, never past its carry-over
 * deadline (terms: 「合わせて2か月まで」). A lesson cancelled on its month's last day has at least
 * 28 × carryOverMonths days before that deadline, so a longer make-up period would promise days
 * the deadline takes away (or, kept, stretch a month's lessons past 特定継続的役務's 2 months).
 */
function makeUpProblems({rules}: Facts, titleOf: TitleOf): Inconsistency[] {
  const longest = SHORTEST_MONTH_DAYS * rules.carryOverMonths;
  if (rules.teacherCancelMakeUpDays <= longest) return [];
  return [
    {
      part: 'rules',
      path: 'teacherCancelMakeUpDays',
      message: `「${titleOf('rules', 'teacherCancelMakeUpDays')}」（${rules.teacherCancelMakeUpDays}日）が、繰り越しの期限までの最も短い日数（${titleOf('rules', 'carryOverMonths')} ${rules.carryOverMonths}か月で ${longest}日）より長くなっています。月末に休講にしたレッスンは、この日数がたつ前に繰り越しの期限が来るため、受講規約がお約束する振り替えの日数を守れません（期限の後に振り替えると、ひと月分のレッスンを受けられる期間が${MAX_MONTHS}か月を超えます）。${longest} 以下にしてください。`,
    },
  ];
}

function lessonLengthProblems(
  {plans, rules, classrooms}: Facts,
  titleOf: TitleOf,
): Inconsistency[] {
  const lesson = plans.lessonMinutes;
  const lessonLength = `${titleOf('plans', 'lessonMinutes')}（plans.yml の lessonMinutes、${lesson}分）`;
  const problems: Inconsistency[] = [];
  const waits = [
    ['noShowAfterMinutes', rules.noShowAfterMinutes],
    ['connectionMakeUpMinutes', rules.connectionMakeUpMinutes],
  ] as const;
  for (const [key, minutes] of waits) {
    if (minutes >= lesson) {
      problems.push({
        part: 'rules',
        path: key,
        message: `「${titleOf('rules', key)}」（${minutes}分）が、${lessonLength}と同じか長くなっています。${lesson} より小さい数にしてください。`,
      });
    }
  }
  for (const key of ['weekday', 'weekend'] as const) {
    const {from, to} = classrooms.lessonHours[key];
    if (minutesOf(to) - minutesOf(from) < lesson) {
      problems.push({
        part: 'classrooms',
        path: `lessonHours.${key}.to`,
        message: `「${titleOf('classrooms', `lessonHours.${key}`)}」（${from}〜${to}）が、${lessonLength}より短く、レッスンが入りません。${lesson}分以上あけてください。`,
      });
    }
  }
  return problems;
}

function placeProblems({school, classrooms, operator}: Facts, titleOf: TitleOf): Inconsistency[] {
  const problems: Inconsistency[] = [];
  const rooms = classrooms.classrooms;
  rooms.forEach((room, index) => {
    if (!school.regions.includes(room.city)) {
      problems.push({
        part: 'classrooms',
        path: `classrooms.${index}.city`,
        message: `教室「${room.name}」の市町村「${room.city}」が、school.yml の regions（${school.regions.join('、')}）にありません。regions と同じ書き方にしてください。`,
      });
    }
    if (rooms.findIndex(({name}) => name === room.name) < index) {
      problems.push({
        part: 'classrooms',
        path: `classrooms.${index}.name`,
        message: `「${room.name}」という名前の教室が2つあります。それぞれ別の名前にしてください。`,
      });
    }
    if (!room.address.includes(room.city)) {
      problems.push({
        part: 'classrooms',
        path: `classrooms.${index}.address`,
        message: `教室「${room.name}」の住所に、市町村の「${room.city}」が入っていません。住所は都道府県と市町村から書いてください。`,
      });
    }
  });
  school.regions.forEach((region, index) => {
    const count = rooms.filter(({city}) => city === region).length;
    if (count !== 1) {
      problems.push({
        part: 'school',
        path: `regions.${index}`,
        message:
          count === 0
            ? `地域「${region}」の教室が classrooms.yml にありません。教室を書き足すか、regions から「${region}」を消してください。`
            : `地域「${region}」の教室が classrooms.yml に${count}つあります。地域ごとに教室は1つにしてください。`,
      });
    }
  });
  if (!/^.+?[都道府県]/.test(operator.address)) {
    problems.push({
      part: 'operator',
      path: 'address',
      message: `「${titleOf('operator', 'address')}」は、都道府県から書いてください（特定商取引法に基づく表記に出ます）。`,
    });
  }
  return problems;
}

function documentProblems({documents, school}: Facts, titleOf: TitleOf): Inconsistency[] {
  return (['privacyPolicy', 'terms'] as const).flatMap((key) =>
    Number(documents[key].established.slice(0, 4)) < school.foundedYear
      ? [
          {
            part: 'documents' as const,
            path: `${key}.established`,
            message: `「${titleOf('documents', `${key}.established`)}」（${documents[key].established}）が、${titleOf('school', 'foundedYear')}（school.yml の foundedYear、${school.foundedYear}年）より前です。はじめて公開した日を書いてください。`,
          },
        ]
      : [],
  );
}

/** 個人情報保護法28条2項: consent to a transfer abroad is asked for with that country's system. */
function foreignServiceProblems({services}: Facts): Inconsistency[] {
  return services.services.flatMap((service, index) =>
    service.personalData &&
    service.country !== HOME_COUNTRY &&
    !isSample(service.country) &&
    !Object.hasOwn(services.foreignSystems, service.country)
      ? [
          {
            part: 'services' as const,
            path: `services.${index}.country`,
            message: `「${service.service}」は個人データを${service.country}の会社に渡しますが、foreignSystems に${service.country}の個人情報の保護の制度の説明がありません。プライバシーポリシーで本人に伝える必要があります（個人情報保護法28条2項）。foreignSystems に「${service.country}: 説明」の行を書き足してください。`,
          },
        ]
      : [],
  );
}

function courseProblems({teacher, school}: Facts, titleOf: TitleOf): Inconsistency[] {
  const problems: Inconsistency[] = [];
  for (const [id, needs] of Object.entries(COURSE_NEEDS)) {
    const course = COURSE_NAMES[id as CourseId];
    for (const tool of needs.tools.filter((name) => !teacher.skills.includes(name))) {
      problems.push({
        part: 'teacher',
        path: 'skills',
        message: `講師の skills に、${course}で使う「${tool}」がありません。「- ${tool}」の行を書き足してください。`,
      });
    }
  }
  // The course that takes the youngest students of those that fix a school year of their own.
  const youngest = Object.entries(COURSE_NEEDS)
    .flatMap(([id, needs]) =>
      'youngestSchoolYear' in needs
        ? [{course: COURSE_NAMES[id as CourseId], year: needs.youngestSchoolYear}]
        : [],
    )
    .sort((a, b) => a.year - b.year)
    .at(0);
  if (youngest && youngest.year < school.youngestSchoolYear) {
    problems.push({
      part: 'school',
      path: 'youngestSchoolYear',
      message: `「${titleOf('school', 'youngestSchoolYear')}」（${school.youngestSchoolYear}）が、${youngest.course}の対象（学年 ${youngest.year} から）より上です。サイトの「〜から大人まで」は、どのコースの対象も含む学年にします。${youngest.year} 以下にしてください。`,
    });
  }
  return problems;
}

/** Every way the facts contradict each other or the law, each value named by its title. */
export function factInconsistencies(facts: Facts, titleOf: TitleOf): Inconsistency[] {
  return [
    ...contractProblems(facts, titleOf),
    ...makeUpProblems(facts, titleOf),
    ...lessonLengthProblems(facts, titleOf),
    ...placeProblems(facts, titleOf),
    ...documentProblems(facts, titleOf),
    ...foreignServiceProblems(facts),
    ...courseProblems(facts, titleOf),
  ];
}
