import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';

/**
 * The navbar's "精选 API" dropdown starts collapsed unless the current path is
 * one of its items; this page lists the cases the e2e suite checks.
 */
export default function NavbarDropdownTests(): React.ReactNode {
  return (
    <Layout title="导航栏下拉菜单测试" description="导航栏下拉菜单的展开、收起和当前项高亮。">
      <main className="container margin-vert--lg">
        <Heading as="h1">导航栏下拉菜单测试</Heading>
        <p>桌面宽度下，把鼠标移到导航栏的“精选 API”上会展开 29 个条目；键盘用户可以用 Tab 聚焦后按回车展开。在窄屏的侧滑菜单里，下拉菜单变成可折叠的分组。</p>
        <ul>
          <li>
            在这个页面上，“精选 API”分组默认是收起的，因为当前路径不在它的条目里。
          </li>
          <li>
            打开 <Link to="/fo/5">第 6 个精选 API</Link> 后，侧滑菜单里的分组会默认展开，并高亮当前条目。
          </li>
        </ul>
      </main>
    </Layout>
  );
}
