import { useSearch } from '../../lib/hash-location';
import { ContentGate } from '../../components/content-gate';
import { PageBanner } from '../../components/page-banner';
import { WineCard } from '../../components/wine-card';
import { currentLang, t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { contentLogic, useContent } from '../../lib/use-content';
import { loadCatalogue, queryId, type Wine, type WineCatalogue, type WineSeries } from './wine.actors';
import './wine.css';

const logic = contentLogic(loadCatalogue);
const BANNER_IMAGE = '/media/demo/cellar-barrels.svg';

/** /series (optionally ?id= a series): the wines by series, with both prices and their facts. */
export default function SeriesView() {
  const content = useContent<WineCatalogue>(logic);
  const selectedId = queryId(useSearch(), 'id');
  const selected = content.data?.series.find((s) => s.id === selectedId) ?? null;
  return (
    <div className="wine-page">
      <PageBanner
        eyebrow={t('site.wine.eyebrow')}
        title={selected?.title ?? t('site.wine.title')}
        intro={selected?.intro ?? t('site.wine.intro')}
        image={selected?.image ?? BANNER_IMAGE}
      />
      <ContentGate data={content.data} failure={content.failure} onRetry={content.retry}>
        {(catalogue) => (
          <div className="wine-inner">
            <SeriesNav series={catalogue.series} selectedId={selected?.id ?? null} />
            {(selected ? [selected] : catalogue.series).map((series) => (
              <SeriesGroup key={series.id} series={series} wines={catalogue.list.filter((w) => w.series_id === series.id)} showHeading={!selected} />
            ))}
          </div>
        )}
      </ContentGate>
    </div>
  );
}

function SeriesNav({ series, selectedId }: { series: WineSeries[]; selectedId: number | null }) {
  const items = [{ id: null, title: t('site.wine.allSeries') }, ...series.map((s) => ({ id: s.id as number | null, title: s.title }))];
  return (
    <nav className="series-nav" aria-label={t('site.wine.seriesNav')}>
      <ul>
        {items.map((item) => (
          <li key={item.id ?? 'all'}>
            <a
              href={item.id === null ? `#${paths.series}` : `#${paths.series}?id=${item.id}`}
              aria-current={item.id === selectedId ? 'page' : undefined}
            >
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SeriesGroup({ series, wines, showHeading }: { series: WineSeries; wines: Wine[]; showHeading: boolean }) {
  const headingId = `series-${series.id}`;
  return (
    <section className="series-group" aria-labelledby={headingId}>
      <div className={showHeading ? 'series-group-head' : 'visually-hidden'}>
        <h2 id={headingId}>{series.title}</h2>
        {showHeading && <p>{series.intro}</p>}
      </div>
      {wines.length === 0 ? (
        <p className="wine-empty">{t('site.wine.empty')}</p>
      ) : (
        <ul className="wine-grid">
          {wines.map((wine) => (
            <li key={wine.id}>
              <WineCard
                href={`#${paths.seriesDetail}?Pid=${wine.id}`}
                eyebrow={currentLang() === 'en' ? undefined : wine.en_title}
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
      )}
    </section>
  );
}
