import React from 'react';
import Link from '@docusaurus/Link';
import SimplePage from '@site/src/components/SimplePage';
import styles from './styles.module.css';

const PARTS = ['Hero', 'Logo', 'Devices', 'GridBackground', 'FloorBackground'] as const;

/** Shows one part of the home page hero on its own, with links to the other parts. */
export default function HeroPartPage({title, description, children}: {title: string; description: string; children: React.ReactNode}) {
  return (
    <SimplePage wide title={title} description={description}>
      <div className={styles.stage}>{children}</div>
      <nav aria-label="首屏组件">
        <p>
          其他部件：
          {PARTS.map((part) => (
            <React.Fragment key={part}>
              <Link to={`/Hero/${part}`}>{part}</Link>{' '}
            </React.Fragment>
          ))}
        </p>
      </nav>
    </SimplePage>
  );
}
