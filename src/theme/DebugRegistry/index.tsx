import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import DebugRegistry from '@theme-original/DebugRegistry';

/**
 * The registry lists resolved module paths, which differ between the server
 * bundle and the browser bundle; rendering it only in the browser avoids a
 * hydration mismatch on this debug page.
 */
export default function DebugRegistryWrapper(): React.ReactNode {
  return <BrowserOnly>{() => <DebugRegistry />}</BrowserOnly>;
}
