import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

export interface LatestPost {
  title: string;
  permalink: string;
  date: string;
  description: string;
}

export interface LatestPostsGlobalData {
  posts: LatestPost[];
}

const LATEST_POST_COUNT = 3;

/** Pick the newest listed posts of the main blog for the home page. */
export function pickLatestPosts(content: BlogContent | undefined, count = LATEST_POST_COUNT): LatestPost[] {
  return (content?.blogPosts ?? [])
    .filter((post) => !post.metadata.unlisted)
    .slice(0, count)
    .map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString(),
      description: metadata.description,
    }));
}

/** Exposes the newest blog posts as global data: the blog plugin itself shares none. */
export default function latestPostsPlugin(): Plugin {
  return {
    name: 'latest-posts',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      actions.setGlobalData({posts: pickLatestPosts(blog)} satisfies LatestPostsGlobalData);
    },
  };
}
