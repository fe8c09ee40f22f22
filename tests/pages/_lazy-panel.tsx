import React, {type ReactNode} from 'react';

/** Loaded on demand by /tests/pages/loading-states, in a chunk of its own. */
export default function LazyPanel(): ReactNode {
  return <p data-testid="lazy-panel">按需加载的组件已经显示。</p>;
}
