import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import RuntimeHighlighting from '@theme/RuntimeHighlighting';
import SimplePage from '@site/src/components/SimplePage';
import FoxFact from '@site/src/components/FoxFact';

const SNIPPET = `const response = await fetch('https://randomfox.ca/floof/');
const {image, link} = await response.json();`;

export default function FoxFactPage(): React.ReactNode {
  return (
    <SimplePage
      title="FoxFact：在浏览器里调用公共 API"
      description="用 RandomFox 接口演示前端直接调用免密钥公共 API，以及失败时如何退回示例数据。"
      lead="RandomFox 是公共 API 目录“动物”分类里的一个接口：不需要密钥，每次返回一张随机的狐狸照片地址。点下面的按钮，请求会直接从你的浏览器发出。">
      <FoxFact />
      <h2>代码只有两行</h2>
      <RuntimeHighlighting>
        <CodeBlock language="js">{SNIPPET}</CodeBlock>
      </RuntimeHighlighting>
      <p>
        真正要花心思的是失败的情况：离线、接口限流或者对方服务下线时，页面不能空白。这里给请求设置了 5 秒超时，失败后显示内置的示例图片，并明确标出“示例数据”，避免访客把它当成真实结果。
      </p>
    </SimplePage>
  );
}
