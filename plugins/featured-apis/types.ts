/** Shape of one featured API in src/data/featured-apis.json. */
export type HttpMethod = 'GET' | 'POST';
export type ParamLocation = 'path' | 'query' | 'header' | 'body';
export type ParamType = 'string' | 'number' | 'integer' | 'boolean';
export type ParamValue = string | number | boolean;

export interface ApiParam {
  name: string;
  in: ParamLocation;
  type: ParamType;
  required: boolean;
  description: string;
  example?: ParamValue;
  default?: ParamValue;
  enum?: ParamValue[];
}

export interface ApiEndpoint {
  id: string;
  method: HttpMethod;
  path: string;
  title: string;
  description: string;
  params: ApiParam[];
  exampleResponse?: unknown;
}

export interface ApiAuth {
  type: 'query' | 'header' | 'none';
  name?: string;
  note?: string;
}

export interface ApiError {
  code: string;
  description: string;
}

export interface FeaturedApi {
  id: string;
  name: string;
  provider: string;
  category: string;
  summary: string;
  description: string[];
  homepage: string;
  docsUrl: string;
  baseUrl: string;
  https: boolean;
  auth: ApiAuth;
  freeTier?: string;
  rateLimit?: string;
  endpoints: ApiEndpoint[];
  errors?: ApiError[];
  related?: string[];
}

/** What the navbar, the home grid and prev/next links need of every API. */
export interface FeaturedApiSummary {
  id: string;
  name: string;
  summary: string;
  category: string;
  permalink: string;
}

/** Props handed to one /fo/N page through the plugin's createData. */
export interface FeaturedApiPageData {
  index: number;
  api: FeaturedApi;
  categoryPermalink: string | null;
  previous: FeaturedApiSummary | null;
  next: FeaturedApiSummary | null;
  related: FeaturedApiSummary[];
}
