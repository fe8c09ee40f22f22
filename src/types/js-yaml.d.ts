// The one js-yaml function the project uses, `load`: the content lint (scripts/lint-content/), the blog
// authors of e2e/helpers/site-data.ts and the link-check workflow test (scripts/catalogue/__tests__/).
// js-yaml 4 ships no types.
declare module 'js-yaml' {
  const yaml: {load(text: string): unknown};
  export default yaml;
}
