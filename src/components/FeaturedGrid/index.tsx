import React from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {FeaturedApisGlobalData} from '@site/plugins/featured-apis/shared/types';
import styles from './styles.module.css';

/** Cards linking to every /fo/N page, in the data file's order. */
export default function FeaturedGrid({limit}: {limit?: number}) {
  const {apis} = usePluginData('featured-apis') as FeaturedApisGlobalData;
  return (
    <ul className={styles.grid}>
      {apis.slice(0, limit).map((api) => (
        <li key={api.id}>
          <Link className={styles.card} to={api.permalink}>
            <span className={styles.name}>{api.name}</span>
            <span className={styles.category}>{api.category}</span>
            <span className={styles.summary}>{api.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
