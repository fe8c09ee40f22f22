/**
 * Builds the HTTP request of one featured API endpoint and renders it as curl, JavaScript and Python snippets.
 * Pure: no browser or network access, so the page's code tabs, the try-it panel and the unit tests share it.
 */
import type {ApiEndpoint, ApiParam, FeaturedApi, HttpMethod, ParamValue} from './types';

/** Stands in for the visitor's key in every snippet and copied command. */
export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** Parameter values keyed by {@link paramKey}; a missing key means "not sent". */
export type ParamValues = Partial<Record<string, ParamValue>>;

export type RequestBody = {kind: 'json'; value: Record<string, ParamValue>} | {kind: 'text'; value: string};

export interface BuiltRequest {
  method: HttpMethod;
  url: string;
  /** In sending order; the auth header (if any) comes first. */
  headers: [string, string][];
  body?: RequestBody;
}

type ApiTarget = Pick<FeaturedApi, 'baseUrl' | 'auth'>;

/** Two params may share a name in different locations (a query `url` next to a body `url`). */
export function paramKey(param: Pick<ApiParam, 'in' | 'name'>): string {
  return `${param.in}:${param.name}`;
}

/** The value the documentation shows for a param: its example, else its default. */
export function exampleValue(param: ApiParam): ParamValue | undefined {
  return param.example ?? param.default;
}

/** The example request's values; optional params with neither example nor default are left out. */
export function exampleValues(endpoint: ApiEndpoint): ParamValues {
  const values: ParamValues = {};
  for (const param of endpoint.params) {
    const value = exampleValue(param);
    if (value !== undefined) values[paramKey(param)] = value;
  }
  return values;
}

// Commas, colons and at-signs are legal in a path segment and keep list-style values (`1.2.3.4,5.6.7.8`) readable.
function encodePathSegment(value: string): string {
  return encodeURIComponent(value).replace(/%(2C|3A|40)/gi, (escaped) => decodeURIComponent(escaped));
}

// Comma-separated lists (`symbols=USD,EUR`) are how these APIs take multiple values; an escaped comma is noise.
function encodeQueryComponent(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',');
}

/**
 * A single string body param named `body` is the raw payload (text to analyse, a URL to shorten);
 * any other body params are the fields of a JSON object.
 */
function isRawBody(bodyParams: ApiParam[]): boolean {
  return bodyParams.length === 1 && bodyParams[0]!.name === 'body' && bodyParams[0]!.type === 'string';
}

/**
 * Builds the request for `endpoint` with the given values.
 * @param apiKey sent where `api.auth` says; defaults to {@link KEY_PLACEHOLDER} for documentation
 */
export function buildRequest(
  api: ApiTarget,
  endpoint: ApiEndpoint,
  values: ParamValues,
  apiKey: string = KEY_PLACEHOLDER,
): BuiltRequest {
  const valueOf = (param: ApiParam): ParamValue | undefined => {
    const value = values[paramKey(param)];
    return value === '' ? undefined : value;
  };

  const path = endpoint.path.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const param = endpoint.params.find((p) => p.in === 'path' && p.name === name);
    const value = param && valueOf(param);
    return value === undefined ? placeholder : encodePathSegment(String(value));
  });

  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  if (api.auth.type === 'query') query.push([api.auth.name!, apiKey]);
  if (api.auth.type === 'header') headers.push([api.auth.name!, apiKey]);

  const bodyParams: ApiParam[] = [];
  for (const param of endpoint.params) {
    if (param.in === 'body') {
      bodyParams.push(param);
      continue;
    }
    const value = valueOf(param);
    if (value === undefined) continue;
    if (param.in === 'query') query.push([param.name, String(value)]);
    else if (param.in === 'header') headers.push([param.name, String(value)]);
  }

  let body: RequestBody | undefined;
  if (isRawBody(bodyParams)) {
    const value = valueOf(bodyParams[0]!);
    if (value !== undefined) body = {kind: 'text', value: String(value)};
  } else {
    const fields: Record<string, ParamValue> = {};
    for (const param of bodyParams) {
      const value = valueOf(param);
      if (value !== undefined) fields[param.name] = value;
    }
    if (Object.keys(fields).length > 0) body = {kind: 'json', value: fields};
  }
  if (body) headers.push(['Content-Type', body.kind === 'json' ? 'application/json' : 'text/plain']);

  const search = query.map(([name, value]) => `${encodeQueryComponent(name)}=${encodeQueryComponent(value)}`).join('&');
  return {
    method: endpoint.method,
    url: `${api.baseUrl}${path}${search ? `?${search}` : ''}`,
    headers,
    ...(body ? {body} : {}),
  };
}

