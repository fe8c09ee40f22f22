// The theme's route progress bar (nprogress) renders `role="bar"`, which is not an ARIA role:
// assistive technology reports an invalid role on every slow navigation. The bar is decoration
// (the route announcer says when the new page is there), so it is drawn without a role, and
// nprogress finds it by class instead.
import nprogress from 'nprogress';

nprogress.configure({template: '<div class="bar"><div class="peg"></div></div>', barSelector: '.bar'});
