import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Hero from '@site/src/components/Hero';
import FeaturedGrid from '@site/src/components/FeaturedGrid';
import SectionLinks from '@site/src/components/SectionLinks';
import LatestPosts from '@site/src/components/LatestPosts';
import Section from '@site/src/components/Section';
import totals from '@catalogue/totals';

/** Counts as the rest of the site writes them: 1,695. */
const formatTotal = (count: number) => count.toLocaleString('en-US');

export default function Home(): React.ReactNode {
  return (
    <Layout
      title="公共 API 目录与文档"
      description={`apis 收录 ${formatTotal(totals.apis)} 个公共 API，按 ${formatTotal(totals.categories)} 个分类整理，并为精选接口提供中文文档、示例代码和在线试用。`}>
      <Hero />
      <main>
        <Section>
          <Heading as="h2">精选 API</Heading>
          <p>这 29 个接口覆盖 IP 定位、汇率、天气、搜索结果抓取和数据校验等常见需求，每个都有参数说明、示例请求和可以直接运行的试用面板。</p>
          <FeaturedGrid />
        </Section>
        <Section muted>
          <Heading as="h2">文档分区</Heading>
          <SectionLinks />
        </Section>
        <Section>
          <Heading as="h2">完整目录</Heading>
          <p>
            不确定该用哪个接口？<Link to="/community/public-apis">公共 API 目录</Link>可以按分类、认证方式、HTTPS 和 CORS 筛选全部 {formatTotal(totals.apis)} 个接口；
            <Link to="/google/api">分类页</Link>列出了每一类接口的对比表。
          </p>
        </Section>
        <Section muted>
          <Heading as="h2">最新文章</Heading>
          <LatestPosts />
          <p className="margin-top--md">
            <Link to="/blog">查看全部文章</Link>
          </p>
        </Section>
      </main>
    </Layout>
  );
}
