import React, {useMemo, useState} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import ApiKeyField from '@theme/ApiKeyField';
import {RATES_SNAPSHOT} from '@site/src/data/rates-snapshot';
import {useStoredApiKey, type ApiKeyFieldState} from '@theme/ApiKeyField/useStoredApiKey';
import {maskKey} from '@site/plugins/visitor-keys/shared/storage';
import {CURRENCIES, type CurrencyKind} from './currencies';
import {
  KEY_REQUIRED,
  LIVE_KEY_SLOT,
  conversionOrigin,
  convert,
  formatAmount,
  formatInputAmount,
  formatRate,
  formatUtc,
  parseAmount,
  snapshotCodes,
  type Conversion,
  type RateSet,
} from './convert';
import {useLiveRates, type LiveState} from './useLiveRates';
import styles from './styles.module.css';

const SNAPSHOT_SET: RateSet = {origin: 'snapshot', timestamp: RATES_SNAPSHOT.timestamp, rates: RATES_SNAPSHOT.rates};

export const SNAPSHOT_LABEL = `示例汇率快照（${RATES_SNAPSHOT.date}），仅供演示`;

const GROUPS: {kind: CurrencyKind; label: string}[] = [
  {kind: 'fiat', label: '法定货币'},
  {kind: 'crypto', label: '加密货币'},
];

