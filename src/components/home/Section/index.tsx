import Heading from '@theme/Heading';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import clsx from 'clsx';
import Phrases from '@site/src/components/Phrases';
import type {MoreLink} from '@site/src/data/home';
import styles from './styles.module.css';

interface Props {
  /** ASCII id: the in-page anchor of the section. */
  readonly id: string;
  readonly title: string;
  readonly lead?: ReactNode;
  /** A tinted background sets a section apart from its neighbours. */
  readonly tinted?: boolean;
  /** A link to the doc page that tells the whole story. */
  readonly more?: MoreLink;
  readonly children: ReactNode;
}

/** A home page section: an h2 with an optional lead, the content and a link onward. */
export default function Section({id, title, lead, tinted = false, more, children}: Props) {
  const titleId = `${id}-title`;
  // The hero's chips link to sections by this id; the build checks such links.
  useBrokenLinks().collectAnchor(id);
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={clsx(styles.section, tinted && styles.tinted)}>
      <div className="container">
        <div className={styles.header}>
          <Heading as="h2" id={titleId}>
            <Phrases text={title} />
          </Heading>
          {lead && <p>{lead}</p>}
        </div>
        {children}
        {more && (
          <p className={styles.more}>
            <Link className="button button--outline button--primary" to={more.to}>
              <Phrases text={more.label} />
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

interface GridProps {
  readonly ordered?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/** The class of a card whose heading link covers the whole card. */
export const linkCardClass = styles.linkCard;

/** Cards that stack on phones and sit side by side where they fit. */
export function CardGrid({ordered = false, className, children}: GridProps) {
  const List = ordered ? 'ol' : 'ul';
  return <List className={clsx(styles.grid, className)}>{children}</List>;
}

interface TextCardProps {
  readonly title: string;
  readonly text: string;
  readonly className?: string;
}

/** A card of the grid with a title and a sentence or two. */
export function TextCard({title, text, className}: TextCardProps) {
  return (
    <li className={className}>
      <Heading as="h3">
        <Phrases text={title} />
      </Heading>
      <p>{text}</p>
    </li>
  );
}
