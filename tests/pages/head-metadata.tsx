import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/** Custom tags written through <Head>; the e2e suite reads them back from the document head. */
export default function HeadMetadata(): React.ReactNode {
  return (
    <Layout title="头部元数据测试" description="通过 Head 组件写入自定义的 meta 和 link 标签。">
      <Head>
        <meta name="apis-test" content="head-metadata-ok" />
        <meta property="og:type" content="article" />
        <link rel="author" href="/blog/authors" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">头部元数据测试</Heading>
        <p>
          这个页面通过 Head 组件往文档头部写入了三个标签：一个名为 apis-test 的 meta、一个 og:type，以及一个指向作者页的 author 链接。它们在服务端渲染时就已经存在，所以不执行脚本的爬虫也能读到。
        </p>
      </main>
    </Layout>
  );
}
