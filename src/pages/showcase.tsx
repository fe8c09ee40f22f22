import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SimplePage from '@site/src/components/SimplePage';
import Showcase from '@site/src/components/Showcase';
import {SHOWCASE_SITES} from '@site/src/data/showcase';

export default function ShowcasePage(): React.ReactNode {
  return (
    <SimplePage
      wide
      title="案例展示"
      description={`${SHOWCASE_SITES.length} 个用公共 API 搭建的网站和开源项目，以及它们背后用到的接口。`}
      lead="好的案例比文档更能说明一个接口值不值得用。这里收集用公共 API 做成的网站和开源项目，按用途打上标签：选几个标签、或者输入名称，就能找到和自己需求相近的做法。筛选条件会保存在网址里，可以直接分享。">
      <Showcase />
      <Heading as="h2">提交你的项目</Heading>
      <p>
        如果你的网站或开源项目用到了公共 API，欢迎通过<Link to="/feature-requests">功能建议页面</Link>
        告诉我们项目地址、用到的接口和一张截图，我们审核后会把它加进来。
      </p>
    </SimplePage>
  );
}
