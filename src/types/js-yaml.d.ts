// The one js-yaml function the project uses (e2e/site-data.ts); js-yaml 4 ships no types.
declare module 'js-yaml' {
  const yaml: {load(text: string): unknown};
  export default yaml;
}
