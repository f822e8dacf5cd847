import {formatYen, oneOffFeesSentence, plans} from '@site/src/data/plans';
import styles from './styles.module.css';

/** The monthly fees of `src/data/plans.ts`, tax included (総額表示). */
export default function PlanTable() {
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>月謝の一覧（金額はすべて税込です）</caption>
        <thead>
          <tr>
            <th scope="col">プラン</th>
            <th scope="col">レッスン</th>
            <th scope="col">月謝</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.id}>
              <th scope="row">
                {plan.name}
                <span className={styles.note}>{plan.recommendedFor}</span>
              </th>
              <td className={styles.lessons}>
                <span className={styles.line}>月{plan.lessonsPerMonth}回</span>
                <span className={styles.line}>各{plan.minutesPerLesson}分</span>
              </td>
              <td className={styles.price}>
                {formatYen(plan.monthlyPriceYen)}
                <span className={styles.tax}>（税込）</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{oneOffFeesSentence()}</p>
    </>
  );
}
