import { useSearch } from '../../lib/hash-location';
import { ContentGate } from '../../components/content-gate';
import { NotFound } from '../../components/not-found';
import { PageBanner } from '../../components/page-banner';
import { WineCard } from '../../components/wine-card';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { contentLogic, useContent } from '../../lib/use-content';
import { loadActivity, queryId, type ActivityContent } from './wine.actors';
import './wine.css';

const logic = contentLogic(loadActivity);

/** /activeDetail?Pid= : a promotion, leading to the wines of its series. */
export default function ActiveDetailView() {
  const id = queryId(useSearch(), 'Pid');
  return id === null ? <NotFound /> : <ActivityScreen id={id} />;
}

function ActivityScreen({ id }: { id: number }) {
  const content = useContent<ActivityContent, number>(logic, id);
  return (
    <div className="wine-page">
      <ContentGate data={content.data} failure={content.failure} onRetry={content.retry}>
        {({ activity, wines }) => {
          const series = wines?.series.find((s) => s.id === activity.series_id) ?? null;
          const seriesHref = series ? `#${paths.series}?id=${series.id}` : `#${paths.series}`;
          const list = wines?.list.filter((w) => w.series_id === activity.series_id) ?? [];
          return (
            <>
              <PageBanner eyebrow={t('site.wine.promotion')} title={activity.title} intro={activity.intro} image={activity.image} />
              <div className="wine-inner activity-body">
                <p className="activity-cta">
                  <a className="button" href={seriesHref} data-testid="activity-series">
                    {series ? t('site.wine.shopSeries', { series: series.title }) : t('site.wine.shopAll')}
                  </a>
                </p>
                {list.length > 0 && (
                  <section aria-labelledby="activity-wines">
                    <h2 id="activity-wines" className="visually-hidden">
                      {series?.title ?? t('site.wine.title')}
                    </h2>
                    <ul className="wine-grid">
                      {list.map((wine) => (
                        <li key={wine.id}>
                          <WineCard
                            href={`#${paths.seriesDetail}?Pid=${wine.id}`}
                            title={wine.title}
                            image={wine.images[0]}
                            price={wine.price}
                            dollarPrice={wine.dollar_price}
                            originalPrice={wine.original_price}
                            facts={[wine.type, wine.alcohol, wine.volume]}
                          />
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
              </div>
            </>
          );
        }}
      </ContentGate>
    </div>
  );
}
