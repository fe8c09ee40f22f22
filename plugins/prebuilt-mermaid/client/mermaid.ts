/**
 * What `import('mermaid')` gives the browser bundle (alias set by plugins/prebuilt-mermaid): the
 * package's own ES-module build, copied into the build folder, loaded as it is.
 */
declare const __PREBUILT_MERMAID_URL__: string;

const {default: mermaid} = (await import(/* webpackIgnore: true */ __PREBUILT_MERMAID_URL__)) as typeof import('mermaid');

export default mermaid;
