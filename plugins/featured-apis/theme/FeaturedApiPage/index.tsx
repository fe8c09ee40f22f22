import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import TOC from '@theme/TOC';
import type {TOCItem} from '@docusaurus/mdx-loader';
import type {FeaturedApi, FeaturedApiPageData, ApiEndpoint, EndpointCode} from '@site/plugins/featured-apis/shared/types';
import FactsPanel from './FactsPanel';
import ParamTable from './ParamTable';
import CodeTabs from './CodeTabs';
import ExampleResponse from './ExampleResponse';
import ErrorTable from './ErrorTable';
import HydrateWhenVisible from '@theme/HydrateWhenVisible';
import {featuredApiTitle} from './format';
import styles from './styles.module.css';

/** Below the fold: in the browser its code loads when it scrolls near the viewport, not with the page. */
const loadTryIt = () => import('./TryIt');
const ServerTryIt = process.env.RENDERING_ON_SERVER ? (require('./TryIt') as typeof import('./TryIt')).default : null;

function endpointAnchor(endpoint: ApiEndpoint): string {
  return `endpoint-${endpoint.id}`;
}

function buildToc(api: FeaturedApi): TOCItem[] {
  const items: TOCItem[] = [{value: '概览', id: 'overview', level: 2}];
  items.push({value: '接口', id: 'endpoints', level: 2});
  for (const endpoint of api.endpoints) {
    items.push({value: endpoint.title, id: endpointAnchor(endpoint), level: 3});
  }
  items.push({value: '在线试用', id: 'try-it', level: 2});
  if (api.errors?.length) items.push({value: '错误码', id: 'errors', level: 2});
  items.push({value: '相关 API', id: 'related', level: 2});
  return items;
}

function Endpoint({api, endpoint, code}: {api: FeaturedApi; endpoint: ApiEndpoint; code: EndpointCode}) {
  return (
    <section className={styles.endpoint}>
      <Heading as="h3" id={endpointAnchor(endpoint)}>
        {endpoint.title}
      </Heading>
      <p className={styles.signature}>
        <span className={styles.method}>{endpoint.method}</span>
        <code>
          {api.baseUrl}
          {endpoint.path}
        </code>
      </p>
      <p>{endpoint.description}</p>
      {endpoint.params.length > 0 ? (
        <ParamTable params={endpoint.params} />
      ) : (
        <p>{endpoint.paramsNote ?? '该接口没有参数。'}</p>
      )}
      <p className={styles.blockLabel}>示例请求</p>
      <CodeTabs snippets={code.snippets} />
      {code.example === null ? (
        <div className={styles.sampleOmitted} role="note" aria-label="示例响应（未提供）">
          <p className={styles.blockLabel}>示例响应（未提供）</p>
          <p>{endpoint.sampleOmitted}</p>
        </div>
      ) : (
        <ExampleResponse example={code.example} />
      )}
    </section>
  );
}

export default function FeaturedApiPage({data}: {data: FeaturedApiPageData}): React.ReactNode {
  const {api, previous, next, related} = data;
  return (
    <Layout title={featuredApiTitle(api.name)} description={api.summary}>
      <div className="container margin-vert--lg">
        <div className="row">
          <main className="col col--9">
            <article className="markdown">
              <header>
                <p className={styles.eyebrow}>
                  精选 API · 第 {data.index + 1} 个 · 分类：
                  {data.categoryPermalink ? <Link to={data.categoryPermalink}>{api.category}</Link> : api.category}
                </p>
                <Heading as="h1">{api.name}</Heading>
                <p className={styles.summary}>{api.summary}</p>
              </header>
              <Heading as="h2" id="overview">
                概览
              </Heading>
              <FactsPanel api={api} categoryPermalink={data.categoryPermalink} />
              {api.description.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
              <Heading as="h2" id="endpoints">
                接口
              </Heading>
              {api.endpoints.map((endpoint) => (
                <Endpoint key={endpoint.id} api={api} endpoint={endpoint} code={data.code[endpoint.id]!} />
              ))}
              <Heading as="h2" id="try-it">
                在线试用
              </Heading>
              <p>
                用你自己的 API 密钥直接从浏览器调用 {api.name}。请求由浏览器发往 <code>{new URL(api.baseUrl).host}</code>
                ，不经过本站服务器；如果接口不允许跨域调用或请求失败，会显示示例数据。
              </p>
              <HydrateWhenVisible key={api.id} serverComponent={ServerTryIt} load={loadTryIt} props={{api, code: data.code}} />
              {api.errors && api.errors.length > 0 && (
                <>
                  <Heading as="h2" id="errors">
                    错误码
                  </Heading>
                  <ErrorTable api={api} />
                </>
              )}
              <Heading as="h2" id="related">
                相关 API
              </Heading>
              <ul>
                {related.map((item) => (
                  <li key={item.id}>
                    <Link to={item.permalink}>{item.name}</Link>：{item.summary}
                  </li>
                ))}
                <li>
                  <Link to="/community/public-apis">在公共 API 目录中浏览更多接口</Link>
                </li>
              </ul>
            </article>
            <nav className="pagination-nav margin-top--lg" aria-label="精选 API 翻页">
              {previous ? (
                <Link className="pagination-nav__link pagination-nav__link--prev" to={previous.permalink}>
                  <div className="pagination-nav__sublabel">上一个</div>
                  <div className="pagination-nav__label">{previous.name}</div>
                </Link>
              ) : (
                <span />
              )}
              {next && (
                <Link className="pagination-nav__link pagination-nav__link--next" to={next.permalink}>
                  <div className="pagination-nav__sublabel">下一个</div>
                  <div className="pagination-nav__label">{next.name}</div>
                </Link>
              )}
            </nav>
          </main>
          <div className="col col--3">
            <TOC toc={buildToc(api)} minHeadingLevel={2} maxHeadingLevel={3} />
          </div>
        </div>
      </div>
    </Layout>
  );
}
