// Stands in for theme-classic's prism-include-languages client module: Prism runs at build time (see ../index.ts).
export {};
