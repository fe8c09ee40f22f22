import React, {memo, useEffect, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {DocSidebarItemsExpandedStateProvider, isActiveSidebarItem, useVisibleSidebarItems} from '@docusaurus/plugin-content-docs/client';
import DocSidebarItem from '@theme/DocSidebarItem';
import type {Props} from '@theme/DocSidebarItems';
import {itemWindow, keepWindow} from './window';
import styles from './styles.module.css';

type Side = 'before' | 'after';

/** The list item to focus once the hidden items of one side are shown: the first of them. */
function firstRevealed(button: HTMLElement, side: Side): () => Element | null {
  const list = button.closest('ul');
  const lastShown = button.closest('li')?.previousElementSibling ?? null;
  return side === 'before' ? () => list?.firstElementChild ?? null : () => lastShown?.nextElementSibling ?? null;
}

function ShowHidden({side, count, tabIndex, onShow}: {side: Side; count: number; tabIndex?: number; onShow: (event: MouseEvent<HTMLButtonElement>) => void}): ReactNode {
  const label =
    side === 'before'
      ? translate({id: 'apis.sidebar.showEarlier', message: '显示前面的 {count} 项'}, {count})
      : translate({id: 'apis.sidebar.showLater', message: '显示后面的 {count} 项'}, {count});
  return (
    <li className="menu__list-item">
      <button type="button" className={clsx('clean-btn menu__link', styles.showHidden)} tabIndex={tabIndex} onClick={onShow}>
        {label}
      </button>
    </li>
  );
}

/**
 * The theme's list of sidebar items, drawing a long list as a window around the current page (see
 * ./window.ts) with a button on each side for the rest. Items keep their index in the whole list, so a
 * category's open or closed state stays with it when more of the list is shown.
 */
function DocSidebarItems({items, ...props}: Props): ReactNode {
  const visibleItems = useVisibleSidebarItems(items, props.activePath);
  const activeIndex = visibleItems.findIndex((item) => isActiveSidebarItem(item, props.activePath));
  const [range, setRange] = useState(() => itemWindow(visibleItems.length, activeIndex));
  const wanted = keepWindow(range, visibleItems.length, activeIndex);
  if (wanted !== range) setRange(wanted);
  const [shown, setShown] = useState<Record<Side, boolean>>({before: false, after: false});
  const focusAfterShow = useRef<(() => Element | null) | null>(null);
  useEffect(() => {
    const target = focusAfterShow.current?.();
    focusAfterShow.current = null;
    target?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [shown]);

  const start = shown.before ? 0 : wanted.start;
  const end = shown.after ? visibleItems.length : wanted.end;
  const show = (side: Side) => (event: MouseEvent<HTMLButtonElement>) => {
    focusAfterShow.current = firstRevealed(event.currentTarget, side);
    setShown((previous) => ({...previous, [side]: true}));
  };
  return (
    <DocSidebarItemsExpandedStateProvider>
      {start > 0 && <ShowHidden side="before" count={start} tabIndex={props.tabIndex} onShow={show('before')} />}
      {visibleItems.slice(start, end).map((item, offset) => (
        <DocSidebarItem key={start + offset} item={item} index={start + offset} {...props} />
      ))}
      {end < visibleItems.length && <ShowHidden side="after" count={visibleItems.length - end} tabIndex={props.tabIndex} onShow={show('after')} />}
    </DocSidebarItemsExpandedStateProvider>
  );
}

export default memo(DocSidebarItems);
