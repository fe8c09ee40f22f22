import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock/Content/String';

// The theme registers the extra languages from a client module that runs on every page; that
// module is replaced (plugins/lazy-prism), so they are registered here, once, with Prism itself.
prismIncludeLanguages(Prism);

/** The theme's code block for string children, loaded on demand by src/theme/CodeBlock/Content/String. */
export default CodeBlockString as ComponentType<Props>;
