import {useLayoutEffect, type RefObject} from 'react';

/**
 * Attributes DocSearch 3.9 puts on its backdrop, `.DocSearch-Container`: autocomplete's combobox
 * attributes under `role="button"` and `tabindex="0"`, so screen readers meet the whole dialog as
 * one button with a search box nested inside (axe: nested-interactive, label-content-name-mismatch).
 * The backdrop only catches clicks outside the panel; our wrapper is the dialog instead.
 */
const BACKDROP_ATTRIBUTES = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby'];

/**
 * DocSearch renders every result list as `docsearch-list`, while the input's aria-controls names
 * each list by its source (`docsearch-hits0-list`), as its options' ids do (`docsearch-hits0-item-3`):
 * each list takes the id its options point to.
 */
function nameResultLists(dialog: HTMLElement): void {
  dialog.querySelectorAll('[role="listbox"]').forEach((list) => {
    const id = list.querySelector('[role="option"][id]')?.id.replace(/-item-\d+$/, '-list');
    if (id && list.id !== id) list.id = id;
  });
}

/**
 * Mends DocSearch's markup while the modal is open: the backdrop loses its button semantics once,
 * and the result lists are renamed whenever the results change. React does not write these
 * attributes again: their values never change between renders. (aria-controls, which follows the
 * result lists, is allowed on any element and stays.)
 */
export function useDialogSemantics(wrapper: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const dialog = open ? wrapper.current : null;
    if (!dialog) return undefined;
    const backdrop = dialog.querySelector('.DocSearch-Container');
    BACKDROP_ATTRIBUTES.forEach((name) => backdrop?.removeAttribute(name));
    nameResultLists(dialog);
    // Only child lists are watched, so renaming a list does not call this again.
    const observer = new MutationObserver(() => nameResultLists(dialog));
    observer.observe(dialog, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [wrapper, open]);
}
