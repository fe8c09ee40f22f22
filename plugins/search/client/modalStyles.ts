/** Set at build time by plugins/docsearch-modal-css: DocSearch's dialog stylesheet in its cascade layer. */
const MODAL_CSS = process.env.DOCSEARCH_MODAL_CSS as unknown as string;

/** Adds the search dialog's styles to the document, once. Imported only with the dialog. */
export function addModalStyles(): void {
  if (document.getElementById('docsearch-modal-css')) return;
  const style = document.createElement('style');
  style.id = 'docsearch-modal-css';
  style.textContent = MODAL_CSS;
  document.head.append(style);
}
