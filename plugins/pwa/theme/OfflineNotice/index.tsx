import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {DOCS_SECTIONS} from '@site/config/sections';
import styles from './styles.module.css';

/**
 * "You are offline": the page was never stored on this device; what can be read instead. Hidden until a
 * parent shows it through CSS (the not-found page while the browser is offline, the offline shell when
 * its route cannot load), so it works before, and without, any script.
 */
export default function OfflineNotice({className}: {className?: string}): ReactNode {
  return (
    <section className={clsx(styles.notice, className)} aria-labelledby="offline-notice-title">
      <h2 id="offline-notice-title" className={styles.title}>
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
  );
}
