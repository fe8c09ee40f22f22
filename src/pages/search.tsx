import React from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import SimplePage from '@site/src/components/SimplePage';
import SectionLinks from '@site/src/components/SectionLinks';

export default function SearchPage(): React.ReactNode {
  const query = new URLSearchParams(useLocation().search).get('q') ?? '';
  return (
    <SimplePage title="搜索" description="在 apis 的文档、博客和精选 API 页面中搜索。">
      <form action="/search" method="get" role="search" className="margin-bottom--lg">
        <label htmlFor="search-page-input">搜索关键词</label>
        <div style={{display: 'flex', gap: '0.5rem', marginTop: '0.5rem'}}>
          <input id="search-page-input" name="q" type="search" defaultValue={query} maxLength={64} style={{flex: 1}} />
          <button className="button button--primary" type="submit">
            搜索
          </button>
        </div>
      </form>
      <p>
        在任意页面按 <kbd>Ctrl</kbd> + <kbd>K</kbd>（macOS 上是 <kbd>⌘</kbd> + <kbd>K</kbd>）或 <kbd>/</kbd> 也能打开搜索框。想按分类浏览接口，可以直接去
        <Link to="/community/public-apis">公共 API 目录</Link>。
      </p>
      <h2>按分区浏览</h2>
      <SectionLinks />
    </SimplePage>
  );
}
