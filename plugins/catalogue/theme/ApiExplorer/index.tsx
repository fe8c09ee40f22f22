import React, {useCallback, useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
// Small (names and counts only), so it is bundled with the page and the server render can list the categories.
import summary from '@catalogue/summary';
import {AUTH_LABELS, CORS_LABELS, formatCheckDate, LINK_STATUS_LABELS} from '../../shared/labels';
import {decodeRow} from '../../shared/row';
import {formatCount} from '../../shared/stats';
import {EXPLORER_PATH} from '../../shared/permalinks';
import type {CategorySummary} from '../../shared/modules';
import {FactValue} from '../CatalogueTable/Facts';
import {useUrlQueryState, type UpdateUrlQuery, type UrlQueryCodec} from '../../../lib/useUrlQueryState';
import {ApiDetails, DeadMark} from './ApiDetails';
import {
  AUTH_FILTERS,
  CORS_FILTERS,
  DEFAULT_QUERY,
  PAGE_SIZE,
  SORT_ORDERS,
  applyQuery,
  isFiltered,
  parseQuery,
  serializeQuery,
  visibleCount,
  type AuthFilter,
  type CorsFilter,
  type ExplorerApi,
  type ExplorerQuery,
  type SortOrder,
} from './filter';
import styles from './styles.module.css';

const AUTH_OPTION_LABELS: Record<Exclude<AuthFilter, ''>, string> = {
  none: AUTH_LABELS.none,
  apiKey: `${AUTH_LABELS.apiKey}（apiKey）`,
  OAuth: AUTH_LABELS.OAuth,
  other: '其他（X-Mashape-Key、User-Agent）',
};

const SORT_LABELS: Record<SortOrder, string> = {name: '名称 A→Z', 'name-desc': '名称 Z→A', category: '分类'};

const CATEGORIES: CategorySummary[] = summary.categories;
const CATEGORY_BY_SLUG = new Map(CATEGORIES.map((category) => [category.slug, category]));
const CATEGORY_SLUGS = new Set(CATEGORY_BY_SLUG.keys());
const CATEGORY_ORDER = CATEGORIES.map((category) => category.slug);
/** Without a link check there is no status to show or filter on. */
const LINK_CHECK = summary.linkCheck;

interface Choice {
  value: string;
  label: string;
}

// Option text is one string: React renders split text with separators that <option> does not keep.
const CATEGORY_CHOICES: Choice[] = CATEGORIES.map((category) => ({
  value: category.slug,
  label: `${category.nameZh}（${category.name}，${category.counts.apis}）`,
}));
const AUTH_CHOICES: Choice[] = AUTH_FILTERS.map((auth) => ({value: auth, label: AUTH_OPTION_LABELS[auth]}));
const CORS_CHOICES: Choice[] = CORS_FILTERS.map((cors) => ({value: cors, label: CORS_LABELS[cors]}));
const SORT_CHOICES: Choice[] = SORT_ORDERS.map((sort) => ({value: sort, label: SORT_LABELS[sort]}));

/** A labelled filter select; `allLabel` adds the "no filter" option (empty value) first. */
function SelectField({
  id,
  label,
  allLabel,
  value,
  choices,
  onSelect,
}: {
  id: string;
  label: string;
  allLabel?: string;
  value: string;
  choices: readonly Choice[];
  onSelect: (value: string) => void;
}) {
  return (
    <div className="apis-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="apis-input" value={value} onChange={(event) => onSelect(event.target.value)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

// The data set survives client-side navigation, so coming back to the page does not show the loading state again.
let cachedApis: ExplorerApi[] | null = null;
let pending: Promise<ExplorerApi[]> | null = null;

/**
 * The full data set is a separate chunk, requested only here: a dynamic import keeps it out of
 * every other page's JavaScript (the page itself is prefetched by links all over the site). A
 * failed request is forgotten, so "retry" requests the chunk again.
 */
function loadApis(): Promise<ExplorerApi[]> {
  if (!pending) {
    const attempt = import(/* webpackChunkName: "api-explorer-data" */ '@catalogue/apis').then((module) => (cachedApis = module.default.rows.map(decodeRow)));
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
  }
  return pending;
}

type DataState = {status: 'loading'} | {status: 'ready'; apis: ExplorerApi[]} | {status: 'failed'};

function useExplorerData(): [DataState, () => void] {
  // On first load `cachedApis` is null on both server and client, so hydration sees the same markup.
  const [state, setState] = useState<DataState>(() => (cachedApis ? {status: 'ready', apis: cachedApis} : {status: 'loading'}));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (cachedApis) return undefined;
    let active = true;
    loadApis().then(
      (apis) => active && setState({status: 'ready', apis}),
      () => active && setState({status: 'failed'}),
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({status: 'loading'});
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}

type UpdateQuery = UpdateUrlQuery<ExplorerQuery>;

const QUERY_CODEC: UrlQueryCodec<ExplorerQuery> = {
  defaults: DEFAULT_QUERY,
  parse: (search) => {
    const query = parseQuery(search, CATEGORY_SLUGS);
    return LINK_CHECK ? query : {...query, hideDead: false};
  },
  serialize: serializeQuery,
};

function Controls({query, onChange, searchRef}: {query: ExplorerQuery; onChange: UpdateQuery; searchRef: React.Ref<HTMLInputElement>}) {
  const id = useId();
  return (
    <form className={styles.controls} role="search" aria-label="筛选公共 API" onSubmit={(event) => event.preventDefault()}>
      <div className={clsx('apis-field', styles.searchField)}>
        <label htmlFor={`${id}-q`}>搜索名称或说明</label>
        <input
          id={`${id}-q`}
          ref={searchRef}
          type="search"
          className="apis-input"
          placeholder="例如：天气、weather、图片"
          autoComplete="off"
          spellCheck={false}
          value={query.q}
          onChange={(event) => onChange({...query, q: event.target.value}, {debounce: true})}
        />
      </div>
      <SelectField id={`${id}-category`} label="分类" allLabel="全部分类" value={query.category} choices={CATEGORY_CHOICES} onSelect={(category) => onChange({...query, category})} />
      <SelectField id={`${id}-auth`} label="认证方式" allLabel="全部" value={query.auth} choices={AUTH_CHOICES} onSelect={(auth) => onChange({...query, auth: auth as AuthFilter})} />
      <SelectField id={`${id}-cors`} label="CORS" allLabel="全部" value={query.cors} choices={CORS_CHOICES} onSelect={(cors) => onChange({...query, cors: cors as CorsFilter})} />
      <SelectField id={`${id}-sort`} label="排序" value={query.sort} choices={SORT_CHOICES} onSelect={(sort) => onChange({...query, sort: sort as SortOrder})} />
      <div className={clsx('apis-checkbox', styles.checkboxField)}>
        <input id={`${id}-https`} type="checkbox" checked={query.httpsOnly} onChange={(event) => onChange({...query, httpsOnly: event.target.checked})} />
        <label htmlFor={`${id}-https`}>仅 HTTPS</label>
      </div>
      {LINK_CHECK && (
        <div className={clsx('apis-checkbox', styles.checkboxField)}>
          <input id={`${id}-live`} type="checkbox" checked={query.hideDead} onChange={(event) => onChange({...query, hideDead: event.target.checked})} />
          <label htmlFor={`${id}-live`}>隐藏链接失效的接口</label>
        </div>
      )}
    </form>
  );
}

/** What the server render and a visitor without JavaScript see: every category with its count. */
function CategoryOverview() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.overviewTitle}>
        按分类浏览
      </h3>
      <ul className={styles.categoryList}>
        {CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link to={category.permalink}>{category.nameZh}</Link>{' '}
            <span className={styles.categoryCount}>
              {category.name} · {category.counts.apis} 个
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ApiItem({api, query}: {api: ExplorerApi; query: ExplorerQuery}) {
  const category = CATEGORY_BY_SLUG.get(api.category);
  return (
    <li className={styles.item} data-testid="api-explorer-item" data-name={api.name} data-category={api.category} data-id={api.id}>
      <p className={styles.itemName}>
        <a href={api.url} target="_blank" rel="noopener noreferrer">
          {api.name}
          <span className="apis-visually-hidden">（在新标签页中打开）</span>
        </a>
        <DeadMark api={api} />
      </p>
      <p className={styles.itemDescription}>{api.descriptionZh}</p>
      <dl className={styles.meta}>
        <div>
          <dt>分类</dt>
          <dd>{category ? <Link to={category.permalink}>{category.nameZh}</Link> : api.category}</dd>
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
      </dl>
      <Link className={styles.detailsLink} to={`${EXPLORER_PATH}${serializeQuery({...query, api: api.id})}`}>
        详情与固定链接<span className="apis-visually-hidden">：{api.name}</span>
      </Link>
    </li>
  );
}

function Results({apis, query, labelledBy}: {apis: ExplorerApi[]; query: ExplorerQuery; labelledBy: string}) {
  // Pages shown, remembered per query: any filter change starts again at the first PAGE_SIZE results.
  const queryKey = serializeQuery({...query, api: ''});
  const [pages, setPages] = useState({queryKey, count: 1});
  const pageCount = pages.queryKey === queryKey ? pages.count : 1;
  const shown = visibleCount(apis.length, pageCount);
  const listRef = useRef<HTMLOListElement>(null);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    // After "show more", focus the first new result: the button may be gone, and focus must not fall to <body>.
    if (focusIndex.current === null) return;
    listRef.current?.children[focusIndex.current]?.querySelector('a')?.focus();
    focusIndex.current = null;
  }, [shown]);

  if (apis.length === 0) {
    return (
      <div className="alert alert--info" role="note">
        没有符合条件的 API。可以换个关键词、放宽认证方式或 CORS 条件，或者点“清除筛选”从头开始。
      </div>
    );
  }
  return (
    <>
      <ol className={styles.results} ref={listRef} aria-labelledby={labelledBy}>
        {apis.slice(0, shown).map((api) => (
          <ApiItem key={api.id} api={api} query={query} />
        ))}
      </ol>
      <div className={styles.more}>
        <p className={styles.shown}>
          已显示 {shown} / {apis.length} 个
        </p>
        {shown < apis.length && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              focusIndex.current = shown;
              setPages({queryKey, count: pageCount + 1});
            }}>
            显示更多（再显示 {Math.min(PAGE_SIZE, apis.length - shown)} 个）
          </button>
        )}
      </div>
    </>
  );
}

