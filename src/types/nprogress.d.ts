// nprogress 0.2 ships no types; the site only reconfigures its template.
declare module 'nprogress' {
  const nprogress: {configure(options: {template?: string; barSelector?: string; showSpinner?: boolean}): void};
  export default nprogress;
}
