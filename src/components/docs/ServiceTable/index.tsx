import Link from '@docusaurus/Link';
import {useAnalyticsInUse} from '@site/src/lib/analytics';
import {externalServices, transferBasis} from '@site/src/data/services';
import styles from './styles.module.css';

const COLUMNS = ['用途', '送り先', '送られる情報', '提供の根拠'] as const;

/** The column's name before a cell's value, shown on phones, where the header row is hidden. */
function CellLabel({index}: {readonly index: number}) {
  return <span className={styles.label}>{COLUMNS[index]}</span>;
}

/**
 * The outside services of `src/data/services.ts`: who receives what, in which country, and on
 * which legal basis (個人情報保護法28条, 施行規則17条2項). Analytics is listed only when the
 * build loads it.
 */
export default function ServiceTable() {
  const analyticsInUse = useAnalyticsInUse();
  const services = externalServices.filter(({id}) => analyticsInUse || id !== 'analytics');
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>外部の事業者と、送られる情報</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {services.map((service) => (
          <tr key={service.id}>
            <th scope="row">
              <CellLabel index={0} />
              {service.purpose}
            </th>
            <td>
              <CellLabel index={1} />
              <span className={styles.service}>{service.service}</span>
              {service.provider}（{service.country}）
              <br />
              <Link href={service.privacyUrl}>個人情報の扱い</Link>
            </td>
            <td>
              <CellLabel index={2} />
              {service.data}
            </td>
            <td>
              <CellLabel index={3} />
              {transferBasis(service)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
