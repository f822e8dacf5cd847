/**
 * Public lines a family or a child can call when something is hard to tell the school, each named
 * for what it is (issue 49). Checked against their operators' pages, November 2026:
 * - 188 消費者ホットライン (消費者庁): the nearest 消費生活センター, for trouble over a contract.
 * - 0120-0-78310 24時間子供SOSダイヤル (文部科学省): children and parents, any worry, 24 hours, free.
 * - 189 児童相談所虐待対応ダイヤル (こども家庭庁): the nearest 児童相談所, for suspected abuse; free.
 */
export interface Helpline {
  readonly name: string;
  readonly number: string;
  /** When to call it, ending so that 「に」 reads on: 「…のことで困ったとき」. */
  readonly when: string;
}

export const helplines = {
  consumer: {
    name: '消費者ホットライン',
    number: '188',
    when: '契約やお支払いのことで困ったとき（近くの消費生活センターにつながります）',
  },
  childSos: {
    name: '24時間子供SOSダイヤル',
    number: '0120-0-78310',
    when: 'こわいこと、いやなことがあったとき（子どもも保護者の方も、夜中でも無料でかけられます）',
  },
  abuse: {
    name: '児童相談所虐待対応ダイヤル',
    number: '189',
    when: '子どもが虐待を受けているかもしれないと思ったとき（近くの児童相談所につながります。無料です）',
  },
} as const satisfies Record<string, Helpline>;

/** 「消費者ホットライン（188）：…とき」: a line as the terms list it. */
export function helplineText({name, number, when}: Helpline): string {
  return `${name}（${number}）：${when}`;
}
