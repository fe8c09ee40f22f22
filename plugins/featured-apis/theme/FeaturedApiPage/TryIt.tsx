import React, {useEffect, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import LazyRuntimeHighlighting from '@theme/RuntimeHighlighting/Lazy';
import type {ApiEndpoint, EndpointCode, FeaturedApi} from '@site/plugins/featured-apis/shared/types';
import {describeAuth} from './FactsPanel';
import ExampleResponse from './ExampleResponse';
import ParamField from './ParamField';
import {initialRawValues, parseParams, type RawValues} from './form';
import {KEY_PLACEHOLDER, buildRequest, isApiOrigin, paramKey, toCurl} from '@site/plugins/featured-apis/shared/request';
import {sendRequest, type SendOutcome} from './send';
import ApiKeyField from '@theme/ApiKeyField';
import {useStoredApiKey} from '@theme/ApiKeyField/useStoredApiKey';
import {apiKeySlot, keyDestination} from '../../../visitor-keys/shared/storage';
import styles from './styles.module.css';

type Result =
  | {kind: 'idle'}
  | {kind: 'pending'}
  | {kind: 'no-key'}
  | {kind: 'blocked'}
  | {kind: 'needs-consent'}
  | {kind: 'done'; outcome: SendOutcome};

type CopyFeedback = {kind: 'url' | 'curl'; ok: boolean} | null;

const COPY_FEEDBACK_MS = 2500;

function domId(...parts: string[]): string {
  return parts.join('-').replace(/[^A-Za-z0-9_-]/g, '_');
}

/** The endpoint's documented response, always labelled so nobody mistakes it for their own data. */
function SampleData({endpoint, code}: {endpoint: ApiEndpoint; code: EndpointCode}) {
  return (
    <section aria-label="示例数据" className={styles.sample}>
      {code.example === null ? (
        <p>该接口没有示例数据{endpoint.sampleOmitted ? `：${endpoint.sampleOmitted}` : '。'}</p>
      ) : (
        <ExampleResponse example={code.example} title="示例数据（文档中的示例，不是真实响应）" />
      )}
    </section>
  );
}

function Outcome({outcome, endpoint, code}: {outcome: SendOutcome; endpoint: ApiEndpoint; code: EndpointCode}) {
  if (outcome.kind === 'failure') {
    return (
      <>
        <div className="alert alert--danger" role="alert">
          {outcome.failure} 下面显示的是示例数据。
        </div>
        <SampleData endpoint={endpoint} code={code} />
      </>
    );
  }
  return (
    <>
      <p role="status" className={styles.statusLine}>
        <span>
          HTTP {outcome.status}
          {outcome.statusText ? ` ${outcome.statusText}` : ''}
        </span>
        <span>耗时 {outcome.elapsedMs} ms</span>
      </p>
      {outcome.failure && (
        <div className="alert alert--danger" role="alert">
          {outcome.failure} 下面先是服务器的原始响应，然后是示例数据。
        </div>
      )}
      <section aria-label="响应内容">
        <LazyRuntimeHighlighting>
          <CodeBlock language={outcome.isJson ? 'json' : 'text'} title="响应内容">
            {outcome.body === '' ? '（响应体为空）' : outcome.body}
          </CodeBlock>
        </LazyRuntimeHighlighting>
      </section>
      {outcome.failure && <SampleData endpoint={endpoint} code={code} />}
    </>
  );
}

/**
 * Calls the API from the visitor's browser with their own key. Renders identically on the server and on the
 * first client pass: the stored key is read in an effect, the network only on submit. The key is saved on
 * submit (plugins/visitor-keys/shared/storage.ts) and only ever sent to the API's own origin; the preview and the copy
 * buttons always show the placeholder.
 */
export default function TryIt({api, code}: {api: FeaturedApi; code: Record<string, EndpointCode>}) {
  const needsKey = api.auth.type !== 'none';
  const host = new URL(api.baseUrl).host;
  const [endpointId, setEndpointId] = useState(api.endpoints[0]!.id);
  const endpoint = api.endpoints.find((e) => e.id === endpointId) ?? api.endpoints[0]!;
  // Each endpoint keeps its own edits when the visitor switches back and forth.
  const [forms, setForms] = useState<Record<string, RawValues>>({});
  const raw = forms[endpoint.id] ?? initialRawValues(endpoint);
  const [showErrors, setShowErrors] = useState(false);
  const slot = useMemo(() => apiKeySlot(api.id, api.baseUrl), [api.id, api.baseUrl]);
  const keyField = useStoredApiKey(slot);
  const [result, setResult] = useState<Result>({kind: 'idle'});
  const [copied, setCopied] = useState<CopyFeedback>(null);
  const latestRequest = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(null), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const parsed = parseParams(endpoint.params, raw);
  const hasErrors = Object.keys(parsed.errors).length > 0;
  const preview = buildRequest(api, endpoint, parsed.values);

  const changeEndpoint = (id: string) => {
    latestRequest.current += 1;
    setEndpointId(id);
    setShowErrors(false);
    setResult({kind: 'idle'});
  };

  const changeParam = (key: string, value: string | boolean) => {
    setForms((current) => ({
      ...current,
      [endpoint.id]: {...(current[endpoint.id] ?? initialRawValues(endpoint)), [key]: value},
    }));
  };

  /** Shows the field errors and moves focus to the first one; returns whether the form is usable. */
  const checkForm = (): boolean => {
    setShowErrors(true);
    if (!hasErrors) return true;
    const firstKey = endpoint.params.map(paramKey).find((key) => parsed.errors[key]);
    if (firstKey) formRef.current?.querySelector<HTMLElement>(`#${domId('tryit', api.id, endpoint.id, firstKey)}`)?.focus();
    return false;
  };

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!checkForm()) return;
    let key = KEY_PLACEHOLDER;
    if (needsKey) {
      const committed = keyField.commit();
      if (committed.kind === 'invalid') return;
      if (committed.kind === 'empty') {
        setResult({kind: 'no-key'});
        return;
      }
      key = committed.key;
    }
    const request = buildRequest(api, endpoint, parsed.values, key);
    const destination = needsKey
      ? keyDestination(request.url, slot, keyField.plainHttpAccepted)
      : isApiOrigin(request.url, api.baseUrl)
        ? ({ok: true} as const)
        : ({ok: false, reason: 'other-origin'} as const);
    if (!destination.ok) {
      setResult({kind: destination.reason === 'needs-consent' ? 'needs-consent' : 'blocked'});
      return;
    }
    const id = ++latestRequest.current;
    setResult({kind: 'pending'});
    const outcome = await sendRequest(request, {
      fetch: window.fetch.bind(window),
      now: () => performance.now(),
      isOnline: () => navigator.onLine,
      timeout: (ms) => AbortSignal.timeout(ms),
    });
    // A newer request or an endpoint switch supersedes this one.
    if (id === latestRequest.current) setResult({kind: 'done', outcome});
  };

  const copy = async (kind: 'url' | 'curl') => {
    if (!checkForm()) return;
    const text = kind === 'url' ? preview.url : toCurl(preview);
    try {
      await navigator.clipboard.writeText(text);
      setCopied({kind, ok: true});
    } catch {
      setCopied({kind, ok: false});
    }
  };

  const endpointSelectId = domId('tryit', api.id, 'endpoint');

  return (
    <section className={clsx('card', styles.tryIt)} aria-label="在线试用">
      <form ref={formRef} className="card__body" noValidate onSubmit={send}>
        <div className={clsx('apis-field', styles.field)}>
          <label htmlFor={endpointSelectId} className={styles.fieldLabel}>
            接口
          </label>
          <select
            id={endpointSelectId}
            className={clsx('apis-input', styles.input)}
            value={endpoint.id}
            onChange={(e) => changeEndpoint(e.target.value)}>
            {api.endpoints.map((e) => (
              <option key={e.id} value={e.id}>
                {e.title}（{e.method} {e.path}）
              </option>
            ))}
          </select>
        </div>

        {needsKey && (
          <ApiKeyField
            field={keyField}
            label="API 密钥"
            via={describeAuth(api.auth)}
            className={clsx('apis-field', styles.field)}
            inputClassName={styles.input}
          />
        )}

        {endpoint.params.length > 0 ? (
          <fieldset className={styles.params}>
            <legend>参数</legend>
            <div className={styles.fieldGrid}>
              {endpoint.params.map((param) => {
                const key = paramKey(param);
                return (
                  <ParamField
                    key={`${endpoint.id}:${key}`}
                    id={domId('tryit', api.id, endpoint.id, key)}
                    param={param}
                    value={raw[key] ?? ''}
                    error={showErrors ? parsed.errors[key] : undefined}
                    onChange={(value) => changeParam(key, value)}
                  />
                );
              })}
            </div>
          </fieldset>
        ) : (
          <p className={styles.hint}>{endpoint.paramsNote ?? '该接口没有参数。'}</p>
        )}

        <p className={styles.preview}>
          <span className={styles.previewLabel}>请求地址</span>
          <span className={styles.method}>{preview.method}</span>
          <code>{preview.url}</code>
        </p>
        {needsKey && <p className={styles.hint}>预览和复制的内容用 {KEY_PLACEHOLDER} 代替你的密钥。</p>}

        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={result.kind === 'pending'}>
            {result.kind === 'pending' ? '正在发送…' : '发送请求'}
          </button>
          <button type="button" className="button button--secondary" onClick={() => copy('url')}>
            复制请求地址
          </button>
          <button type="button" className="button button--secondary" onClick={() => copy('curl')}>
            复制 curl 命令
          </button>
          <span role="status" className={styles.copied}>
            {copied &&
              (copied.ok
                ? `已复制${copied.kind === 'url' ? '请求地址' : ' curl 命令'}`
                : '复制失败，请手动选择上面的请求地址复制。')}
          </span>
        </div>
        {showErrors && hasErrors && (
          <p className="apis-error" role="alert">
            参数有误，请先修正标出的字段。
          </p>
        )}
      </form>

      <div className={clsx('card__footer', styles.result)} aria-busy={result.kind === 'pending'}>
        {result.kind === 'idle' && <p className={styles.hint}>填写参数后点击“发送请求”，响应会显示在这里。</p>}
        {result.kind === 'pending' && <p role="status">正在请求 {host}…</p>}
        {result.kind === 'no-key' && (
          <>
            <div className="alert alert--info" role="status">
              还没有填写 API 密钥，请求没有发送。填写你自己的密钥后即可调用真实接口；下面显示的是示例数据。
            </div>
            <SampleData endpoint={endpoint} code={code[endpoint.id]!} />
          </>
        )}
        {result.kind === 'needs-consent' && (
          <div className="alert alert--warning" role="status">
            {host} 只支持 HTTP，请先在密钥下方勾选“允许通过 HTTP 发送密钥”，请求没有发送。
          </div>
        )}
        {result.kind === 'blocked' && (
          <div className="alert alert--danger" role="alert">
            请求地址不在 {host} 上，为保护你的密钥，请求没有发送。
          </div>
        )}
        {result.kind === 'done' && <Outcome outcome={result.outcome} endpoint={endpoint} code={code[endpoint.id]!} />}
      </div>
    </section>
  );
}
