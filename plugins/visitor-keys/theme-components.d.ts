// The theme components this plugin provides (getThemePath), as the site imports them.
declare module '@theme/ApiKeyField' {
  const ApiKeyField: typeof import('./theme/ApiKeyField/index').default;
  export default ApiKeyField;
  export type ApiKeyFieldState = import('./theme/ApiKeyField/useStoredApiKey').ApiKeyFieldState;
}

declare module '@theme/ApiKeyField/useStoredApiKey' {
  export const useStoredApiKey: typeof import('./theme/ApiKeyField/useStoredApiKey').useStoredApiKey;
  export type ApiKeyFieldState = import('./theme/ApiKeyField/useStoredApiKey').ApiKeyFieldState;
}
