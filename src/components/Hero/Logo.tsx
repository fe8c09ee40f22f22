import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** The site mark at hero size. */
export default function HeroLogo({size = 96}: {size?: number}) {
  return <img className={styles.logo} src={useBaseUrl('/img/logo.svg')} width={size} height={size} alt="apis 标志" />;
}
