import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';

/** True only in the browser before the first render has hydrated (Docusaurus marks <html> after). */
function isHydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';
}

export interface HydrateWhenVisibleProps<P extends object> {
  /** The component itself in the server bundle, null in the browser's (see plugins/lean-bundle). */
  serverComponent: ComponentType<P> | null;
  /** The component's own chunk, for the browser. */
  load: () => Promise<{default: ComponentType<P>}>;
  props: P;
  rootMargin?: string;
}

/**
 * A component below the fold whose code is not part of its page's cold load: the server renders it, the
 * browser keeps that HTML as it is (an element React does not hydrate: `dangerouslySetInnerHTML`) and
 * loads the code when the element comes near the viewport, then renders it in place with the same
 * markup. Reached by client-side navigation, it loads at once. Until its code is there the element is
 * `inert`, so nothing typed into the server's copy is lost when the live component takes its place (the
 * component needs JavaScript anyway).
 *
 * Not a Suspense boundary around a lazy component: React's server renderer streams a boundary larger
 * than 12.8 KB after the page and moves it with an inline script, which the try-it panel exceeds.
 */
export default function HydrateWhenVisible<P extends object>({serverComponent, load, props, rootMargin = '300px'}: HydrateWhenVisibleProps<P>): ReactNode {
  const [Component, setComponent] = useState<ComponentType<P> | null>(() => serverComponent);
  const [waitForView] = useState(isHydrating);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Component) return undefined;
    let current = true;
    const start = () => void load().then((module) => current && setComponent(() => module.default));
    if (!waitForView) {
      start();
      return () => {
        current = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      {rootMargin},
    );
    observer.observe(ref.current!);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [Component, load, rootMargin, waitForView]);
  if (Component) {
    return (
      <div ref={ref} inert={typeof document === 'undefined' || undefined}>
        <Component {...props} />
      </div>
    );
  }
  // Hydration leaves the server HTML of an element with inner HTML alone (and the warning off).
  if (waitForView) return <div ref={ref} inert suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
  return <div ref={ref} inert data-loading="" />;
}
