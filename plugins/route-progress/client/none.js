// Stands in for theme-classic's nprogress client module (see ../index.ts).
export default {};
