import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/PwaReloadPopup';
import styles from './styles.module.css';

/**
 * Shown by the service-worker registration when a new release waits to take over (offline mode
 * only: without it the new worker takes over silently). It renders in its own React root, outside
 * the site's layout.
 */
export default function PwaReloadPopup({onReload}: Props): ReactNode {
  const [state, setState] = useState<'open' | 'reloading' | 'closed'>('open');
  if (state === 'closed') return null;
  return (
    <div className={clsx('alert alert--secondary', styles.popup)} role="status" aria-labelledby="pwa-reload-title">
      <p id="pwa-reload-title" className={styles.title}>
        {translate({id: 'theme.PwaReloadPopup.info', message: '有可用的新版本'})}
      </p>
      <p className={styles.detail}>
        {translate({
          id: 'apis.pwa.reloadPopup.detail',
          message: '站点已经发布了更新。刷新后即可阅读最新内容，离线缓存也会一并更新。',
        })}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={state === 'reloading'}
          onClick={() => {
            setState('reloading');
            onReload();
          }}>
          {state === 'reloading'
            ? translate({id: 'apis.pwa.reloadPopup.reloading', message: '正在刷新…'})
            : translate({id: 'theme.PwaReloadPopup.refreshButtonText', message: '刷新'})}
        </button>
        <button
          type="button"
          className={clsx('clean-btn', styles.close)}
          aria-label={translate({id: 'theme.PwaReloadPopup.closeButtonAriaLabel', message: '关闭'})}
          onClick={() => setState('closed')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
