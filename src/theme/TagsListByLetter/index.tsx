import React from 'react';
import Tag from '@theme/Tag';
import Heading from '@theme/Heading';
import type {Props} from '@theme/TagsListByLetter';
import {groupTagsByInitial} from './groupTags';
import styles from './styles.module.css';

/**
 * The tags index, grouped by initial. Replaces the theme's version, whose
 * sort depends on the runtime's default locale: the server (Node) and a
 * Chinese browser ordered the groups differently and hydration failed.
 */
export default function TagsListByLetter({tags}: Props): React.ReactNode {
  return (
    <section className="margin-vert--lg">
      {groupTagsByInitial(tags).map((group) => (
        <article key={group.heading}>
          <Heading as="h2" id={group.id}>
            {group.heading}
          </Heading>
          <ul className="padding--none">
            {group.tags.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
