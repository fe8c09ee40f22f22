// The theme components this plugin provides (getThemePath), as the site imports them.
declare module '@theme/WorldMap' {
  const WorldMap: typeof import('./theme/WorldMap/index').default;
  export default WorldMap;
}

declare module '@theme/WorldMap/LocateDemo' {
  const LocateDemo: typeof import('./theme/WorldMap/LocateDemo').default;
  export default LocateDemo;
}

declare module '@theme/WorldMap/locate' {
  export type LocatedPoint = import('./theme/WorldMap/locate').LocatedPoint;
}
