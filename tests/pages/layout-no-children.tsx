import React from 'react';
import Layout from '@theme/Layout';

/** The theme layout must render its navbar and footer even with no children at all. */
export default function LayoutNoChildren(): React.ReactNode {
  return <Layout title="没有子元素的布局" description="检验主题布局在没有任何子元素时仍能正常渲染导航栏和页脚。" />;
}
