import React from 'react';
import Link from '@docusaurus/Link';
import SimplePage from '@site/src/components/SimplePage';
import {DOCS_SECTIONS} from '@site/src/data/sections';

export default function Versions(): React.ReactNode {
  return (
    <SimplePage
      title="文档版本"
      description="apis 各文档分区的版本说明。"
      lead="每个文档分区目前只维护一个版本：标为 Next 的当前版本，内容随站点持续更新。">
      <table>
        <thead>
          <tr>
            <th scope="col">分区</th>
            <th scope="col">当前版本</th>
            <th scope="col">入口</th>
          </tr>
        </thead>
        <tbody>
          {DOCS_SECTIONS.map((section) => (
            <tr key={section.pluginId}>
              <td>{section.title}</td>
              <td>Next</td>
              <td>
                <Link to={section.path}>{section.path}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        当某个分区将来发布稳定版本时，旧版本会保留在这里，并标明是否仍在维护。你在文档页面上选择的版本会按分区保存在浏览器中，下次打开时自动沿用。
      </p>
    </SimplePage>
  );
}
