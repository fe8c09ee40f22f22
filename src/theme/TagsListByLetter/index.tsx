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
 *
 * Markup and styles.module.css copied from @docusaurus/theme-classic 3.10.2
 * src/theme/TagsListByLetter. Not a wrapper: the grouping and sorting happen
 * inside the theme's component (theme-common's listTagsByLetters), so no props
 * we could pass would fix them. Merge upstream markup changes by hand on a theme
 * upgrade: src/lib/upstream-internals.ts records the version, and its test fails
 * when the installed theme differs.
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
