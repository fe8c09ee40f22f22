import React from 'react';
import Link from '@docusaurus/Link';
import {formatCount} from '../../shared/stats';
import type {CatalogueSummary} from '../../shared/modules';
import styles from './styles.module.css';

/**
 * One row per category: its link, and its counts of APIs, of APIs without authentication, with
 * HTTPS, with CORS confirmed, and with all three at once. For the overview pages, from
 * `@catalogue/summary`.
 */
export default function CatalogueCategoryTable({summary}: {summary: CatalogueSummary}) {
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption>各分类的接口数与特征</caption>
        <thead>
          <tr>
            <th scope="col">分类</th>
            <th scope="col">接口</th>
            <th scope="col">无需认证</th>
            <th scope="col">支持 HTTPS</th>
            <th scope="col">支持 CORS</th>
            <th scope="col">可在网页中直接调用</th>
          </tr>
        </thead>
        <tbody>
          {summary.categories.map((category) => (
            <tr key={category.slug}>
              <th scope="row">
                <Link to={category.permalink}>
                  {category.nameZh} <span className={styles.english}>{category.name}</span>
                </Link>
              </th>
              <td>{formatCount(category.counts.apis)}</td>
              <td>{formatCount(category.counts.auth.none)}</td>
              <td>{formatCount(category.counts.https.yes)}</td>
              <td>{formatCount(category.counts.cors.yes)}</td>
              <td>{formatCount(category.counts.browserReady)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
