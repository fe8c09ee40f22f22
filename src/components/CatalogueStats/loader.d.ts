// The module ./catalogue.ts builds with ./catalogue-loader.cjs (an inline loader request, which
// TypeScript cannot follow); its shape is declared here.
declare module '!!./catalogue-loader.cjs!./catalogue-loader.cjs' {
  const categories: import('./compact').CompactCategory[];
  export default categories;
}
