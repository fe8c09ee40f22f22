import React from 'react';
import Link from '@docusaurus/Link';
import SimplePage from '@site/src/components/SimplePage';

const AREAS = [
  {to: '/tests/blog', title: '测试博客', text: '每页 3 篇的分页、标签分页、未列出文章、草稿、脚注和多作者文章。'},
  {to: '/tests/docs', title: '测试文档', text: '标签页、分类页、提示块、可见性、目录层级、自定义属性和特殊字符路径。'},
  {to: '/tests/pages/code-block-tests', title: '测试页面', text: '代码块、崩溃恢复、图表、嵌入、元数据、水合、链接、标签页和层叠顺序等专项页面。'},
];

export default function TestsIndex(): React.ReactNode {
  return (
    <SimplePage
      title="测试区"
      description="apis 用来自检的测试区：每个条目都在演练它名字所说的那个功能。"
      lead="测试区是本站给自己准备的试验场。这里的每一篇文章、每一页文档和每一个页面都对应一个具体的站点功能，端到端测试会逐一访问它们，功能一旦退化就会在这里暴露出来。">
      <ul>
        {AREAS.map((area) => (
          <li key={area.to}>
            <Link to={area.to}>{area.title}</Link>：{area.text}
          </li>
        ))}
      </ul>
      <p>
        整个测试区都不会被站内搜索收录，离线模式也不会预先缓存它（访问过的页面才会留在缓存里），所以这里的内容不会干扰正常的阅读和检索。测试博客和测试页面不进站点地图；测试文档仍在站点地图里，因为它们演练的正是文档在搜索引擎里的表现（标签、可见性、未列出的页面）。
      </p>
    </SimplePage>
  );
}
