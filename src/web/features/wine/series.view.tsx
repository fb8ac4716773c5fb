import { useEffect } from 'react';
import { navigate, useSearch } from '../../lib/hash-location';
import { ContentGate } from '../../components/content-gate';
import { PageBanner } from '../../components/page-banner';
import { WineCard } from '../../components/wine-card';
import { currentLang, t, tn } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { contentLogic, useContent } from '../../lib/use-content';
import { WineFilters } from './wine-filters';
import { loadCatalogue, queryId, wineQuery, type Wine, type WineCatalogue, type WineQuery, type WineSeries } from './wine.actors';
import './wine.css';

const logic = contentLogic(loadCatalogue);
const BANNER_IMAGE = '/media/demo/cellar-barrels.svg';

/** The list's address: the series (if one), then the search and filters, empty ones left out. */
function listHref(seriesId: number | null, query: WineQuery): string {
  const params = new URLSearchParams();
  if (seriesId !== null) params.set('id', String(seriesId));
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${paths.series}?${search}` : paths.series;
}

/**
 * /series (optionally ?id= a series, and a search, filters and order: `q`, `type`, `grape`,
 * `price_min`, `price_max`, `vintage`, `sort`): the wines by series, with both prices and their
 * facts; searched, filtered or sorted, the wines found in one list. The address holds it all, so
 * a filtered list can be shared and survives a reload.
 */
export default function SeriesView() {
  const search = useSearch();
  const query = wineQuery(search);
  const queryKey = JSON.stringify(query);
  const content = useContent<WineCatalogue, WineQuery | null>(logic, query);
  const { load } = content;
  useEffect(() => {
    if (JSON.stringify(content.params ?? {}) !== queryKey) load(JSON.parse(queryKey) as WineQuery);
  }, [queryKey]);
  const selectedId = queryId(search, 'id');
  const selected = content.data?.series.find((s) => s.id === selectedId) ?? null;
  const filtered = Object.keys(query).length > 0;
  const show = (next: WineQuery) => navigate(listHref(selected?.id ?? null, next));
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
            <SeriesNav series={catalogue.series} selectedId={selected?.id ?? null} query={query} />
            <WineFilters
              key={queryKey}
              query={query}
              facets={catalogue.facets}
              onChange={show}
            />
            {filtered ? (
              <WinesFound wines={catalogue.list.filter((w) => !selected || w.series_id === selected.id)} onClear={() => show({})} />
            ) : (
              (selected ? [selected] : catalogue.series).map((series) => (
                <SeriesGroup key={series.id} series={series} wines={catalogue.list.filter((w) => w.series_id === series.id)} showHeading={!selected} />
              ))
            )}
          </div>
        )}
      </ContentGate>
    </div>
  );
}

/** The wines a search or filter found, in the order asked, with how many; none says so and offers to clear. */
function WinesFound({ wines, onClear }: { wines: Wine[]; onClear: () => void }) {
  return (
    <section className="wines-found" aria-labelledby="wines-found-count">
      <p id="wines-found-count" className="wines-found-count" role="status">
        {tn('site.wine.search.found', wines.length)}
      </p>
      {wines.length === 0 ? (
        <div className="wines-found-none">
          <p>{t('site.wine.search.none')}</p>
          <button type="button" className="button" onClick={onClear}>
            {t('site.wine.search.clear')}
          </button>
        </div>
      ) : (
        <>
          <WineGrid wines={wines} />
          <button type="button" className="text-link wines-found-clear" onClick={onClear}>
            {t('site.wine.search.clear')}
          </button>
        </>
      )}
    </section>
  );
}

function SeriesNav({ series, selectedId, query }: { series: WineSeries[]; selectedId: number | null; query: WineQuery }) {
  const items = [{ id: null, title: t('site.wine.allSeries') }, ...series.map((s) => ({ id: s.id as number | null, title: s.title }))];
  return (
    <nav className="series-nav" aria-label={t('site.wine.seriesNav')}>
      <ul>
        {items.map((item) => (
          <li key={item.id ?? 'all'}>
            <a
              href={`#${listHref(item.id, query)}`}
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
        <WineGrid wines={wines} />
      )}
    </section>
  );
}

function WineGrid({ wines }: { wines: Wine[] }) {
  return (
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
  );
}
