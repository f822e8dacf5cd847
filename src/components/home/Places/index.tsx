import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import MapLink from '@site/src/components/MapLink';
import Phrases from '@site/src/components/Phrases';
import {places} from '@site/src/data/home';
import Section, {CardGrid, linkCardClass} from '../Section';
import styles from './styles.module.css';

/** Where and when lessons can be taken, early on the page: the hero's chips lead here. */
export default function Places() {
  return (
    <Section id="places" title={places.title} lead={places.lead} tinted>
      <CardGrid>
        {places.cards.map(({title, to, text, when, ...card}) => (
          <li key={title} className={`card ${linkCardClass} ${styles.place}`}>
            <Heading as="h3">
              <Link to={to}>
                <Phrases text={title} />
              </Link>
            </Heading>
            <p>{text}</p>
            {'rooms' in card &&
              card.rooms.map(({room, days, address}) => (
                <p key={room.id} className={styles.when}>
                  <strong>{room.name}</strong>
                  <br />
                  {days}
                  <br />
                  {address}
                  <br />
                  <MapLink room={room} />
                </p>
              ))}
            <p className={styles.when}>{when}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
