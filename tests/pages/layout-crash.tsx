import React, {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

function Bomb(): never {
  throw new Error('layout-crash: 布局之外的组件故意抛出的错误', {cause: new Error('模拟的底层原因')});
}

/**
 * A crash outside the layout's own error boundary (as when a navbar item throws): the site-level
 * fallback catches it and must show the same Chinese screen, 重试 and the causes.
 */
export default function LayoutCrash(): ReactNode {
  const [crashed, setCrashed] = useState(false);
  if (crashed) return <Bomb />;
  return (
    <Layout title="布局级崩溃测试" description="在布局之外抛出错误，检验站点级崩溃界面的中文提示和重试。">
      <main className="container margin-vert--lg">
        <Heading as="h1">布局级崩溃测试</Heading>
        <p>点击按钮后，页面会在布局之外抛出一个带原因的错误。站点级的错误边界接住它，显示中文的崩溃界面和错误原因；点“重试”恢复页面。</p>
        <button type="button" className="button button--danger" onClick={() => setCrashed(true)}>
          在布局之外崩溃
        </button>
      </main>
    </Layout>
  );
}
