import React from 'react';
import type {CatalogueCategory, CatalogueAuth, CorsSupport} from '@site/plugins/catalogue/types';
import styles from './styles.module.css';

export const AUTH_LABELS: Record<string, string> = {
  none: '无需认证',
  apiKey: 'API 密钥',
  OAuth: 'OAuth',
  'X-Mashape-Key': 'X-Mashape-Key',
  'User-Agent': 'User-Agent 头',
};

export function authLabel(auth: CatalogueAuth): string {
  return AUTH_LABELS[auth ?? 'none']!;
}

export const CORS_LABELS: Record<CorsSupport, string> = {yes: '支持', no: '不支持', unknown: '未知'};

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
              <td>{api.https ? '是' : '否'}</td>
              <td>{CORS_LABELS[api.cors]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