function CurrencySelect({id, label, value, onChange}: {id: string; label: string; value: string; onChange: (code: string) => void}) {
  return (
    <div className="apis-field">
      <label htmlFor={id}>
        {label}
      </label>
      <select id={id} className="apis-input" value={value} onChange={(event) => onChange(event.target.value)}>
        {GROUPS.map((group) => (
          <optgroup key={group.kind} label={group.label}>
            {CURRENCIES.filter((c) => c.kind === group.kind).map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} · {c.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

function ModeNotice({state, onRetry}: {state: LiveState; onRetry: () => void}) {
  switch (state.status) {
    case 'none':
      return (
        <p className={styles.mode} data-testid="swap-mode">
          <span className="apis-badge">示例数据</span>
          当前使用{SNAPSHOT_LABEL}。在下方填入你自己的 exchangerate.host 访问密钥即可改用实时汇率。
        </p>
      );
    case 'loading':
      return (
        <p className={styles.mode} data-testid="swap-mode">
          正在获取实时汇率…在此之前仍使用{SNAPSHOT_LABEL}。
        </p>
      );
    case 'live':
      return (
        <p className={styles.mode} data-testid="swap-mode">
          <span className="apis-badge apis-badge--filled">实时汇率</span>
          来自 exchangerate.host，更新于 {formatUtc(state.set.timestamp)}。
        </p>
      );
    case 'failed':
      return (
        <div className={clsx('alert alert--warning', styles.notice)} data-testid="swap-fallback">
          <p>
            无法获取实时汇率，已改用{SNAPSHOT_LABEL}。原因：{state.reason}
          </p>
          <button type="button" className="button button--sm button--secondary" onClick={onRetry}>
            重试
          </button>
        </div>
      );
  }
}

function originText(conversion: Conversion): string {
  const origin = conversionOrigin(conversion);
  const live = conversion.from.origin === 'live' ? conversion.from : conversion.to;
  if (origin === 'snapshot') return `${SNAPSHOT_LABEL} · 快照时间 ${formatUtc(RATES_SNAPSHOT.timestamp)}`;
  const liveText = `实时汇率 · 更新于 ${formatUtc(live.timestamp)}`;
  if (origin === 'live') return liveText;
  return `${liveText}；${snapshotCodes(conversion).join('、')} 没有实时数据，使用${SNAPSHOT_LABEL}`;
}

function KeyPanel({field, onSaved}: {field: ApiKeyFieldState; onSaved: () => void}) {
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (field.commit({required: KEY_REQUIRED}).kind === 'saved') onSaved();
  };
  return (
    <section className={styles.keyPanel} aria-labelledby="swap-live-heading">
      <Heading as="h2" id="swap-live-heading">
        使用实时汇率
      </Heading>
      <p>
        实时模式调用 exchangerate.host 的 live 接口，需要你自己的免费访问密钥（在官网注册后获得）。请求直接从你的浏览器发往
        api.exchangerate.host。比特币、以太坊等加密货币如果不在实时数据里，仍按示例快照换算。
      </p>
      <form className={styles.keyForm} onSubmit={submit} noValidate>
        <ApiKeyField field={field} label="exchangerate.host 访问密钥" via="查询参数 access_key" />
        <button type="submit" className="button button--primary">
          保存并使用实时汇率
        </button>
      </form>
      {field.saved && (
        <p className={styles.keyStatus} data-testid="swap-key-status">
          实时汇率使用密钥 <code>{maskKey(field.saved.key)}</code>（{field.saved.remembered ? '已在此设备上记住' : '只在本标签页有效'}）。
        </p>
      )}
    </section>
  );
}

/** Currency and crypto converter for /swap: snapshot rates by default, live rates with the visitor's own key. */
export default function CurrencySwap(): React.ReactNode {
  const [from, setFrom] = useState('USD');
  const [to, setTo] = useState('CNY');
  const [amount, setAmount] = useState('100');
  const keyField = useStoredApiKey(LIVE_KEY_SLOT);
  const live = useLiveRates(keyField.saved?.key ?? null);

  const sets = useMemo(
    () => (live.state.status === 'live' ? [live.state.set, SNAPSHOT_SET] : [SNAPSHOT_SET]),
    [live.state],
  );
  const parsed = parseAmount(amount);
  const outcome = convert(amount, from, to, sets);

  return (
    <>
      <section className={styles.converter} aria-labelledby="swap-converter-heading">
        <Heading as="h2" id="swap-converter-heading">
          换算
        </Heading>
        <ModeNotice state={live.state} onRetry={live.retry} />
        <div className="apis-field">
          <label htmlFor="swap-amount">
            金额
          </label>
          <input
            id="swap-amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={clsx('apis-input', styles.amount)}
            value={amount}
            aria-invalid={parsed.ok ? undefined : true}
            aria-describedby={parsed.ok ? undefined : 'swap-amount-error'}
            onChange={(event) => setAmount(event.target.value)}
          />
          <div aria-live="polite">
            {!parsed.ok && (
              <p id="swap-amount-error" className={clsx('alert alert--danger', styles.inlineError)} data-testid="swap-error">
                {parsed.error}
              </p>
            )}
          </div>
        </div>
        <div className={styles.pair}>
          <CurrencySelect id="swap-from" label="原币种" value={from} onChange={setFrom} />
          <button
            type="button"
            className={clsx('button button--secondary', styles.swapButton)}
            aria-label="交换币种"
            title="交换币种"
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}>
            <span aria-hidden="true">⇅</span>
          </button>
          <CurrencySelect id="swap-to" label="目标币种" value={to} onChange={setTo} />
        </div>
        <output className={styles.result} htmlFor="swap-amount swap-from swap-to" aria-live="polite" data-testid="swap-result">
          {outcome.ok ? (
            <>
              <span className={styles.resultLine}>
                <span data-testid="swap-input">
                  {formatInputAmount(outcome.conversion.amount, from)} {from}
                </span>
                {' = '}
                <strong className={styles.value} data-testid="swap-value">
                  {formatAmount(outcome.conversion.value, to)}
                </strong>{' '}
                {to}
              </span>
              <span className={styles.rateLine} data-testid="swap-rate">
                汇率：1 {from} = {formatRate(outcome.conversion.rate)} {to}
              </span>
              <span className={styles.origin} data-testid="swap-origin">
                {originText(outcome.conversion)}
              </span>
            </>
          ) : (
            <span className={styles.placeholder}>{parsed.ok ? outcome.error : '输入有效金额后显示换算结果。'}</span>
          )}
        </output>
      </section>
      <KeyPanel field={keyField} onSaved={live.retry} />
    </>
  );
}
