import React, {useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

function Bomb(): never {
  throw new Error('crashTest: 这是测试页面故意抛出的渲染错误');
}

/**
 * The crash switch lives inside the layout's error boundary: "Try again"
 * remounts it with fresh state, so the page really recovers.
 */
function CrashZone() {
  const [crashed, setCrashed] = useState(false);
  return (
    <main className="container margin-vert--lg">
      <Heading as="h1">崩溃测试</Heading>
      <p>
        点击下面的按钮后，组件会在下一次渲染时抛出错误。布局里的错误边界会接住它，显示“页面已崩溃”界面；点“重试”会清除错误并重新渲染，按钮回到初始状态。
      </p>
      <button type="button" className="button button--danger" onClick={() => setCrashed(true)}>
        让页面崩溃
      </button>
      {crashed && <Bomb />}
    </main>
  );
}

/** Throws during render on demand, so the theme's page-crash screen ("This page crashed." / Try again) can be checked end to end. */
export default function CrashTest(): React.ReactNode {
  return (
    <Layout title="崩溃测试" description="点击按钮让页面在渲染时抛出错误，检验崩溃界面和“重试”。">
      <CrashZone />
    </Layout>
  );
}
