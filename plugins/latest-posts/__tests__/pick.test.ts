import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {pickLatestPosts} from '../index';

function post(title: string, date: string, unlisted = false) {
  return {
    id: title,
    metadata: {title, date: new Date(date), permalink: `/blog/${title}`, description: `${title} 摘要`, unlisted},
    content: '',
  };
}

test('takes the newest listed posts in blog order', () => {
  const blog = {
    blogPosts: [post('c', '2026-03-01'), post('hidden', '2026-02-01', true), post('b', '2025-12-01'), post('a', '2025-01-01'), post('z', '2024-01-01')],
  } as unknown as BlogContent;
  const latest = pickLatestPosts(blog);
  assert.deepEqual(latest.map((p) => p.title), ['c', 'b', 'a']);
  assert.equal(latest[0]!.date, '2026-03-01T00:00:00.000Z');
  assert.equal(latest[0]!.permalink, '/blog/c');
});

test('an absent blog yields no posts', () => {
  assert.deepEqual(pickLatestPosts(undefined), []);
});
