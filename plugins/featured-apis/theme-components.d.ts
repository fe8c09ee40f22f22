// The theme components this plugin provides (getThemePath).
declare module '@theme/FeaturedApiPage' {
  const FeaturedApiPage: typeof import('./theme/FeaturedApiPage/index').default;
  export default FeaturedApiPage;
}
