/** The try-it form's model: which control each param gets, its initial state, and validation into typed values. */
import type {ApiEndpoint, ApiParam, ParamValue} from '@site/plugins/featured-apis/shared/types';
import {exampleValue, paramKey, type ParamValues} from '@site/plugins/featured-apis/shared/request';

export type ControlKind = 'select' | 'checkbox' | 'number' | 'text';

/** What the controls hold: strings for text, number and select inputs, booleans for checkboxes. */
export type RawValues = Record<string, string | boolean>;

export function controlKind(param: ApiParam): ControlKind {
  if (param.enum) return 'select';
  if (param.type === 'boolean') return 'checkbox';
  if (param.type === 'number' || param.type === 'integer') return 'number';
  return 'text';
}

/** Form state pre-filled with the documented example request. */
export function initialRawValues(endpoint: ApiEndpoint): RawValues {
  const raw: RawValues = {};
  for (const param of endpoint.params) {
    const value = exampleValue(param);
    raw[paramKey(param)] = controlKind(param) === 'checkbox' ? value === true || value === 'true' : value === undefined ? '' : String(value);
  }
  return raw;
}

export interface ParsedParams {
  values: ParamValues;
  /** Chinese message per param key; empty when the form is valid. */
  errors: Record<string, string>;
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

function parseOne(param: ApiParam, raw: string | boolean | undefined): {value?: ParamValue; error?: string} {
  if (typeof raw === 'boolean') {
    // An unticked box only means "false" when the API documents a value for it; otherwise it means "leave it out".
    if (raw || param.required || exampleValue(param) !== undefined) return {value: raw};
    return {};
  }
  const text = raw ?? '';
  if (text.trim() === '') {
    if (!param.required) return {};
    return {error: controlKind(param) === 'select' ? '必填参数，请选择一个值。' : '必填参数，请填写。'};
  }
  if (param.enum) {
    const match = param.enum.find((option) => String(option) === text);
    return match === undefined ? {error: '请从可选值中选择。'} : {value: match};
  }
  switch (param.type) {
    case 'number':
      return NUMBER.test(text.trim()) ? {value: Number(text)} : {error: '请输入数字。'};
    case 'integer': {
      if (!NUMBER.test(text.trim())) return {error: '请输入整数。'};
      const number = Number(text);
      return Number.isInteger(number) ? {value: number} : {error: '请输入整数。'};
    }
    case 'boolean': {
      const lower = text.trim().toLowerCase();
      if (lower === 'true') return {value: true};
      if (lower === 'false') return {value: false};
      return {error: '请输入 true 或 false。'};
    }
    case 'string':
      return {value: text};
  }
}

/** Validates the form and converts it to typed values; invalid and empty optional fields are left out. */
export function parseParams(params: ApiParam[], raw: RawValues): ParsedParams {
  const values: ParamValues = {};
  const errors: Record<string, string> = {};
  for (const param of params) {
    const key = paramKey(param);
    const {value, error} = parseOne(param, raw[key]);
    if (error) errors[key] = error;
    else if (value !== undefined) values[key] = value;
  }
  return {values, errors};
}
