import React, {useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Server and client must render the same first markup. Browser-only values go
 * through useIsBrowser/useEffect/BrowserOnly so that hydration never mismatches.
 */
export default function HydrationTests(): React.ReactNode {
  const isBrowser = useIsBrowser();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Layout title="水合测试" description="服务端渲染与客户端水合的一致性测试。">
      <main className="container margin-vert--lg">
        <Heading as="h1">水合测试</Heading>
        <p>静态 HTML 里这一页显示“服务端渲染”；浏览器接管后切换为“客户端渲染”。如果首屏标记不一致，React 会在控制台报告水合错误，端到端测试会因此失败。</p>
        <ul>
          <li>
            渲染环境：<strong data-testid="render-env">{isBrowser ? '客户端渲染' : '服务端渲染'}</strong>
          </li>
          <li>
            水合状态：<strong data-testid="hydrated">{hydrated ? '已水合' : '未水合'}</strong>
          </li>
          <li>
            窗口宽度：
            <BrowserOnly fallback={<span>服务端不知道窗口宽度</span>}>
              {() => <span data-testid="window-width">{window.innerWidth} 像素</span>}
            </BrowserOnly>
          </li>
        </ul>
      </main>
    </Layout>
  );
}
