import React from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

/** Shows the current doc's sidebar custom props and front matter fields, as the test docs expect. */
export default function CustomProps() {
  const {metadata, frontMatter} = useDoc();
  const shown = {sidebar_custom_props: frontMatter.sidebar_custom_props ?? null, custom_owner: (frontMatter as {custom_owner?: string}).custom_owner ?? null};
  return (
    <dl data-testid="custom-props">
      <dt>文档编号</dt>
      <dd>{metadata.id}</dd>
      {Object.entries(shown).map(([key, value]) => (
        <React.Fragment key={key}>
          <dt>{key}</dt>
          <dd>
            <code>{JSON.stringify(value)}</code>
          </dd>
        </React.Fragment>
      ))}
    </dl>
  );
}
