import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import {SAMPLE_LABEL} from './format';

/** Some examples are documents (an HTML page a scraper returns), not JSON values. */
export function formatExample(example: unknown): {code: string; language: string} {
  if (typeof example === 'string') return {code: example, language: example.trimStart().startsWith('<') ? 'markup' : 'text'};
  return {code: JSON.stringify(example, null, 2), language: 'json'};
}

/** A sample response, always labelled as sample data taken from the documentation, never as a live result. */
export default function ExampleResponse({example, title = SAMPLE_LABEL}: {example: unknown; title?: string}) {
  const {code, language} = formatExample(example);
  return (
    <CodeBlock language={language} title={title}>
      {code}
    </CodeBlock>
  );
}
