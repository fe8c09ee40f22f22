// The theme components this plugin provides (getThemePath), as the site imports them.
declare module '@theme/HydrateWhenVisible' {
  const HydrateWhenVisible: typeof import('./theme/HydrateWhenVisible/index').default;
  export default HydrateWhenVisible;
}
