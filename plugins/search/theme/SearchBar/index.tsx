import React, {useCallback, useRef} from 'react';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react';
import Head from '@docusaurus/Head';
import {useSearchSetup} from '../../client/useSearchSetup';
import {useSearchShortcuts} from '../../client/useSearchShortcuts';
import {setSearchDialogState, useSearchDialogState} from '../../client/dialogState';
import SearchButton from './SearchButton';
import type SearchDialogType from './SearchDialog';
import styles from './styles.module.css';

/** The modal and our dialog around it, loaded together on the first sign of search intent. */
let loaded: {Modal: typeof DocSearchModalType; SearchDialog: typeof SearchDialogType} | null = null;

function loadDialog(): Promise<void> {
  if (loaded) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('../../client/modalStyles'), import('./SearchDialog')]).then(
    ([{DocSearchModal}, {addModalStyles}, {default: SearchDialog}]) => {
      addModalStyles();
      loaded = {Modal: DocSearchModal, SearchDialog};
    },
  );
}

/**
 * The navbar search: a button and the keyboard shortcuts. Everything else (DocSearch's modal, our
 * dialog, the search client) loads when the visitor points at the button, focuses it or presses a
 * shortcut.
 */
export default function SearchBar(): React.ReactNode {
  const setup = useSearchSetup();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const {open: isOpen, initialQuery} = useSearchDialogState();

  const prepare = useCallback(() => {
    void setup.backend.preload();
    return loadDialog();
  }, [setup]);

  // What the visitor types between asking for the dialog and its code arriving; null when not opening.
  const typedWhileOpening = useRef<string | null>(null);
  const isOpening = useCallback(() => typedWhileOpening.current !== null, []);

  const openModal = useCallback(
    (typed?: string) => {
      if (typedWhileOpening.current !== null) {
        typedWhileOpening.current += typed ?? '';
        return;
      }
      typedWhileOpening.current = typed ?? '';
      prepare().then(
        () => {
          const initialQuery = typedWhileOpening.current || undefined;
          typedWhileOpening.current = null;
          // Module state, not component state: this search box may be replaced before the dialog loaded.
          setSearchDialogState({open: true, initialQuery});
        },
        () => {
          typedWhileOpening.current = null;
        },
      );
    },
    [prepare],
  );

  const closeModal = useCallback(() => {
    setSearchDialogState({open: false});
    searchButtonRef.current?.focus();
  }, []);

  const openEmpty = useCallback(() => openModal(), [openModal]);
  useSearchShortcuts({isOpen, isOpening, onOpen: openEmpty, onClose: closeModal, onInput: openModal, buttonRef: searchButtonRef});

  const dialog = isOpen ? loaded : null;
  return (
    <>
      {setup.algolia && (
        <Head>
          <link rel="preconnect" href={`https://${setup.algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <div className={styles.searchBox} onPointerEnter={prepare} onFocus={prepare}>
        <SearchButton ref={searchButtonRef} onClick={openEmpty} />
      </div>
      {dialog && <dialog.SearchDialog Modal={dialog.Modal} setup={setup} initialQuery={initialQuery} onClose={closeModal} />}
    </>
  );
}
