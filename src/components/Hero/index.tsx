import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import totals from '@catalogue/totals';
import HeroLogo from './Logo';
import GridBackground from './GridBackground';
import FloorBackground from './FloorBackground';
import Devices from './Devices';
import styles from './styles.module.css';

/** Counts as the rest of the site writes them: 1,695. */
const formatTotal = (count: number) => count.toLocaleString('en-US');

/** The home page hero, assembled from the parts also shown alone under /Hero/*. */
export default function Hero({headingLevel = 'h1'}: {headingLevel?: 'h1' | 'h2'}) {
  return (
    <section className={styles.hero}>
      <GridBackground />
      <div className={styles.heroInner}>
        <div className={styles.pitch}>
          <HeroLogo />
          <Heading as={headingLevel} className={styles.title}>
            apis：给 Web 开发者的公共 API 目录
          </Heading>
          <p className={styles.tagline}>
            {formatTotal(totals.apis)} 个公共 API、{formatTotal(totals.categories)} 个分类，配上中文说明、可运行的示例和踩坑记录。先读懂一个接口，再把它放进你的项目。
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/community/public-apis">
              浏览 API 目录
            </Link>
            <Link className="button button--secondary button--lg" to="/fo/0">
              看精选 API
            </Link>
          </div>
        </div>
        <Devices />
      </div>
      <FloorBackground />
    </section>
  );
}
