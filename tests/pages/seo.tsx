import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/** Title, description, canonical and Open Graph tags of one page. */
export default function Seo(): React.ReactNode {
  return (
    <Layout title="SEO 测试" description="检验页面标题、描述、规范链接和 Open Graph 标签是否正确输出。">
      <Head>
        <meta property="og:image:alt" content="apis 站点标志" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">SEO 测试</Heading>
        <p>
          页面标题由布局组件统一拼成“页面名 | apis”；描述同时写入 description 和 og:description；规范链接由站点地址和当前路径组成，不带结尾斜杠。端到端测试会逐项核对这些标签。
        </p>
      </main>
    </Layout>
  );
}
