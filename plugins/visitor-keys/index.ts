/**
 * Docusaurus plugin 'visitor-keys': visitors' own API keys. One store and one policy (shared/storage.ts:
 * saved on submit, this tab by default, this device when asked, sent only to the API's own origin) and the
 * one field that takes a key (@theme/ApiKeyField), used by the try-it panels, the map demo and the swap.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function visitorKeysPlugin(): Plugin {
  return {name: 'visitor-keys', getThemePath: () => path.join(__dirname, 'theme')};
}
