import {useLayoutEffect, type RefObject} from 'react';

/**
 * Attributes DocSearch 3.9 puts on its backdrop, `.DocSearch-Container`: autocomplete's combobox
 * attributes under `role="button"` and `tabindex="0"`, so screen readers meet the whole dialog as
 * one button with a search box nested inside (axe: nested-interactive, label-content-name-mismatch).
 * The backdrop only catches clicks outside the panel; our wrapper is the dialog instead.
 */
const BACKDROP_ATTRIBUTES = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby'];

/**
 * Strips the backdrop's button semantics once the modal is in the DOM. React does not write these
 * attributes again: their values never change between renders. (aria-controls, which follows the
 * result lists, is allowed on any element and stays.)
 */
export function useDialogSemantics(wrapper: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const backdrop = open ? wrapper.current?.querySelector('.DocSearch-Container') : null;
    BACKDROP_ATTRIBUTES.forEach((name) => backdrop?.removeAttribute(name));
  }, [wrapper, open]);
}
