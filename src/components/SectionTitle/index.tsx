import React from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  /** Small label above the title, e.g. the section's topic. */
  eyebrow?: string;
  title: string;
  subtitle?: React.ReactNode;
  as?: 'h2' | 'h3';
  id?: string;
}

/** A centred section heading with an optional eyebrow and subtitle. */
export default function SectionTitle({eyebrow, title, subtitle, as = 'h2', id}: Props) {
  return (
    <header className={styles.header}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading as={as} id={id} className={styles.title}>
        {title}
      </Heading>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </header>
  );
}
