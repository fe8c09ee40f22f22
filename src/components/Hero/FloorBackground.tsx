import React from 'react';
import styles from './styles.module.css';

/** A perspective "floor" of lines under the hero, fading into the page. */
export default function FloorBackground() {
  return (
    <svg className={styles.floor} viewBox="0 0 1200 200" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {Array.from({length: 13}, (_, i) => (
        <line key={`v${i}`} x1={600 + (i - 6) * 40} y1={0} x2={600 + (i - 6) * 200} y2={200} />
      ))}
      {[20, 50, 90, 140, 200].map((y) => (
        <line key={`h${y}`} x1={0} y1={y} x2={1200} y2={y} />
      ))}
    </svg>
  );
}
