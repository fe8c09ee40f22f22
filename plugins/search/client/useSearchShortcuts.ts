import {useEffect, type RefObject} from 'react';

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * The search shortcuts of the spec: Ctrl/Cmd+K toggles the modal, `/` opens it unless the visitor
 * is typing somewhere, Escape closes it, and a letter or digit typed on the focused search button
 * opens it with that character as the query. Characters typed while the dialog's code is still
 * loading become the start of its query.
 */
export function useSearchShortcuts({
  isOpen,
  isOpening,
  onOpen,
  onClose,
  onInput,
  buttonRef,
}: {
  isOpen: boolean;
  /** Whether the dialog was asked for and its code is still loading. */
  isOpening: () => boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (key: string) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      if (key === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        if (isOpen) onClose();
        else onOpen();
        return;
      }
      if (isOpen) {
        if (key === 'escape') onClose();
        return;
      }
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      if (isOpening() && !isEditing(event.target) && [...event.key].length === 1 && !event.isComposing) {
        // Typed before the dialog's code arrived: kept for its input instead of lost on the page.
        event.preventDefault();
        onInput(event.key);
        return;
      }
      if (key === '/' && !isEditing(event.target)) {
        event.preventDefault();
        onOpen();
        return;
      }
      if (buttonRef.current !== null && document.activeElement === buttonRef.current && /^[\p{L}\p{N}]$/u.test(event.key)) {
        // The modal takes the character as its query; without this, the same key press would also
        // type it into the modal's input once that has focus ("kk").
        event.preventDefault();
        onInput(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, isOpening, onOpen, onClose, onInput, buttonRef]);
}
