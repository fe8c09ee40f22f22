import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** Alternate background, to separate neighbouring sections. */
  muted?: boolean;
  id?: string;
  className?: string;
  children: React.ReactNode;
}

/** A full-width band of the page with a centred container. */
export default function Section({muted, id, className, children}: Props) {
  return (
    <section id={id} className={clsx(styles.section, muted && styles.muted, className)}>
      <div className="container">{children}</div>
    </section>
  );
}
