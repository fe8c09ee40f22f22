import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import styles from './styles.module.css';

/**
 * An author's social links as text. The theme's version imports the icon of every platform it knows
 * (about 4 KiB of brotli on each blog page) although our authors list none; the theme renders this
 * component for every author, so the empty row keeps the names aligned as the theme's does.
 */
export default function BlogAuthorSocials({author}: Props): ReactNode {
  const entries = Object.entries(author.socials ?? {});
  return (
    <div className={styles.socials}>
      {entries.map(([platform, url]) => (
        <Link key={platform} href={url} className={styles.link}>
          {platform}
        </Link>
      ))}
    </div>
  );
}
