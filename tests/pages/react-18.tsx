import React, {Suspense, lazy, useId, useState, useTransition} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

const CATEGORIES = Array.from({length: 4000}, (_, i) => `分类条目 ${i + 1}`);

/** A component loaded on demand, rendered inside Suspense. */
const LazyPanel = lazy(async () => ({
  default: function LazyPanelContent() {
    return <p data-testid="lazy-panel">懒加载的面板已经渲染。</p>;
  },
}));

function FilterDemo() {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState('');
  const [isPending, startTransition] = useTransition();
  const matches = CATEGORIES.filter((item) => item.includes(filter));
  return (
    <section>
      <Heading as="h2">useTransition 与 useId</Heading>
      <label htmlFor={inputId}>筛选 4000 个条目</label>{' '}
      <input
        id={inputId}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          startTransition(() => setFilter(event.target.value));
        }}
      />
      <p aria-live="polite" data-testid="match-count">
        {isPending ? '筛选中…' : `共 ${matches.length} 条匹配`}
      </p>
      <ul>
        {matches.slice(0, 5).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Exercises React 18+ features on the site's React: transitions, Suspense with lazy, useId. */
export default function React18(): React.ReactNode {
  const [showLazy, setShowLazy] = useState(false);
  return (
    <Layout title="React 18 特性测试" description="useTransition、Suspense 配合 lazy，以及 useId 生成稳定的标签关联。">
      <main className="container margin-vert--lg">
        <Heading as="h1">React 18 特性测试</Heading>
        <p>输入框的更新是紧急的，列表筛选放在过渡里，打字不会被大列表拖慢；useId 生成的编号在服务端和客户端一致，标签和输入框始终关联正确。</p>
        <FilterDemo />
        <Heading as="h2">Suspense 与 lazy</Heading>
        <button type="button" className="button button--secondary" onClick={() => setShowLazy(true)}>
          加载面板
        </button>
        {showLazy && (
          <Suspense fallback={<p>面板加载中…</p>}>
            <LazyPanel />
          </Suspense>
        )}
      </main>
    </Layout>
  );
}
