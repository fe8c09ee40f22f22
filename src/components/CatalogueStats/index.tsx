import React from 'react';
import type {CatalogueCategory} from '@site/plugins/catalogue/types';
import {computeStats, formatCount, formatShare, type Share, type StatsCategory} from './stats';
import styles from './styles.module.css';

export {computeStats, formatCount, formatShare} from './stats';

type CategoryProps = {
  /** One category (its JSON file, as the category pages import it). */
  category: StatsCategory & Pick<CatalogueCategory, 'category' | 'nameZh'>;
  categories?: never;
  /** Replaces the default caption. */
  title?: string;
};

type CatalogueProps = {
  /** Several categories, e.g. every one of them from ./catalogue: the figures cover all their APIs. */
  categories: readonly StatsCategory[];
  category?: never;
  title?: string;
};

export type CatalogueStatsProps = CategoryProps | CatalogueProps;

function ShareList<K extends string>({shares}: {shares: readonly Share<K>[]}) {
  return (
    <ul className={styles.shares}>
      {shares.map((item) => (
        <li key={item.key} className={styles.share}>
          <span className={styles.shareLabel}>{item.label}：</span>
          <span className={styles.shareValue}>
            {formatCount(item.count)} 个<span className={styles.percent}>（{formatShare(item.share)}）</span>
          </span>
          {/* The numbers are in the text; the bar only repeats the share for the eye. */}
          <span className={styles.bar} aria-hidden="true">
            <span className={styles.barFill} style={{width: `${(item.share * 100).toFixed(2)}%`}} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The figures of one category or of several: number of APIs, and how many need which kind of
 * authentication, support HTTPS, and allow cross-origin calls, as counts and shares. Computed
 * from the data while the page is rendered, so the page's HTML carries them and they follow the
 * data; a definition list, readable as text (the bars are decoration hidden from screen readers).
 */
export default function CatalogueStats(props: CatalogueStatsProps) {
  const single = props.category !== undefined;
  const stats = computeStats(single ? [props.category] : props.categories);
  const title = props.title ?? (single ? `${props.category.nameZh}（${props.category.category}）分类概况` : '目录概况');
  return (
    <figure className={styles.stats}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {/* Two lists: HTML allows a dt/dd group to be wrapped in one div, not in nested ones. */}
      <dl className={styles.totals}>
        {!single && (
          <div className={styles.total}>
            <dt>分类</dt>
            <dd>
              <span className={styles.number}>{formatCount(stats.categories)}</span> 个
            </dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>接口</dt>
          <dd>
            <span className={styles.number}>{formatCount(stats.apis)}</span> 个
          </dd>
        </div>
        <div className={styles.total}>
          <dt>
            {stats.browserReady.label}
            <span className={styles.hint}>（无需认证、支持 HTTPS、明确支持 CORS）</span>
          </dt>
          <dd>
            <span className={styles.number}>{formatCount(stats.browserReady.count)}</span> 个
            <span className={styles.percent}>（{formatShare(stats.browserReady.share)}）</span>
          </dd>
        </div>
      </dl>
      <dl className={styles.list}>
        <div>
          <dt>认证方式</dt>
          <dd>
            {/* Only the kinds that occur: most categories have no X-Mashape-Key or User-Agent API. */}
            <ShareList shares={stats.auth.filter((item) => item.count > 0)} />
          </dd>
        </div>
        <div>
          <dt>HTTPS</dt>
          <dd>
            <ShareList shares={stats.https} />
          </dd>
        </div>
        <div>
          <dt>CORS（浏览器跨域）</dt>
          <dd>
            <ShareList shares={stats.cors} />
          </dd>
        </div>
      </dl>
    </figure>
  );
}
