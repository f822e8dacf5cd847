import Link from '@docusaurus/Link';
import {mapLinkLabel, mapUrl, type Classroom} from '@site/src/data/classrooms';

interface Props {
  readonly room: Classroom;
  readonly className?: string;
}

/**
 * A plain link to a map search for the classroom's address, beside the address: no embedded map,
 * so no map service loads until a visitor asks for it. Opens in a new tab, as external links do.
 */
export default function MapLink({room, className}: Props) {
  return (
    <Link className={className} href={mapUrl(room)}>
      {mapLinkLabel(room)}
    </Link>
  );
}
