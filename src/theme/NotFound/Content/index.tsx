import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {DOCS_SECTIONS} from '@site/config/sections';
import {NOT_FOUND_MARKER} from '@site/plugins/pwa/shared/offlineShell';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * The theme's not-found page, wrapped. Offline, the service worker also answers with this page for
 * any address it has not stored, so an offline notice follows it, shown by CSS while the browser
 * is offline (`html[data-network=offline]`, kept by the network-status client module), which then
 * also hides the theme's "broken link" paragraphs: it must work even when the page never becomes
 * interactive. The marker tells plugins/pwa/client/offlineShell.ts that this HTML is the not-found
 * page. Relies on the theme's content being a <main> that takes `className` and holds the heading
 * and <p> paragraphs (src/lib/upstream-internals.ts).
 */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <div {...{[NOT_FOUND_MARKER]: ''}}>
      <Content {...props} className={clsx(props.className, styles.content)} />
      <div className={clsx('container', styles.offlineContainer)}>
        <div className="row">
          <div className="col col--6 col--offset-3">
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
                  <li key={section.id}>
                    <Link to={section.path}>{section.title}</Link>
                  </li>
                ))}
                <li>
                  <Link to="/blog">博客</Link>
                </li>
              </ul>
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}