/** The searchable list of the whole catalogue, on /community/public-apis; `?api=<id>` opens one API's details. */
export default function ApiExplorer(): React.ReactNode {
  const [query, setQuery] = useUrlQueryState(QUERY_CODEC);
  const [data, retry] = useExplorerData();
  const countId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const detailsRef = useRef<HTMLHeadingElement>(null);
  const results = useMemo(() => (data.status === 'ready' ? applyQuery(data.apis, query, CATEGORY_ORDER) : null), [data, query]);
  const selected = data.status === 'ready' && query.api !== '' ? (data.apis.find((api) => api.id === query.api) ?? null) : null;
  const total = formatCount(summary.counts.apis);

  // An API's details opened (from its permalink or its "details" link): bring them into view and focus.
  useEffect(() => {
    if (!selected) return;
    detailsRef.current?.closest('section')?.scrollIntoView({block: 'start'});
    detailsRef.current?.focus({preventScroll: true});
  }, [selected]);

  const closeDetails = () => {
    setQuery({...query, api: ''});
    searchRef.current?.focus();
  };

  return (
    <div className={styles.explorer} data-testid="api-explorer" data-status={data.status}>
      <p>
        这里可以一次检索目录中的全部 {total} 个 API（{CATEGORIES.length} 个分类）。按名称或说明搜索，中文、英文都可以，不区分大小写；多个关键词用空格隔开，条目需要同时包含它们。再按分类、认证方式、HTTPS 和 CORS 缩小范围。筛选条件会写进网址，复制地址栏即可把当前结果分享给别人；每个 API 的“详情与固定链接”给出只指向它的链接。
      </p>
      {LINK_CHECK && (
        <p className={styles.linkCheck} data-testid="api-explorer-link-check">
          最近核对：{formatCheckDate(LINK_CHECK.checkedAt)}，{summary.counts.dead > 0 ? `${formatCount(summary.counts.dead)} 个链接失效，已标为“${LINK_STATUS_LABELS.dead}”，可以勾选“隐藏链接失效的接口”把它们排除。` : '没有发现失效的链接。'}
        </p>
      )}
      <Controls query={query} onChange={setQuery} searchRef={searchRef} />
      {query.api !== '' && data.status === 'ready' && !selected && (
        <div className="alert alert--warning" role="alert" data-testid="api-explorer-details-missing">
          <p>没有找到 id 为“{query.api}”的 API，它可能已经从目录中移除。可以按名称搜索，看看有没有新的条目。</p>
          <button type="button" className="button button--secondary button--sm" onClick={closeDetails}>
            关闭
          </button>
        </div>
      )}
      {selected && <ApiDetails api={selected} onClose={closeDetails} headingRef={detailsRef} />}
      <div className={styles.status}>
        <p id={countId} className={styles.count} role="status" data-testid="api-explorer-count">
          {results ? `共找到 ${results.length} 个 API` : data.status === 'failed' ? '数据加载失败' : `正在加载 ${total} 个 API 的数据…`}
        </p>
        {isFiltered(query) && (
          <button
            type="button"
            className="button button--link button--sm"
            onClick={() => {
              setQuery({...DEFAULT_QUERY, sort: query.sort, api: query.api});
              // The button disappears with the filters; keep keyboard focus somewhere useful.
              searchRef.current?.focus();
            }}>
            清除筛选
          </button>
        )}
      </div>
      {data.status === 'failed' && (
        <div className={clsx('alert alert--warning', styles.failure)} role="alert">
          <p>API 数据没能加载成功，可能是网络中断了。下面先列出各分类的入口，也可以重新加载数据。</p>
          <button type="button" className="button button--secondary button--sm" onClick={retry}>
            重新加载
          </button>
        </div>
      )}
      {results ? <Results apis={results} query={query} labelledBy={countId} /> : <CategoryOverview />}
    </div>
  );
}
