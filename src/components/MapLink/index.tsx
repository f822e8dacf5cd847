import Link from '@docusaurus/Link';
import Phrases from '@site/src/components/Phrases';
import {mapLinks, type Classroom} from '@site/src/data/classrooms';

interface Props {
  readonly room: Classroom;
}

/**
 * A plain link to a map search for the classroom's address, beside the address: no embedded map,
 * so no map service loads until a visitor asks for it. Opens in a new tab, as external links do.
 * Positioned, so that in a home card it sits above the card's whole-card link, which comes first;
 * an inline style spares every page a CSS rule.
 */
export default function MapLink({room}: Props) {
  const {url, label} = mapLinks[room.id];
  return (
    <Link href={url} style={{position: 'relative'}}>
      <Phrases text={label} />
    </Link>
  );
}
