import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import {getErrorCausalChain} from '@docusaurus/utils-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';
import styles from './styles.module.css';

/**
 * The crash screen: 页面已崩溃, 重试, then the error and each of its causes. The theme's version
 * joins the causes with an English "Cause:".
 */
export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  const [first, ...causes] = getErrorCausalChain(error);
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.ErrorPageContent.title" description="The title of the fallback page when the page crashed">
              This page crashed.
            </Translate>
          </Heading>
          <div className="margin-vert--lg">
            <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary shadow--lw" />
          </div>
          <hr />
          <div className="margin-vert--md">
            <p className={styles.message}>{first?.message}</p>
            {causes.map((cause, index) => (
              // The chain is fixed for this render: its order is its identity.
              // eslint-disable-next-line react/no-array-index-key
              <p key={index} className={styles.message}>
                <span className={styles.causeLabel}>原因：</span>
                {cause.message}
              </p>
            ))}
          </div>
        </div>
      </div>
    </main>
  );
}
