import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {DOCS_SECTIONS} from '@site/src/data/sections';
import {NOT_FOUND_MARKER} from '@site/src/lib/offlineShell';
import styles from './styles.module.css';

/**
 * The not-found page. Offline, the service worker also answers with this page for any address it
 * has not stored, so it carries an offline notice that CSS shows while the browser is offline
 * (`html[data-network=offline]`, kept by the network-status client module) — it must work even
 * when the page never becomes interactive.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)} {...{[NOT_FOUND_MARKER]: ''}}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              找不到页面
            </Translate>
          </Heading>
          <section className={styles.offlineNotice} aria-labelledby="offline-notice-title">
            <h2 id="offline-notice-title" className={styles.offlineTitle}>
              你目前处于离线状态
            </h2>
            <p>这个页面还没有保存到本机，联网后刷新即可打开。下面这些页面已经可以离线阅读：</p>
            <ul>
              <li>
                <Link to="/">首页</Link>
              </li>
              {DOCS_SECTIONS.map((section) => (
                <li key={section.pluginId}>
                  <Link to={section.path}>{section.title}</Link>
                </li>
              ))}
              <li>
                <Link to="/blog">博客</Link>
              </li>
            </ul>
          </section>
          <div className={styles.onlineOnly}>
            <p>
              <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
                我们找不到您要找的页面。
              </Translate>
            </p>
            <p>
              <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
                请联系原始链接来源网站的所有者，并告知他们链接已损坏。
              </Translate>
            </p>
          </div>
        </div>
      </div>
    </main>
  );
}
