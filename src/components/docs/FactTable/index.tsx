import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** Shown above the table and read out as its name. */
  readonly caption: string;
  /** One row per fact: the label, then the value from a data module. */
  readonly rows: readonly (readonly [label: string, value: ReactNode])[];
}

/** Facts as a two-column table with row headers, for notices a reader scans by label. */
export default function FactTable({caption, rows}: Props) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
