import React, {forwardRef, useEffect, useState} from 'react';
import styles from './SearchButton.module.css';

export const SEARCH_BUTTON_TEXT = '搜索';

/** Apple keyboards open search with ⌘K, the others with Ctrl+K. */
function shortcutModifier(): string {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl';
}

/**
 * The navbar search button, with DocSearch's class names and our own styles. It is our own so that
 * pages do not load DocSearch itself (modal, autocomplete, search client) until the visitor shows an
 * intent to search: `@docsearch/react` ships as one module.
 *
 * Its accessible name is its visible text ("搜索 Ctrl K"), so speech users can say what they see
 * (WCAG 2.5.3); the shortcuts are declared with aria-keyshortcuts.
 */
const SearchButton = forwardRef<HTMLButtonElement, {onClick: () => void}>(function SearchButton({onClick}, ref) {
  // The platform is known only in the browser: render the key hint after hydration.
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => setModifier(shortcutModifier()), []);
  return (
    <button ref={ref} type="button" className={`DocSearch DocSearch-Button ${styles.button}`}
      aria-keyshortcuts="Control+K Meta+K /"
      onClick={onClick}>
      <span className={`DocSearch-Button-Container ${styles.container}`}>
        <svg className={`DocSearch-Search-Icon ${styles.icon}`} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="m13 13 5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className={`DocSearch-Button-Placeholder ${styles.label}`}>{SEARCH_BUTTON_TEXT}</span>
      </span>
      {modifier && (
        <span className={`DocSearch-Button-Keys ${styles.keys}`}>
          {' '}
          <kbd className={`DocSearch-Button-Key ${styles.key}`}>{modifier}</kbd>{' '}
          <kbd className={`DocSearch-Button-Key ${styles.key}`}>K</kbd>
        </span>
      )}
    </button>
  );
});

export default SearchButton;
