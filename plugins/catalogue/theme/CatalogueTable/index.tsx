import React from 'react';
import {decodeRow} from '../../shared/row';
import {formatCheckDate, LINK_STATUS_LABELS} from '../../shared/labels';
import type {CategoryModule} from '../../shared/modules';
import {FactValue, VerificationNotes} from './Facts';
import styles from './styles.module.css';

/**
 * The static table of one catalogue category, from its generated module
 * (`import category from '@catalogue/category/<slug>'`). Rendered at build time, so the list is in
 * the HTML, indexed by search and readable without JavaScript. Each row's id is the API's id: the
 * API's anchor on this page.
 */
export default function CatalogueTable({category}: {category: CategoryModule}) {
  const apis = category.rows.map(decodeRow);
  const dead = apis.filter((api) => api.link === 'dead').length;
  return (
    <>
      {category.linkCheck && (
        <p className={styles.linkCheck} data-testid="catalogue-link-check">
          最近核对：{formatCheckDate(category.linkCheck.checkedAt)}。
          {dead > 0 ? `本分类有 ${dead} 个链接失效，已在表中标为“${LINK_STATUS_LABELS.dead}”。` : '本分类没有发现失效的链接。'}
        </p>
      )}
      <div className={styles.wrapper}>
        <table className={styles.table}>
          <caption>
            {category.nameZh}（{category.name}）分类共 {apis.length} 个 API
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
            {apis.map((api) => (
              <tr key={api.id} id={api.id} data-link={api.link ?? undefined}>
                <th scope="row">
                  <a href={api.url} target="_blank" rel="noopener noreferrer">
                    {api.name}
                  </a>
                  {api.link === 'dead' && <span className={styles.dead}>{LINK_STATUS_LABELS.dead}</span>}
                </th>
                <td>{api.descriptionZh}</td>
                <td>
                  <FactValue api={api} field="auth" />
                </td>
                <td>
                  <FactValue api={api} field="https" />
                </td>
                <td>
                  <FactValue api={api} field="cors" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <VerificationNotes apis={apis} />
    </>
  );
}
