import React from 'react';
import type {CatalogueCategory} from '@site/plugins/catalogue/types';
import {CORS_LABELS, HTTPS_LABELS, authLabel} from './labels';
import styles from './styles.module.css';

export {AUTH_KEYS, AUTH_LABELS, CORS_KEYS, CORS_LABELS, HTTPS_LABELS, authKey, authLabel, type AuthKey} from './labels';

/**
 * The static table of one catalogue category. Rendered at build time, so the
 * list is in the HTML, indexed by search and readable without JavaScript.
 */
export default function CatalogueTable({category}: {category: CatalogueCategory}) {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption>
          {category.nameZh}（{category.category}）分类共 {category.apis.length} 个 API
        </caption>
        <thead>
          <tr>
            <th scope="col">名称</th>
            <th scope="col">说明</th>
            <th scope="col">认证</th>
            <th scope="col">HTTPS</th>
            <th scope="col">CORS</th>
          </tr>
        </thead>
        <tbody>
          {category.apis.map((api) => (
            <tr key={`${api.name} ${api.url}`}>
              <th scope="row">
                <a href={api.url} target="_blank" rel="noopener noreferrer">
                  {api.name}
                </a>
              </th>
              <td>{api.descriptionZh}</td>
              <td>{authLabel(api.auth)}</td>
              <td>{api.https ? HTTPS_LABELS.yes : HTTPS_LABELS.no}</td>
              <td>{CORS_LABELS[api.cors]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
