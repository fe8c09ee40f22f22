import React, {useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import summary from '@catalogue/summary';
import {formatCheckDate, LINK_STATUS_LABELS} from '../../shared/labels';
import {apiAnchorPermalink, apiPermalink} from '../../shared/permalinks';
import {FactValue, verificationSentences} from '../CatalogueTable/Facts';
import {reportIssueUrl} from './report';
import type {ExplorerApi} from './filter';
import styles from './styles.module.css';

const CATEGORY_BY_SLUG = new Map(summary.categories.map((category) => [category.slug, category]));
const LINK_CHECK = summary.linkCheck;

/** 链接失效, beside an API whose link the last check found dead. */
export function DeadMark({api}: {api: ExplorerApi}) {
  return api.link === 'dead' ? <span className={styles.dead}>{LINK_STATUS_LABELS.dead}</span> : null;
}

/** Copies `text`; says whether it worked, so the visitor knows when to copy by hand. */
function CopyButton({text, inputRef}: {text: string; inputRef: React.RefObject<HTMLInputElement | null>}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => setState('idle'), [text]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      // No clipboard permission (an embedded page, an old browser): select it for Ctrl+C instead.
      inputRef.current?.select();
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary button--sm" onClick={copy}>
        复制链接
      </button>
      <span role="status" className={styles.copyStatus}>
        {state === 'copied' ? '已复制' : state === 'failed' ? '无法自动复制，链接已选中，请按 Ctrl+C（⌘+C）复制' : ''}
      </span>
    </>
  );
}

/** The open details of one API: both descriptions, facts, links, its permalink and a way to report a problem. */
export function ApiDetails({api, onClose, headingRef}: {api: ExplorerApi; onClose: () => void; headingRef: React.Ref<HTMLHeadingElement>}) {
  const {siteConfig} = useDocusaurusContext();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const category = CATEGORY_BY_SLUG.get(api.category);
  const permalink = `${siteConfig.url}${apiPermalink(api.id)}`;
  const repoUrl = siteConfig.customFields!.repoUrl as string;
  return (
    <section className={styles.details} aria-labelledby={`${id}-title`} data-testid="api-explorer-details" data-id={api.id}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.detailsTitle}>
        {api.name}
        <DeadMark api={api} />
      </h3>
      <p className={styles.itemDescription}>{api.descriptionZh}</p>
      <p className={styles.english} lang="en">
        {api.description}
      </p>
      <dl className={styles.detailsList}>
        <div>
          <dt>分类</dt>
          <dd>
            {category ? (
              <>
                <Link to={category.permalink}>
                  {category.nameZh}（{category.name}）
                </Link>
                {' · '}
                <Link to={apiAnchorPermalink(api.category, api.id)}>在分类页中查看这一行</Link>
              </>
            ) : (
              api.category
            )}
          </dd>
        </div>
        <div>
          <dt>认证</dt>
          <dd>
            <FactValue api={api} field="auth" />
          </dd>
        </div>
        <div>
          <dt>HTTPS</dt>
          <dd>
            <FactValue api={api} field="https" />
          </dd>
        </div>
        <div>
          <dt>CORS</dt>
          <dd>
            <FactValue api={api} field="cors" />
          </dd>
        </div>
        <div>
          <dt>链接</dt>
          <dd>
            <a href={api.url} target="_blank" rel="noopener noreferrer" className={styles.url}>
              {api.url}
              <span className="apis-visually-hidden">（在新标签页中打开）</span>
            </a>
          </dd>
        </div>
        {LINK_CHECK && api.link && (
          <div>
            <dt>链接状态</dt>
            <dd>
              {LINK_STATUS_LABELS[api.link]}（最近核对：{formatCheckDate(LINK_CHECK.checkedAt)}）
            </dd>
          </div>
        )}
      </dl>
      {verificationSentences(api).map(({field, before, after}) => (
        <p key={field} className={styles.verifiedNote}>
          {before}
          <Link to={api.verification!.source.permalink}>{api.verification!.source.name} 的精选 API 页</Link>
          {after}
        </p>
      ))}
      <div className={styles.permalink}>
        <label htmlFor={`${id}-permalink`}>固定链接</label>
        <div className={styles.permalinkRow}>
          <input id={`${id}-permalink`} ref={inputRef} className="apis-input" type="text" readOnly value={permalink} onFocus={(event) => event.target.select()} />
          <CopyButton text={permalink} inputRef={inputRef} />
        </div>
      </div>
      <div className={styles.detailsActions}>
        <a className="button button--outline button--secondary button--sm" href={reportIssueUrl(repoUrl, api, category, permalink)} target="_blank" rel="noopener noreferrer">
          报告问题<span className="apis-visually-hidden">（在新标签页中打开）</span>
        </a>
        <button type="button" className="button button--link button--sm" onClick={onClose}>
          关闭详情
        </button>
      </div>
    </section>
  );
}
