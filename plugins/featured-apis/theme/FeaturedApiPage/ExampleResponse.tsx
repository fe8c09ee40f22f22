import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {HighlightedCode} from '@site/plugins/featured-apis/shared/types';
import {SAMPLE_LABEL} from './format';

/** A sample response, always labelled as sample data taken from the documentation, never as a live result. */
export default function ExampleResponse({example, title = SAMPLE_LABEL}: {example: HighlightedCode; title?: string}) {
  return (
    <CodeBlock language={example.language} title={title} highlight={example.highlight}>
      {example.code}
    </CodeBlock>
  );
}
