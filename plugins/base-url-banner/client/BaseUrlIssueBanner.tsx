import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Head from '@docusaurus/Head';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {bannerScript} from './script';
import './styles.css';

/**
 * Stands in for Docusaurus' base-URL banner (its text is English): on the home page, when
 * `baseUrlIssueBanner` is on, the server HTML carries a script that shows the banner if the site's own
 * scripts never ran. Nothing is rendered with React, so search engines never index the banner.
 */
export default function BaseUrlIssueBanner(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  if (!siteConfig.baseUrlIssueBanner || pathname !== siteConfig.baseUrl || ExecutionEnvironment.canUseDOM) return null;
  return (
    <Head>
      <script>{bannerScript(siteConfig.baseUrl)}</script>
    </Head>
  );
}
