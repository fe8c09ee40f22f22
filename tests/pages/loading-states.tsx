import React, {useState, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Loading from '@theme/Loading';

/** The same loading component the route chunks use, for a part of the page loaded on demand. */
const LazyPanel = Loadable({loader: () => import('./_lazy-panel'), loading: Loading, delay: 200});

/**
 * Shows the states of a lazily loaded part: nothing for 200 ms, then the spinner, then the component or,
 * if its chunk cannot be downloaded, the error with 重试. Route changes never show these (the next
 * route's chunks load before the view switches), so this page is where they can be seen and tested.
 */
export default function LoadingStates(): ReactNode {
  const [shown, setShown] = useState(false);
  return (
    <Layout title="加载状态测试" description="按需加载组件时的加载动画、加载失败提示和重试。">
      <main className="container margin-vert--lg">
        <Heading as="h1">加载状态测试</Heading>
        <p>点击按钮后，页面才下载下面这个组件的代码。网络慢时先出现加载动画；下载失败时显示错误和“重试”按钮，点击后重新下载。</p>
        <button type="button" className="button button--primary" onClick={() => setShown(true)} disabled={shown}>
          加载组件
        </button>
        {shown && <LazyPanel />}
      </main>
    </Layout>
  );
}
