import React from 'react';
import styles from './styles.module.css';

/** A faint square grid behind the hero; purely decorative. */
export default function GridBackground() {
  return <div className={styles.grid} aria-hidden="true" />;
}
