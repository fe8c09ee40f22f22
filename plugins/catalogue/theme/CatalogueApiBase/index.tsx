import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {JSON_API_PATH} from '../../shared/permalinks';

/** The JSON API's base URL on this deployment (siteConfig.url), e.g. https://apis.example.com/catalogue/v1/, as code. */
export default function CatalogueApiBase({file = ''}: {file?: string}) {
  const {siteConfig} = useDocusaurusContext();
  return <code>{`${siteConfig.url}${siteConfig.baseUrl.replace(/\/$/, '')}${JSON_API_PATH}/${file}`}</code>;
}
