import React from 'react';
import {computeStats, formatCount, formatShare, type Share} from '../../shared/stats';
import {formatCheckDate} from '../../shared/labels';
import type {CatalogueSummary, CategorySummary, LinkCheckSummary} from '../../shared/modules';
import styles from './styles.module.css';

export interface CatalogueStatsProps {
  /**
   * What the figures cover: one category (`import category from '@catalogue/category/<slug>'`) or the
   * whole catalogue (`import summary from '@catalogue/summary'`). Both carry counts made at build
   * time, so no page downloads APIs to show figures.
   */
  of: CategorySummary & {linkCheck?: LinkCheckSummary | null} | CatalogueSummary;
  /** Replaces the default caption. */
  title?: string;
}

function ShareList<K extends string>({shares}: {shares: readonly Share<K>[]}) {
  return (
    <ul className={styles.shares}>
      {shares.map((item) => (
        <li key={item.key} className={styles.share}>
          <span className={styles.shareLabel}>{item.label}：</span>
          <span className={styles.shareValue}>
            {formatCount(item.count)} 个<span className={styles.percent}>（{formatShare(item.share)}）</span>
          </span>
          {/* The numbers are in the text; the bar only repeats the share for the eye. Drawn with SVG
              attributes, not a style attribute: the security policy allows no inline style per value. */}
          <svg className={styles.bar} viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect className={styles.barFill} width={(item.share * 100).toFixed(2)} height="1" />
          </svg>
        </li>
      ))}
    </ul>
  );
}

/**
 * The figures of one category or of the whole catalogue: number of APIs, and how many need which
 * kind of authentication, support HTTPS, and allow cross-origin calls, as counts and shares; how
 * many facts our verified pages settled, and, when the site was built with a link check, its date
 * and the dead links it found. A definition list, readable as text (the bars are decoration hidden
 * from screen readers).
 */
export default function CatalogueStats({of, title}: CatalogueStatsProps) {
  const whole = 'categories' in of;
  const stats = computeStats(of.counts);
  const linkCheck = of.linkCheck ?? null;
  const caption = title ?? (whole ? '目录概况' : `${of.nameZh}（${of.name}）分类概况`);
  return (
    <figure className={styles.stats}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      {/* Two lists: HTML allows a dt/dd group to be wrapped in one div, not in nested ones. */}
      <dl className={styles.totals}>
        {whole && (
          <div className={styles.total}>
            <dt>分类</dt>
            <dd>
              <span className={styles.number}>{formatCount(of.categories.length)}</span> 个
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
      {(stats.verified > 0 || linkCheck) && (
        <ul className={styles.notes}>
          {stats.verified > 0 && (
            <li data-testid="catalogue-stats-verified">
              其中 {formatCount(stats.verified)} 个接口的 HTTPS 或认证方式采用本站精选 API 页核对过的值，而不是上游清单的旧值{whole ? '，各分类页的表格下方有核对说明' : '，见表格下方的核对说明'}。
            </li>
          )}
          {linkCheck && (
            <li data-testid="catalogue-stats-link-check">
              最近核对：{formatCheckDate(linkCheck.checkedAt)}，
              {stats.dead > 0 ? `${formatCount(stats.dead)} 个链接失效。` : '没有发现失效的链接。'}
            </li>
          )}
        </ul>
      )}
    </figure>
  );
}