/** The body exactly as it goes on the wire. */
export function serializeBody(body: RequestBody | undefined): string | undefined {
  if (!body) return undefined;
  return body.kind === 'json' ? JSON.stringify(body.value) : body.value;
}

/** The key may only travel to the API's own origin: anything else would leak it to a third party. */
export function isApiOrigin(url: string, baseUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(baseUrl).origin;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Snippets

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export function toCurl(request: BuiltRequest): string {
  const lines = [`curl${request.method === 'GET' ? '' : ` -X ${request.method}`} ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  const body = serializeBody(request.body);
  if (body !== undefined) lines.push(`--data-raw ${shellQuote(body)}`);
  return lines.join(' \\\n  ');
}

function jsString(value: string): string {
  return `'${value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}

function jsKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name);
}

function jsValue(value: ParamValue): string {
  return typeof value === 'string' ? jsString(value) : String(value);
}

function jsObject(entries: [string, ParamValue][], indent: string): string {
  const inner = entries.map(([name, value]) => `${indent}  ${jsKey(name)}: ${jsValue(value)},`);
  return `{\n${inner.join('\n')}\n${indent}}`;
}

export function toJavaScript(request: BuiltRequest): string {
  const options: string[] = [];
  if (request.method !== 'GET') options.push(`  method: ${jsString(request.method)},`);
  if (request.headers.length > 0) options.push(`  headers: ${jsObject(request.headers, '  ')},`);
  if (request.body?.kind === 'json') {
    options.push(`  body: JSON.stringify(${jsObject(Object.entries(request.body.value), '  ')}),`);
  } else if (request.body?.kind === 'text') {
    options.push(`  body: ${jsString(request.body.value)},`);
  }
  const call =
    options.length > 0
      ? `const response = await fetch(${jsString(request.url)}, {\n${options.join('\n')}\n});`
      : `const response = await fetch(${jsString(request.url)});`;
  return [
    call,
    'if (!response.ok) throw new Error(`HTTP ${response.status}`);',
    'const data = await response.json();',
    'console.log(data);',
  ].join('\n');
}

// JSON string literals are valid Python 3 string literals (same escapes), so JSON.stringify quotes safely.
function pyValue(value: ParamValue): string {
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

function pyDict(entries: [string, ParamValue][], indent: string): string {
  const inner = entries.map(([name, value]) => `${indent}    ${JSON.stringify(name)}: ${pyValue(value)},`);
  return `{\n${inner.join('\n')}\n${indent}}`;
}

/**
 * requests builds the query string itself, so the URL is split into base and `params`; values are passed as the
 * strings that appear on the wire (requests would send Python's `True` as "True").
 */
export function toPython(request: BuiltRequest): string {
  const queryStart = request.url.indexOf('?');
  const base = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const query = queryStart === -1 ? [] : [...new URLSearchParams(request.url.slice(queryStart + 1)).entries()];
  const args = [`    ${JSON.stringify(base)},`];
  if (query.length > 0) args.push(`    params=${pyDict(query, '    ')},`);
  if (request.headers.length > 0) args.push(`    headers=${pyDict(request.headers, '    ')},`);
  if (request.body?.kind === 'json') args.push(`    json=${pyDict(Object.entries(request.body.value), '    ')},`);
  else if (request.body?.kind === 'text') args.push(`    data=${JSON.stringify(request.body.value)}.encode("utf-8"),`);
  args.push('    timeout=15,');
  return [
    'import requests',
    '',
    `response = requests.${request.method.toLowerCase()}(`,
    ...args,
    ')',
    'response.raise_for_status()',
    'print(response.json())',
  ].join('\n');
}

export type SnippetLanguage = 'curl' | 'javascript' | 'python';

export interface Snippet {
  language: SnippetLanguage;
  label: string;
  /** Prism language of the code block. */
  highlight: string;
  code: string;
}

/** The example request of `endpoint` in the three languages the page offers, with the key placeholder. */
export function endpointSnippets(api: ApiTarget, endpoint: ApiEndpoint): Snippet[] {
  const request = buildRequest(api, endpoint, exampleValues(endpoint));
  return [
    {language: 'curl', label: 'curl', highlight: 'bash', code: toCurl(request)},
    {language: 'javascript', label: 'JavaScript', highlight: 'javascript', code: toJavaScript(request)},
    {language: 'python', label: 'Python', highlight: 'python', code: toPython(request)},
  ];
}
