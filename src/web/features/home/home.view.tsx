import { useDeferredValue } from 'react';
import { ContentGate } from '../../components/content-gate';
import { useFirstScreen } from '../../lib/first-screen';
import { contentLogic, useContent } from '../../lib/use-content';
import { HomeCarousel } from './home-carousel';
import { loadHome, type HomeContent } from './home.actors';
import { HomeBooking, HomeDynamics, HomeNews, HomeWines } from './home-sections';
import './home.css';

const logic = contentLogic(loadHome);

/**
 * / (kept alive): the rotation under the brand's title, the latest brand news, a teaser of
 * the wines, the estate's dynamics and the way to book a visit, a meal or a stay. Hydrating the
 * server's first screen, the loader starts with the content the server rendered.
 */
export default function HomeView() {
  const content = useContent<HomeContent>(logic, undefined, useFirstScreen()?.home);
  const data = content.data;
  // the sections below the first screen render as a transition: React yields while building them
  const below = useDeferredValue(data);
  return (
    <div className="home">
      <HomeCarousel slides={data?.rotations ?? null} />
      <ContentGate data={below} failure={content.failure} onRetry={content.retry}>
        {(home) => (
          <>
            {home.news && <HomeNews news={home.news} />}
            {home.wines && <HomeWines series={home.wines.series} wines={home.wines.list} />}
            {home.dynamics && <HomeDynamics dynamics={home.dynamics} />}
          </>
        )}
      </ContentGate>
      <HomeBooking />
    </div>
  );
}
