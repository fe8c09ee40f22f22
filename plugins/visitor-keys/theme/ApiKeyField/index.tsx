import React, {useId, useState} from 'react';
import clsx from 'clsx';
import type {ApiKeyFieldState} from './useStoredApiKey';
import styles from './styles.module.css';

export type {ApiKeyFieldState} from './useStoredApiKey';

interface Props {
  /** From `useStoredApiKey(slot)`; the host form calls `field.commit()` when it is submitted. */
  field: ApiKeyFieldState;
  label: string;
  /** How the key travels, e.g. "查询参数 access_key", worked into the hint. */
  via?: string;
  /** One more sentence for the hint, e.g. what the demo does without a key. */
  note?: React.ReactNode;
  className?: string;
  inputClassName?: string;
}

/**
 * The one field for a visitor's API key: masked with a show/hide button, "在此设备上记住" (off:
 * this tab only), "清除" (this tab and this device), and where the key may go. It holds no policy
 * of its own: saving, clearing and where the key may be sent are plugins/visitor-keys/shared/storage.ts.
 */
export default function ApiKeyField({field, label, via, note, className, inputClassName}: Props): React.ReactNode {
  const [shown, setShown] = useState(false);
  const inputId = useId();
  const rememberId = useId();
  const plainHttpId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const {slot} = field;
  const host = new URL(slot.origin).host;

  return (
    <div className={clsx('apis-field', className)}>
      <label htmlFor={inputId}>{label}</label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={clsx('apis-input', styles.input, inputClassName)}
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={field.draft}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => field.setDraft(event.target.value)}
        />
        {/* aria-label: a visually hidden span would put a space into the name (显示 密钥). */}
        <button
          type="button"
          className="button button--secondary"
          aria-controls={inputId}
          aria-label={shown ? '隐藏密钥' : '显示密钥'}
          onClick={() => setShown(!shown)}>
          {shown ? '隐藏' : '显示'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label="清除密钥"
          disabled={!field.saved && field.draft === ''}
          onClick={() => {
            setShown(false);
            field.clear();
          }}>
          清除
        </button>
      </div>
      <div aria-live="polite">
        {field.error && (
          <p id={errorId} className="apis-error">
            {field.error}
          </p>
        )}
      </div>
      <div className={clsx('apis-checkbox', styles.checkbox)}>
        <input id={rememberId} type="checkbox" checked={field.remember} onChange={(event) => field.setRemember(event.target.checked)} />
        <label htmlFor={rememberId}>在此设备上记住</label>
      </div>
      {slot.plainHttp && (
        <div className={clsx('alert alert--warning', styles.plainHttp)}>
          <p>{host} 的接口只支持 HTTP：密钥会以明文在网络上传输，同一网络里的其他人可能看到它。</p>
          <div className={clsx('apis-checkbox', styles.checkbox)}>
            <input
              id={plainHttpId}
              type="checkbox"
              checked={field.plainHttpAccepted}
              onChange={(event) => field.setPlainHttpAccepted(event.target.checked)}
            />
            <label htmlFor={plainHttpId}>我了解风险，允许通过 HTTP 发送密钥</label>
          </div>
        </div>
      )}
      <p id={hintId} className={styles.hint}>
        密钥只会{via ? `通过${via} ` : ''}发送到 <code>{slot.origin}</code>。提交后才保存：默认只保存在本标签页，关闭后即删除；勾选“在此设备上记住”才会保存在本浏览器中。
        {note}
      </p>
      <p role="status" className={styles.status}>
        {field.notice}
      </p>
    </div>
  );
}
