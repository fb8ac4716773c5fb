import { useState, type FormEvent } from 'react';
import { WINE_SORTS, WINE_TYPES } from '../../../contract/home-content';
import { t } from '../../lib/i18n';
import type { WineFacets, WineQuery } from './wine.actors';

/** Whether the filters are unfolded on a phone: kept while the page is open, across the lists they lead to (each a new screen). */
let unfolded = false;

export interface WineFiltersProps {
  query: WineQuery;
  facets: WineFacets | undefined;
  /** the search and filters to show next (the page writes them into its address) */
  onChange: (next: WineQuery) => void;
}

/**
 * The wine list's search box, filters and order. The selects apply at once; the words and the
 * price range when the form is sent. On a phone the filters fold away behind one button.
 */
export function WineFilters({ query, facets, onChange }: WineFiltersProps) {
  const [open, setOpen] = useState(unfolded);
  const toggle = () => {
    unfolded = !open;
    setOpen(unfolded);
  };
  const [q, setQ] = useState(query.q ?? '');
  const [priceMin, setPriceMin] = useState(query.price_min ?? '');
  const [priceMax, setPriceMax] = useState(query.price_max ?? '');
  const set = (key: keyof WineQuery, value: string) => onChange({ ...query, [key]: value || undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...query, q: q.trim() || undefined, price_min: priceMin.trim() || undefined, price_max: priceMax.trim() || undefined });
  };
  const types = facets?.types ?? WINE_TYPES;
  return (
    <form className="wine-filters" role="search" aria-label={t('site.wine.search.label')} onSubmit={submit}>
      <div className="wine-filters-bar">
        <label className="wine-filters-search">
          <span className="visually-hidden">{t('site.wine.search.label')}</span>
          <input type="search" name="q" value={q} maxLength={50} placeholder={t('site.wine.search.placeholder')} onChange={(e) => setQ(e.target.value)} />
        </label>
        <button type="submit" className="button">
          {t('site.wine.search.apply')}
        </button>
        <button
          type="button"
          className="wine-filters-toggle"
          aria-expanded={open}
          aria-controls="wine-filters-panel"
          onClick={toggle}
        >
          {open ? t('site.wine.search.hideFilters') : t('site.wine.search.showFilters')}
        </button>
      </div>
      <fieldset id="wine-filters-panel" className={open ? 'wine-filters-panel is-open' : 'wine-filters-panel'}>
        <legend className="visually-hidden">{t('site.wine.search.filters')}</legend>
        <label>
          <span>{t('site.wine.search.type')}</span>
          <select name="type" value={query.type ?? ''} onChange={(e) => set('type', e.target.value)}>
            <option value="">{t('site.wine.search.anyType')}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`site.wine.search.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('site.wine.search.grape')}</span>
          <select name="grape" value={query.grape ?? ''} onChange={(e) => set('grape', e.target.value)}>
            <option value="">{t('site.wine.search.anyGrape')}</option>
            {(facets?.grapes ?? []).map((grape) => (
              <option key={grape.value} value={grape.value}>
                {grape.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('site.wine.search.vintage')}</span>
          <select name="vintage" value={query.vintage ?? ''} onChange={(e) => set('vintage', e.target.value)}>
            <option value="">{t('site.wine.search.anyVintage')}</option>
            {(facets?.vintages ?? []).map((vintage) => (
              <option key={vintage} value={String(vintage)}>
                {vintage}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('site.wine.search.priceMin')}</span>
          <input name="price_min" inputMode="numeric" value={priceMin} placeholder={facets ? String(facets.price_min) : ''} onChange={(e) => setPriceMin(e.target.value)} />
        </label>
        <label>
          <span>{t('site.wine.search.priceMax')}</span>
          <input name="price_max" inputMode="numeric" value={priceMax} placeholder={facets ? String(facets.price_max) : ''} onChange={(e) => setPriceMax(e.target.value)} />
        </label>
        <label>
          <span>{t('site.wine.search.sort')}</span>
          <select name="sort" value={query.sort ?? ''} onChange={(e) => set('sort', e.target.value)}>
            <option value="">{t('site.wine.search.sorts.default')}</option>
            {WINE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`site.wine.search.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
    </form>
  );
}
