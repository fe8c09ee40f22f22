import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import type {HighlightedSnippet} from '@site/plugins/featured-apis/shared/types';

/** Shared by every endpoint on every page, so picking Python once shows Python everywhere (and after a reload). */
export const LANGUAGE_GROUP = 'featured-api-language';

export default function CodeTabs({snippets}: {snippets: HighlightedSnippet[]}) {
  return (
    <Tabs groupId={LANGUAGE_GROUP}>
      {snippets.map((snippet) => (
        <TabItem key={snippet.tab} value={snippet.tab} label={snippet.label}>
          <CodeBlock language={snippet.language} highlight={snippet.highlight}>
            {snippet.code}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
