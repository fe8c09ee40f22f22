/**
 * Infima classes no page of the site uses: their rules are left out of the stylesheet every page loads
 * (about 1 KiB of brotli, the stock reference ships them all). Found by reading the whole build (every
 * class attribute of every page, every class-like string of every script); the site checks
 * (plugins/lean-infima/check.ts) fail the tests when a page or a script starts using one of them.
 * To use one, delete it here.
 */
export const DROPPED_INFIMA_CLASSES: readonly string[] = [
  'alert--primary', 'alert__heading', 'alert__icon',
  'avatar--vertical', 'avatar__photo--lg', 'avatar__photo--sm', 'avatar__photo--xl', 'avatar__subtitle',
  'badge--danger', 'badge--info', 'badge--primary', 'badge--success', 'badge--warning',
  'breadcrumbs--lg', 'breadcrumbs--sm',
  'button--active', 'button--block', 'button--info', 'button--success', 'button--warning',
  'button-group', 'button-group--block',
  'card--full-height',
  'col--1', 'col--10', 'col--11', 'col--5', 'col--offset-10', 'col--offset-11', 'col--offset-12', 'col--offset-4', 'col--offset-5', 'col--offset-6', 'col--offset-7', 'col--offset-8', 'col--offset-9',
  'dropdown--nocaret',
  'hero--dark',
  'margin--lg', 'margin--md', 'margin--none', 'margin--sm', 'margin--xl', 'margin--xs',
  'margin-bottom--none', 'margin-bottom--xs',
  'margin-horiz--lg', 'margin-horiz--md', 'margin-horiz--none', 'margin-horiz--sm', 'margin-horiz--xl', 'margin-horiz--xs',
  'margin-left--lg', 'margin-left--md', 'margin-left--none', 'margin-left--xl', 'margin-left--xs',
  'margin-right--lg', 'margin-right--none', 'margin-right--sm', 'margin-right--xl', 'margin-right--xs',
  'margin-top--none', 'margin-top--xl', 'margin-top--xs',
  'margin-vert--none', 'margin-vert--xs',
  'navbar__items--center', 'navbar__search-input',
  'padding--sm', 'padding--xl', 'padding--xs',
  'padding-bottom--md', 'padding-bottom--none', 'padding-bottom--sm', 'padding-bottom--xl', 'padding-bottom--xs',
  'padding-horiz--lg', 'padding-horiz--md', 'padding-horiz--none', 'padding-horiz--sm', 'padding-horiz--xl', 'padding-horiz--xs',
  'padding-left--lg', 'padding-left--md', 'padding-left--none', 'padding-left--sm', 'padding-left--xl', 'padding-left--xs',
  'padding-right--lg', 'padding-right--md', 'padding-right--none', 'padding-right--sm', 'padding-right--xl', 'padding-right--xs',
  'padding-top--lg', 'padding-top--none', 'padding-top--sm', 'padding-top--xl', 'padding-top--xs',
  'padding-vert--lg', 'padding-vert--md', 'padding-vert--none', 'padding-vert--sm', 'padding-vert--xl', 'padding-vert--xs',
  'pagination--lg', 'pagination--sm', 'pagination__item', 'pagination__item--active', 'pagination__item--disabled', 'pagination__link',
  'pills', 'pills--block', 'pills__item', 'pills__item--active',
  'row--align-baseline', 'row--align-bottom', 'row--align-center', 'row--align-stretch', 'row--align-top', 'row--no-gutters',
  'shadow--md', 'shadow--tl',
  'text--bold', 'text--break', 'text--capitalize', 'text--danger', 'text--info', 'text--italic', 'text--justify', 'text--left', 'text--light', 'text--lowercase', 'text--no-decoration', 'text--normal', 'text--primary', 'text--secondary', 'text--semibold', 'text--success', 'text--uppercase', 'text--warning',
];
