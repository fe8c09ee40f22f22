import React, {useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import LazyRuntimeHighlighting from '@theme/RuntimeHighlighting/Lazy';

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

interface SentEvent {
  name: string;
  params: Record<string, unknown>;
  delivered: boolean;
}

/** Fires a custom analytics event and shows exactly what was handed to gtag. */
export default function Analytics(): React.ReactNode {
  const [sent, setSent] = useState<SentEvent[]>([]);
  const fire = () => {
    const params = {event_category: 'tests', event_label: 'analytics-page', value: sent.length + 1};
    const gtag = (window as unknown as {gtag?: Gtag}).gtag;
    gtag?.('event', 'apis_test_click', params);
    setSent((list) => [...list, {name: 'apis_test_click', params, delivered: !!gtag}]);
  };
  return (
    <Layout title="统计测试" description="发送一个自定义统计事件，并显示实际交给 gtag 的内容。">
      <main className="container margin-vert--lg">
        <Heading as="h1">统计测试</Heading>
        <p>
          站点只在构建时配置了统计 ID 时才加载 gtag。点击按钮会发送名为 apis_test_click 的自定义事件；没有配置统计时事件不会发出，页面会如实标明“未发送”。
        </p>
        <button type="button" className="button button--primary" onClick={fire}>
          发送测试事件
        </button>
        <div aria-live="polite" className="margin-top--md">
          {sent.length === 0 ? (
            <p>还没有发送任何事件。</p>
          ) : (
            <LazyRuntimeHighlighting>
              <CodeBlock language="json" title={`已记录 ${sent.length} 个事件`}>
                {JSON.stringify(sent, null, 2)}
              </CodeBlock>
            </LazyRuntimeHighlighting>
          )}
        </div>
      </main>
    </Layout>
  );
}
