import React, {type ReactNode} from 'react';
import type {LoadingComponentProps as Props} from 'react-loadable';
import styles from './styles.module.css';

/**
 * What a lazily loaded part shows: nothing for its first moment, then a spinner (the theme's rings:
 * a 1.5 s pulse and 3 s ripples), and if the chunk cannot load, the error with 重试. Docusaurus'
 * fallback says "Retry" and styles itself inline.
 */
export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>加载失败：{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          重试
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status" aria-label="正在加载">
      <svg className={styles.spinner} viewBox="0 0 45 45" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
        <g fill="none" fillRule="evenodd" transform="translate(1 1)" strokeWidth="2">
          {['1.5s', '3s'].map((begin) => (
            <circle key={begin} cx="22" cy="22" r="6" strokeOpacity="0">
              <animate attributeName="r" begin={begin} dur="3s" values="6;22" calcMode="linear" repeatCount="indefinite" />
              <animate attributeName="stroke-opacity" begin={begin} dur="3s" values="1;0" calcMode="linear" repeatCount="indefinite" />
              <animate attributeName="stroke-width" begin={begin} dur="3s" values="2;0" calcMode="linear" repeatCount="indefinite" />
            </circle>
          ))}
          <circle cx="22" cy="22" r="8">
            <animate attributeName="r" begin="0s" dur="1.5s" values="6;1;2;3;4;5;6" calcMode="linear" repeatCount="indefinite" />
          </circle>
        </g>
      </svg>
    </div>
  );
}
