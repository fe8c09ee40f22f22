// Announces the page a client-side navigation opened. A full page load is announced by the
// browser itself; a route change in the single-page app is silent for screen-reader users
// unless the site says what happened.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

const ANNOUNCER_ID = 'route-announcer';

function announcer(): HTMLElement {
  const existing = document.getElementById(ANNOUNCER_ID);
  if (existing) return existing;
  const region = document.createElement('p');
  region.id = ANNOUNCER_ID;
  region.setAttribute('aria-live', 'assertive');
  region.setAttribute('aria-atomic', 'true');
  // Visually hidden, as the .visuallyHidden utility: the region must stay in the accessibility tree.
  region.style.cssText =
    'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
  document.body.append(region);
  return region;
}

/** The name of the page now shown: its main heading, else the document title. */
function pageName(): string {
  const heading = document.querySelector('main h1, article h1, h1');
  return heading?.textContent?.trim() || document.title;
}

const routeAnnouncer: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!ExecutionEnvironment.canUseDOM || !previousLocation || previousLocation.pathname === location.pathname) return;
    const region = announcer();
    region.textContent = `已打开页面：${pageName()}`;
    // The path the announcement belongs to: the new route has rendered when it matches.
    region.dataset.path = decodeURI(location.pathname);
  },
};

export default routeAnnouncer;
