import React from 'react';
import Link from '@docusaurus/Link';
import type {FeaturedApi, ApiAuth, FreeTier} from '@site/plugins/featured-apis/shared/types';
import {formatCheckedMonth} from './format';
import styles from './styles.module.css';

export function describeAuth(auth: ApiAuth): string {
  switch (auth.type) {
    case 'query':
      return `查询参数 ${auth.name}`;
    case 'header':
      return `请求头 ${auth.name}`;
    case 'none':
      return '无需密钥';
  }
}

/** The free-tier facts with the month they were checked, so a reader can judge how fresh they are. */
export function FreeTierFact({freeTier}: {freeTier: FreeTier}) {
  const checked = (
    <span className={styles.checked}>
      （核对于 <time dateTime={freeTier.checked}>{formatCheckedMonth(freeTier.checked)}</time>
      {freeTier.source && (
        <>
          ，来源：
          <a href={freeTier.source} target="_blank" rel="noopener noreferrer">
            {new URL(freeTier.source).host}
          </a>
        </>
      )}
      ）
    </span>
  );
  return (
    <>
      {freeTier.summary}
      {checked}
    </>
  );
}

export default function FactsPanel({api, categoryPermalink}: {api: FeaturedApi; categoryPermalink: string | null}) {
  const facts: [string, React.ReactNode][] = [
    ['提供方', api.provider],
    ['分类', categoryPermalink ? <Link to={categoryPermalink}>{api.category}</Link> : api.category],
    ['认证方式', describeAuth(api.auth)],
    ['HTTPS', api.httpsNote ? `${api.https ? '支持' : '不支持'}。${api.httpsNote}` : api.https ? '支持' : '不支持'],
    ['基础地址', <code key="base">{api.baseUrl}</code>],
    [
      '官方文档',
      <a key="docs" href={api.docsUrl} target="_blank" rel="noopener noreferrer">
        {new URL(api.docsUrl).host}
      </a>,
    ],
  ];
  facts.push(['免费额度', <FreeTierFact key="free" freeTier={api.freeTier} />]);
  if (api.rateLimit) facts.push(['速率限制', api.rateLimit]);
  return (
    <>
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={label === '免费额度' || label === '速率限制' ? `${styles.fact} ${styles.factWide}` : styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
    {api.auth.note && <p className={styles.authNote}>{api.auth.note}</p>}
    </>
  );
}
