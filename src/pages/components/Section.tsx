import React from 'react';
import SimplePage from '@site/src/components/SimplePage';
import Section from '@site/src/components/Section';

export default function SectionDemo(): React.ReactNode {
  return (
    <SimplePage
      wide
      title="Section 组件"
      description="Section 组件演示：全宽的页面分段，可选浅色背景。"
      lead="Section 把页面切成一条条全宽的色带，内部自带居中的容器。首页的“精选 API”“文档分区”等区块都是用它排出来的。">
      <Section>
        <h2>默认分段</h2>
        <p>默认分段没有背景色，适合放正文、列表这类需要安静阅读的内容。上下留有相同的内边距，所以几段连在一起时节奏一致。</p>
      </Section>
      <Section muted>
        <h2>带背景的分段</h2>
        <p>传入 muted 属性后，分段会换成浅灰背景，在深色模式下自动变成稍亮的深灰。相邻两段交替使用，读者不用看标题也能分辨内容的边界。</p>
      </Section>
    </SimplePage>
  );
}
