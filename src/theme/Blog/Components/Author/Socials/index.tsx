// Change: names each social link in words; the theme's 13 platform icons weighed 4 KiB per blog page.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import styles from './styles.module.css';

/** What each platform an author may list in blog/authors.yml is called; others show their key. */
const PLATFORM_NAMES: Partial<Record<string, string>> = {
  bluesky: 'Bluesky',
  email: 'メール',
  github: 'GitHub',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  mastodon: 'Mastodon',
  stackoverflow: 'Stack Overflow',
  threads: 'Threads',
  twitch: 'Twitch',
  twitter: 'Twitter',
  x: 'X',
  youtube: 'YouTube',
};

export default function BlogAuthorSocials({author, className}: Props): ReactNode {
  return (
    <div className={clsx(styles.socials, className)}>
      {Object.entries(author.socials ?? {}).map(([platform, link]) => (
        <Link key={platform} className={styles.link} href={link}>
          {PLATFORM_NAMES[platform] ?? platform}
        </Link>
      ))}
    </div>
  );
}
