import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {DOCS_SECTIONS} from '@site/config/sections';
import styles from './styles.module.css';

/** One card per documentation section. */
export default function SectionLinks({headingLevel = 'h3'}: {headingLevel?: 'h2' | 'h3'}) {
  return (
    <ul className={styles.grid}>
      {DOCS_SECTIONS.map((section) => (
        <li key={section.id} className={styles.card}>
          <Heading as={headingLevel} className={styles.title}>
            <Link to={section.path}>{section.title}</Link>
          </Heading>
          <p>{section.description}</p>
        </li>
      ))}
    </ul>
  );
}
