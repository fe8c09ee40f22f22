import React from 'react';
import clsx from 'clsx';
import type {ApiParam} from '@site/plugins/featured-apis/shared/types';
import {controlKind} from './form';
import {LOCATION_LABELS} from './ParamTable';
import styles from './styles.module.css';

interface Props {
  id: string;
  param: ApiParam;
  value: string | boolean;
  error?: string;
  onChange: (value: string | boolean) => void;
}

/** One try-it input; its label is exactly the param name so it reads like the parameter table. */
export default function ParamField({id, param, value, error, onChange}: Props) {
  const kind = controlKind(param);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const common = {
    id,
    name: param.name,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': param.required || undefined,
  } as const;

  let control: React.ReactNode;
  switch (kind) {
    case 'checkbox':
      control = (
        <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
      );
      break;
    case 'select':
      control = (
        <select {...common} className={clsx('apis-input', styles.input)} value={String(value)} onChange={(e) => onChange(e.target.value)}>
          <option value="">{param.required ? '请选择' : '（不传）'}</option>
          {param.enum!.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      );
      break;
    case 'number':
      control = (
        <input
          {...common}
          className={clsx('apis-input', styles.input)}
          type="number"
          step={param.type === 'integer' ? 1 : 'any'}
          inputMode={param.type === 'integer' ? 'numeric' : 'decimal'}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'text':
      control = (
        <input
          {...common}
          className={clsx('apis-input', styles.input)}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
  }

  return (
    <div className={clsx('apis-field', styles.field, kind === 'checkbox' && styles.checkboxField)}>
      <div className={styles.fieldLabel}>
        {kind === 'checkbox' && control}
        <label htmlFor={id}>
          <code>{param.name}</code>
        </label>
        {param.required && <span className="apis-badge apis-badge--quiet">必填</span>}
      </div>
      {kind !== 'checkbox' && control}
      <p id={hintId} className={styles.hint}>
        {LOCATION_LABELS[param.in]}参数 · {param.type} · {param.description}
      </p>
      {error && (
        <p id={errorId} className="apis-error">
          {error}
        </p>
      )}
    </div>
  );
}
