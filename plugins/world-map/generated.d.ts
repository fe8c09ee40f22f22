// Modules generated at build time by plugins/world-map (aliases set in its configureWebpack).
declare module '@world-map/meta' {
  const meta: import('./shared/layer').WorldMapMeta;
  export default meta;
}

declare module '@world-map/layer' {
  const layer: import('./shared/layer').WorldMapLayer;
  export default layer;
}

declare module '@world-map/server-layer' {
  /** The projected map in the server bundle; null in the browser, which reads the map from the HTML. */
  const layer: import('./shared/layer').WorldMapLayer | null;
  export default layer;
}
