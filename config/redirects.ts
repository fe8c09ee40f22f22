import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

/** Client-side redirects of the spec, plus the test redirects exercised by the e2e suite. */
export function buildRedirects(siteUrl: string): ClientRedirectsOptions['redirects'] {
  return [
    {from: ['/docs/support', '/docs/next/support'], to: '/community/support'},
    {from: '/home', to: '/'},
    {from: '/tests/redirects/query', to: '/tests/pages/link-tests?from=redirect'},
    {from: '/tests/redirects/anchor', to: '/tests/pages/link-tests#redirect-target'},
    {from: '/tests/redirects/absolute', to: `${siteUrl}/blog`},
  ];
}
