import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import RuntimeHighlighting from '@theme/RuntimeHighlighting';
import SimplePage from '@site/src/components/SimplePage';

const TEMPLATE = `### 需求类型
新增 API / 新功能 / 内容纠错

### 描述
想要什么，解决什么问题。

### 参考链接
接口的官方文档地址、示例页面或截图。

### 补充信息
认证方式、是否支持 HTTPS 和 CORS、免费额度（如果知道）。`;

/** The feature-request page; mounted on /feature-requests and every path below it. */
export default function FeatureRequests(): React.ReactNode {
  const repoUrl = useDocusaurusContext().siteConfig.customFields!.repoUrl as string;
  return (
    <SimplePage title="功能建议" description="向 apis 提议新的 API、新功能或内容修正。">
      <h2>提议之前</h2>
      <p>先用站内搜索和公共 API 目录确认它还没有被收录；如果是内容错误，请记下出错页面的地址。</p>
      <h2>怎么提</h2>
      <p>
        在<a href={`${repoUrl}/issues/new`}>仓库的问题列表</a>中新建一个问题，复制下面的模板并填写。一个问题只提一件事，方便我们跟进和关闭。
      </p>
      <RuntimeHighlighting>
        <CodeBlock language="markdown" title="问题模板">
          {TEMPLATE}
        </CodeBlock>
      </RuntimeHighlighting>
      <h2>之后会发生什么</h2>
      <p>维护者会在一周内给问题打上标签；被接受的新 API 会出现在下一次目录更新里，并在博客的发布说明中列出。</p>
    </SimplePage>
  );
}
