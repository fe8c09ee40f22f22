// The theme components this plugin provides (getThemePath), as the site imports them.
declare module '@theme/OfflineNotice' {
  const OfflineNotice: typeof import('./theme/OfflineNotice/index').default;
  export default OfflineNotice;
}
