import React, {type ReactNode} from 'react';
import IdealImageLegacy from '@theme-original/IdealImageLegacy';
import type {IconKey, ImageProps, State} from '@theme/IdealImageLegacy';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Own message ids: the theme's zh-Hans translations of the plugin's ids would win over any wording
 * given here. The library makes its whole placeholder clickable but gives it no role, so keyboard and
 * screen-reader users could not retry. The states that react to a click render their text as a
 * real button instead: its click bubbles to the placeholder's handler, and its accessible name is
 * exactly the visible text (WCAG 2.5.3).
 */
function getMessage(icon: IconKey, state: State): ReactNode {
  switch (icon) {
    case 'noicon':
    case 'loaded':
      return null;
    case 'loading':
      return translate({id: 'apis.idealImage.loading', message: '正在加载图片…'});
    case 'load': {
      const size = state.pickedSrc?.size;
      const label = size
        ? translate({id: 'apis.idealImage.loadWithSize', message: '点击加载图片（{size}）'}, {size: formatSize(size)})
        : translate({id: 'apis.idealImage.load', message: '点击加载图片'});
      return (
        <button type="button" className={styles.action}>
          {label}
        </button>
      );
    }
    case 'offline':
      return translate({id: 'apis.idealImage.offline', message: '浏览器处于离线状态，图片未加载'});
    case 'error':
      // Asking again for a missing file cannot help, so the not-found state offers no button.
      if (state.loadInfo === 404) return translate({id: 'apis.idealImage.notFound', message: '图片不存在'});
      return (
        <button type="button" className={styles.action}>
          {translate({id: 'apis.idealImage.error', message: '出错了，点击重试'})}
        </button>
      );
    default:
      return null;
  }
}

/**
 * The box takes the image's proportions from the server-rendered HTML on, and the placeholder
 * SVG and the final <img> both fill it, so nothing below moves when the picture arrives.
 */
const theme = {placeholder: styles.placeholder, img: styles.img, icon: styles.icon, noscript: styles.noscript};

export default function IdealImageLegacyWrapper(props: ImageProps): ReactNode {
  const {width, height, style} = props;
  return (
    <IdealImageLegacy
      {...props}
      theme={theme}
      iconSize={28}
      style={{aspectRatio: `${width} / ${height}`, ...style}}
      getMessage={getMessage as unknown as ImageProps['getMessage']}
    />
  );
}
