import React from 'react';
import clsx from 'clsx';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogListPage';

/**
 * The blog index, as in the theme but with a page heading: the stock list page has no h1,
 * which leaves screen-reader users without a title to land on.
 *
 * A copy of @docusaurus/theme-classic 3.10.2 src/theme/BlogListPage/index.tsx (blog-only mode
 * left out: the site has docs). Not a wrapper: the heading belongs inside BlogLayout's <main>,
 * above the posts, and a wrapper of BlogListPage can only add content outside the layout. Merge
 * upstream changes by hand on a theme upgrade: src/lib/upstream-internals.ts records the version,
 * and its test fails when the installed theme differs.
 */
export default function BlogListPage(props: Props): React.ReactNode {
  const {metadata, items, sidebar} = props;
  const title = metadata.page > 1 ? `${metadata.blogTitle}（第 ${metadata.page} 页）` : metadata.blogTitle;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={title} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--lg">
          <Heading as="h1">{title}</Heading>
          <p>{metadata.blogDescription}</p>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
