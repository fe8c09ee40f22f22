import React from 'react';
import Link from '@docusaurus/Link';
import {useDocsPreferredVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import SimplePage from '@site/src/components/SimplePage';
import {DOCS_SECTIONS, type DocsSection} from '@site/config/sections';

/** One row per docs section: its versions, and the version this browser remembers for it. */
function SectionVersions({section}: {section: DocsSection}) {
  const versions = useVersions(section.id);
  const {preferredVersion, savePreferredVersionName} = useDocsPreferredVersion(section.id);
  const current = versions.find((version) => version.isLast) ?? versions[0]!;
  return (
    <tr>
      <th scope="row">{section.title}</th>
      <td>
        {versions.map((version) => (
          <Link key={version.name} to={version.path}>
            {version.label}
          </Link>
        ))}
      </td>
      <td>
        <Link to={section.path}>{section.path}</Link>
      </td>
      <td data-testid={`preferred-${section.id}`}>
        {preferredVersion ? `${preferredVersion.label}（已保存）` : '未保存'}{' '}
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => savePreferredVersionName(current.name)}
          aria-label={`设为首选：${section.title}的 ${current.label} 版本`}>
          设为首选
        </button>
      </td>
    </tr>
  );
}

export default function Versions(): React.ReactNode {
  return (
    <SimplePage
      title="文档版本"
      description="apis 各文档分区的版本，以及浏览器为每个分区记住的首选版本。"
      lead="每个文档分区目前只维护一个版本：标为 Next 的当前版本，内容随站点持续更新。">
      <table>
        <thead>
          <tr>
            <th scope="col">分区</th>
            <th scope="col">版本</th>
            <th scope="col">入口</th>
            <th scope="col">首选版本</th>
          </tr>
        </thead>
        <tbody>
          {DOCS_SECTIONS.map((section) => (
            <SectionVersions key={section.id} section={section} />
          ))}
        </tbody>
      </table>
      <p>
        在文档页面上切换版本时，所选版本会按分区保存在浏览器的本地存储里（键名以 docs-preferred-version- 加分区名开头），下次从导航栏进入该分区时会直接打开这个版本。某个分区将来发布稳定版本后，旧版本会保留在这张表里，并注明是否仍在维护。
      </p>
    </SimplePage>
  );
}
