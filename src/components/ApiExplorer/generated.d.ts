// Files written by plugins/catalogue at build time (see EXPLORER_DATA_MODULE there); TypeScript
// cannot see .docusaurus, so their shapes are declared here.
declare module '@generated/catalogue/default/explorer-data.json' {
  const dataset: import('../../../plugins/catalogue/index').ExplorerDataset;
  export default dataset;
}

declare module '@generated/catalogue/default/explorer-summary.json' {
  const summary: import('../../../plugins/catalogue/index').ExplorerSummary;
  export default summary;
}
