import React from 'react';
import Link from '@docusaurus/Link';
import SimplePage from '@site/src/components/SimplePage';

const PLATFORMS = [
  {name: '浏览器', text: '直接用 fetch 调用支持 CORS 的免密钥接口；需要密钥的接口不要在前端调用，密钥会随页面源码泄露。'},
  {name: 'Node.js 服务端', text: '最稳妥的位置：密钥放在环境变量里，顺便做缓存和限流，再把整理好的结果交给前端。'},
  {name: '无服务器函数', text: '适合低频调用的小代理，注意冷启动时间和平台对出站请求的限制。'},
  {name: '移动应用', text: '打包进应用的密钥同样可以被反编译取出，思路与浏览器相同：通过自己的后端转发。'},
];

export default function Platforms(): React.ReactNode {
  return (
    <SimplePage
      title="在不同平台调用公共 API"
      description="浏览器、Node.js、无服务器函数和移动应用调用公共 API 时各自要注意什么。"
      lead="同一个公共 API，放在不同的平台上调用，要考虑的问题并不一样：密钥放在哪里、跨域是否允许、失败了怎么重试。">
      <dl>
        {PLATFORMS.map((platform) => (
          <React.Fragment key={platform.name}>
            <dt>{platform.name}</dt>
            <dd>{platform.text}</dd>
          </React.Fragment>
        ))}
      </dl>
      <h2>一个具体的例子</h2>
      <p>
        <Link to="/Platforms/FoxFact">FoxFact</Link> 页面在浏览器里直接调用一个无需密钥、支持 CORS 的随机狐狸图片接口，网络不通时改用内置的示例数据，可以当作前端调用公共 API 的最小模板。
      </p>
    </SimplePage>
  );
}
