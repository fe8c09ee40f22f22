import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type {Props} from '@theme/Error';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
// Docusaurus' own fallback gives the layout this route context too; without it the layout cannot render.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import styles from './styles.module.css';

const ERROR_ROUTE_CONTEXT = {plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}};

/**
 * The crash screen for an error outside a page's content (the layout, a navbar item): the same Chinese
 * screen as a page crash, inside the layout; if the layout itself throws, the screen alone. Docusaurus'
 * fallback shows "This page crashed", "Try again" and "Cause:" in English.
 */
export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider value={ERROR_ROUTE_CONTEXT}>
      <ErrorBoundary
        fallback={() => (
          <div className={styles.bare}>
            <ErrorPageContent error={error} tryAgain={tryAgain} />
          </div>
        )}>
        <Head>
          <title>页面出错</title>
        </Head>
        <Layout>
          <ErrorPageContent error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
