import React from 'react';
import SimplePage from '@site/src/components/SimplePage';

export default function NoIndexExample(): React.ReactNode {
  return (
    <SimplePage
      noIndex
      title="不被索引的页面"
      description="演示如何让一个页面不进入搜索引擎索引。"
      lead="这个页面在头部输出了 robots 元标签，内容为 noindex, nofollow：搜索引擎可以访问它，但不会把它放进搜索结果。">
      <p>
        适合这样处理的页面包括：内部测试页、临时活动页，以及内容和其他页面重复的打印版本。注意 noindex 只是对搜索引擎的请求，不是访问控制，不想公开的内容不要放在公开站点上。
      </p>
    </SimplePage>
  );
}
