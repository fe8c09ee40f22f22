import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import type {ApiEndpoint, FeaturedApi} from '@site/plugins/featured-apis/types';
import {endpointSnippets} from './request';

/** Shared by every endpoint on every page, so picking Python once shows Python everywhere (and after a reload). */
export const LANGUAGE_GROUP = 'featured-api-language';

export default function CodeTabs({api, endpoint}: {api: FeaturedApi; endpoint: ApiEndpoint}) {
  return (
    <Tabs groupId={LANGUAGE_GROUP}>
      {endpointSnippets(api, endpoint).map((snippet) => (
        <TabItem key={snippet.language} value={snippet.language} label={snippet.label}>
          <CodeBlock language={snippet.highlight}>{snippet.code}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
