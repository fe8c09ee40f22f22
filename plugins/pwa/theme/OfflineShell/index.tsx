import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';
import OfflineNotice from '@theme/OfflineNotice';
import {OFFLINE_SHELL_MARKER} from '../../shared/offlineShell';
import styles from './styles.module.css';

/**
 * What the worker serves offline for a route of the site whose page it has not stored: the site's chrome
 * and a loading state, until the client renders the route from its stored chunks; if they were never
 * stored either, the offline notice instead (shown by CSS once the client module reports the failure).
 * Never indexed.
 */
export default function OfflineShell(): ReactNode {
  return (
    <Layout title="正在打开页面" description="离线时正在从本机缓存打开页面。">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className={styles.shell} {...{[OFFLINE_SHELL_MARKER]: ''}}>
        <div className={styles.loading}>
          <Loading pastDelay isLoading timedOut={false} error={undefined} retry={() => {}} />
          <p className={styles.message}>正在从本机缓存打开页面……</p>
        </div>
        <div className="container">
          <div className="row">
            <div className="col col--6 col--offset-3">
              <OfflineNotice className={styles.notice} />
            </div>
          </div>
        </div>
      </main>
    </Layout>
  );
}
