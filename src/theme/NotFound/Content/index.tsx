import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import OfflineNotice from '@theme/OfflineNotice';
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
            <OfflineNotice className={styles.offlineNotice} />
          </div>
        </div>
      </div>
    </div>
  );
}
