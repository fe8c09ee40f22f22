import React from 'react';
import Link from '@docusaurus/Link';
import {computeStats, countOf, formatCount} from './stats';
import type {StatsCatalogueCategory} from './compact';
import styles from './styles.module.css';

/**
 * One row per category: its link, and its counts of APIs, of APIs without authentication, with
 * HTTPS, with CORS confirmed, and with all three at once. For the overview page, from ./catalogue.
 */
export default function CatalogueCategoryTable({categories}: {categories: readonly StatsCatalogueCategory[]}) {
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
          {categories.map((category) => {
            const stats = computeStats([category]);
            return (
              <tr key={category.slug}>
                <th scope="row">
                  <Link to={category.permalink}>
                    {category.nameZh}{' '}
                    <span className={styles.english}>{category.category}</span>
                  </Link>
                </th>
                <td>{formatCount(stats.apis)}</td>
                <td>{formatCount(countOf(stats.auth, 'none'))}</td>
                <td>{formatCount(countOf(stats.https, 'yes'))}</td>
                <td>{formatCount(countOf(stats.cors, 'yes'))}</td>
                <td>{formatCount(stats.browserReady.count)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
