import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';

/** The footer's content and the site texts' call arrive as chunks of their own, when the footer is near. */
const FooterContent = lazy(() => import('./footer-content'));

/** True once the element has come within `margin` of the viewport (at once without IntersectionObserver). */
function useNear(ref: RefObject<HTMLElement | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `0px 0px ${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}

/**
 * The site footer (spec §2; its content: ./footer-content.tsx). Below the fold on a first screen,
 * so neither a first visit's JavaScript nor its first paint waits for it: its content and the
 * site texts it shows are fetched only when it comes near the viewport. Hidden by the session's flag.
 */
export function Footer() {
  const ref = useRef<HTMLElement>(null);
  const near = useNear(ref, '100px');
  return (
    <footer ref={ref} className="site-footer">
      {near && (
        <Suspense fallback={null}>
          <FooterContent />
        </Suspense>
      )}
    </footer>
  );
}
