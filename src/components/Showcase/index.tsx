import React, {useId, useMemo} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SHOWCASE_SITES, SHOWCASE_TAGS, type ShowcaseSite} from '@site/src/data/showcase';
import {
  DEFAULT_QUERY,
  TAG_KEYS,
  countByTag,
  filterSites,
  parseQuery,
  serializeQuery,
  toggleTag,
  type ShowcaseQuery,
  type TagOperator,
} from './filter';
import {useUrlQueryState, type UpdateUrlQuery, type UrlQueryCodec} from '@site/plugins/lib/useUrlQueryState';
import styles from './styles.module.css';

/** Intrinsic size of every preview SVG in static/img/showcase; set on <img> so cards do not shift while loading. */
const PREVIEW_WIDTH = 640;
const PREVIEW_HEIGHT = 360;

const OPERATORS: {value: TagOperator; label: string}[] = [
  {value: 'OR', label: '任一标签（OR）'},
  {value: 'AND', label: '全部标签（AND）'},
];

type UpdateQuery = UpdateUrlQuery<ShowcaseQuery>;

const QUERY_CODEC: UrlQueryCodec<ShowcaseQuery> = {defaults: DEFAULT_QUERY, parse: parseQuery, serialize: serializeQuery};

function TagFilters({query, onChange}: {query: ShowcaseQuery; onChange: UpdateQuery}) {
  const counts = useMemo(() => countByTag(SHOWCASE_SITES), []);
  const operatorName = useId();
  return (
    <div className={styles.filters}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>按标签筛选</legend>
        <ul className={styles.pills}>
          {TAG_KEYS.map((tag) => {
            const active = query.tags.includes(tag);
            return (
              <li key={tag}>
                <button
                  type="button"
                  className={clsx(styles.pill, active && styles.pillActive)}
                  aria-pressed={active}
                  title={SHOWCASE_TAGS[tag].description}
                  data-tag={tag}
                  onClick={() => onChange({...query, tags: toggleTag(query.tags, tag)})}>
                  {SHOWCASE_TAGS[tag].label}
                  <span className={styles.pillCount}>{counts[tag]}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className={styles.controls}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>多个标签之间</legend>
          <div className={styles.operators}>
            {OPERATORS.map(({value, label}) => (
              <label key={value} className={styles.operator}>
                <input
                  type="radio"
                  name={operatorName}
                  value={value}
                  checked={query.operator === value}
                  onChange={() => onChange({...query, operator: value})}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.search}>
          <label htmlFor="showcase-name-search" className={styles.legend}>
            按名称或介绍搜索
          </label>
          <input
            id="showcase-name-search"
            type="search"
            className="apis-input"
            placeholder="例如：天气、GitHub"
            autoComplete="off"
            value={query.name}
            onChange={(event) => onChange({...query, name: event.target.value}, {debounce: true})}
          />
        </div>
      </div>
    </div>
  );
}

function ShowcaseCard({site}: {site: ShowcaseSite}) {
  const preview = useBaseUrl(site.preview);
  const favourite = site.tags.includes('favorite');
  return (
    <li className={clsx('card', styles.card)} data-testid="showcase-card" data-title={site.title}>
      <div className="card__image">
        <img
          className={styles.preview}
          src={preview}
          alt={`${site.title} 界面示意图`}
          width={PREVIEW_WIDTH}
          height={PREVIEW_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className={clsx('card__body', styles.cardBody)}>
        <Heading as="h3" className={styles.cardTitle}>
          {site.title}
          {favourite && <span className="apis-badge">精选</span>}
        </Heading>
        <p className={styles.description}>{site.description}</p>
        <p className={styles.apis}>
          <span className={styles.apisLabel}>用到的 API：</span>
          {site.apis.join('、')}
        </p>
        <ul className={styles.tags} aria-label="标签">
          {site.tags.map((tag) => (
            <li key={tag} className={styles.tag} title={SHOWCASE_TAGS[tag].description}>
              {SHOWCASE_TAGS[tag].label}
            </li>
          ))}
        </ul>
      </div>
      <div className={clsx('card__footer', styles.cardFooter)}>
        <Link className="button button--primary button--sm" href={site.website}>
          访问网站<span className="apis-visually-hidden">：{site.title}</span>
        </Link>
        {site.source ? (
          <Link className="button button--secondary button--sm" href={site.source}>
            源代码<span className="apis-visually-hidden">：{site.title}</span>
          </Link>
        ) : (
          <span className={styles.closedSource}>未开源</span>
        )}
      </div>
    </li>
  );
}

/** The filterable project list of /showcase. */
export default function Showcase(): React.ReactNode {
  const [query, setQuery] = useUrlQueryState(QUERY_CODEC);
  const sites = useMemo(() => filterSites(SHOWCASE_SITES, query), [query]);
  const filtered = query.tags.length > 0 || query.name.trim() !== '';
  return (
    <section className={styles.showcase} aria-labelledby="showcase-list">
      <Heading as="h2" id="showcase-list">
        项目列表
      </Heading>
      <TagFilters query={query} onChange={setQuery} />
      <div className={styles.summary}>
        <p className={styles.count} role="status" data-testid="showcase-count">
          共 {sites.length} 个项目
        </p>
        {filtered && (
          <button type="button" className="button button--link button--sm" onClick={() => setQuery(DEFAULT_QUERY)}>
            清除筛选
          </button>
        )}
      </div>
      {sites.length > 0 ? (
        <ul className={styles.grid}>
          {sites.map((site) => (
            <ShowcaseCard key={site.title} site={site} />
          ))}
        </ul>
      ) : (
        <div className="alert alert--info" role="note">
          没有符合条件的项目。可以减少所选标签、改用“任一标签（OR）”，或换个关键词试试。
        </div>
      )}
    </section>
  );
}
