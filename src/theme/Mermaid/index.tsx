import React, {type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import RuntimeStyles from '@theme/RuntimeStyles';

type Props = WrapperProps<typeof MermaidType>;

/** Mermaid writes each diagram's styles at run time: its page gets a policy that allows them. */
export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <RuntimeStyles>
      <Mermaid {...props} />
    </RuntimeStyles>
  );
}
