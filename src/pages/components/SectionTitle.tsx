import React from 'react';
import SimplePage from '@site/src/components/SimplePage';
import SectionTitle from '@site/src/components/SectionTitle';

export default function SectionTitleDemo(): React.ReactNode {
  return (
    <SimplePage
      title="SectionTitle 组件"
      description="SectionTitle 组件演示：带眉标和副标题的居中分段标题。"
      lead="SectionTitle 是分段的标题块：一行小号的眉标说明主题，一个标题，一句副标题交代这一段要讲什么。">
      <SectionTitle eyebrow="汇率" title="一次请求拿到 170 种货币" subtitle="眉标用主题色，副标题用次要文字色，整体居中。" />
      <SectionTitle as="h3" title="只有标题的用法" subtitle="眉标和副标题都可以省略，标题级别也可以换成 h3。" />
      <p>标题级别由 as 属性决定，默认是 h2。请按页面的大纲选择级别，不要为了字号跳级：屏幕阅读器用户依靠标题层级在页面里跳转。</p>
    </SimplePage>
  );
}
