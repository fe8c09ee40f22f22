import React from 'react';
import SearchResults from '@theme/SearchResults';
import SimplePage from '@site/src/components/SimplePage';

export default function SearchPage(): React.ReactNode {
  return (
    <SimplePage
      title="搜索"
      description="在 apis 的文档、博客和精选 API 页面中搜索。"
      lead="在文档、博客和精选 API 页面中搜索。任意页面按 Ctrl + K（macOS 上是 ⌘ + K）或 / 也能打开搜索框。">
      <SearchResults />
    </SimplePage>
  );
}
