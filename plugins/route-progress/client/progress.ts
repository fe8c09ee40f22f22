import type {ClientModule} from '@docusaurus/types';

/** The theme's delay: a route that loads faster shows no bar. */
export const PROGRESS_DELAY_MS = 200;
const TRICKLE_MS = 200;
/** The bar creeps towards this fraction until the route has rendered. */
const CEILING = 0.95;

let bar: HTMLDivElement | null = null;
let progress = 0;
let trickle: number | undefined;

function show(fraction: number): void {
  progress = fraction;
  // A CSSOM change, not a style attribute: allowed by a Content-Security-Policy without 'unsafe-inline'.
  bar!.style.transform = `translateX(${(fraction - 1) * 100}%)`;
}

function start(): void {
  if (!bar) {
    bar = document.createElement('div');
    bar.className = 'route-progress';
    bar.setAttribute('aria-hidden', 'true');
  }
  bar.dataset.state = 'loading';
  document.body.append(bar);
  show(0.1);
  window.clearInterval(trickle);
  trickle = window.setInterval(() => show(progress + (CEILING - progress) * 0.2), TRICKLE_MS);
}

function done(): void {
  window.clearInterval(trickle);
  if (!bar?.isConnected || bar.dataset.state !== 'loading') return;
  show(1);
  bar.dataset.state = 'done';
  const finished = bar;
  // Removed once faded out (the CSS transition), or at once when motion is reduced.
  window.setTimeout(() => {
    if (finished.dataset.state === 'done') finished.remove();
  }, 400);
}

const routeProgress: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(start, PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    done();
  },
};

export default routeProgress;
