import React from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LatestPostsGlobalData} from '@site/plugins/latest-posts';
import styles from './styles.module.css';

const dateFormat = new Intl.DateTimeFormat('zh-CN', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});

export default function LatestPosts() {
  const {posts} = usePluginData('latest-posts') as LatestPostsGlobalData;
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.permalink} className={styles.item}>
          <time dateTime={post.date} className={styles.date}>
            {dateFormat.format(new Date(post.date))}
          </time>
          <Link to={post.permalink} className={styles.title}>
            {post.title}
          </Link>
          <p className={styles.description}>{post.description}</p>
        </li>
      ))}
    </ul>
  );
}
