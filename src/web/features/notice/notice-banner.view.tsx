import { lazy, Suspense } from 'react';

/**
 * The notice banner's code arrives as its own small chunk, started at the first render: the
 * banner waits for the placard call anyway, so nothing it shows is delayed, and the page's
 * first paint does not wait for it.
 */
const Banner = lazy(() => import('./notice-banner'));

export function NoticeBanner() {
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
