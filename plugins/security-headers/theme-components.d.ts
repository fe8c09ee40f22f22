// The theme components this plugin provides (getThemePath), as the site imports them.
declare module '@theme/RuntimeStyles' {
  const RuntimeStyles: typeof import('./theme/RuntimeStyles/index').default;
  export default RuntimeStyles;
}
