import React from 'react';
import Link from '@docusaurus/Link';
import SimplePage from '@site/src/components/SimplePage';
import FeaturedGrid from '@site/src/components/FeaturedGrid';

export default function Showcase(): React.ReactNode {
  return (
    <SimplePage
      wide
      title="案例展示"
      description="用公共 API 搭建的网站和开源项目，以及它们背后用到的接口。"
      lead="好的案例比文档更能说明一个接口值不值得用。这里收集用公共 API 做成的网站和开源项目，按用途打上标签，方便你找到和自己需求相近的做法。">
      <h2>从精选 API 出发</h2>
      <p>
        大多数案例都建立在几类接口之上：汇率换算、IP 定位、天气和新闻聚合。下面这些接口在本站都有完整的参数说明和试用面板，可以先看看它们能提供什么数据，再决定项目的形态。
      </p>
      <FeaturedGrid limit={9} />
      <h2>提交你的项目</h2>
      <p>
        如果你的网站或开源项目用到了公共 API，欢迎通过<Link to="/feature-requests">功能建议页面</Link>
        告诉我们项目地址、用到的接口和一张截图，我们审核后会把它加进来。
      </p>
    </SimplePage>
  );
}
