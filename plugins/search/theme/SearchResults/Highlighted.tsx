import React from 'react';

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};

/**
 * Renders a highlighted value (`text with <mark>matches</mark>`) as React nodes: only the mark
 * tags become elements, everything else is text, so no markup from the index or the query runs.
 */
export function Highlighted({value}: {value: string}): React.ReactNode {
  const parts = value.split(/(<mark>|<\/mark>)/);
  const nodes: React.ReactNode[] = [];
  let marked = false;
  parts.forEach((part, i) => {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part) {
      const text = part.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);
      nodes.push(marked ? <mark key={i}>{text}</mark> : text);
    }
  });
  return <>{nodes}</>;
}
