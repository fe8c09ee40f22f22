// The modules plugins/catalogue generates (node/modules.ts), under the one alias it registers.
// TypeScript cannot see .docusaurus, so their shapes are declared here, and only here.
declare module '@catalogue/totals' {
  const totals: import('./shared/modules').CatalogueTotals;
  export default totals;
}

declare module '@catalogue/summary' {
  const summary: import('./shared/modules').CatalogueSummary;
  export default summary;
}

declare module '@catalogue/apis' {
  const apis: import('./shared/modules').ApisModule;
  export default apis;
}

declare module '@catalogue/category/*' {
  const category: import('./shared/modules').CategoryModule;
  export default category;
}
