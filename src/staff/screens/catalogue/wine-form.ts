import type { WineFields, WineLoaded } from '../../../../machines/staff/catalogue-editor.machine';
import { CATALOGUE_LANGS, type CatalogueWine, type CatalogueWineRow } from '../../../contract/staff-catalogue';
import { t, type StaffKey } from '../../lib/i18n';

/** The texts of a wine in three languages, in the editor's order. */
export const LOCALIZED = ['title', 'intro', 'description', 'tasting_notes', 'type', 'grape'] as const;
export type LocalizedName = (typeof LOCALIZED)[number];
export const LANGS = CATALOGUE_LANGS;

/** A wine as the editor's fields: every value a string, named as the contract's form. */
export function fieldsOf(wine: CatalogueWine): WineFields {
  const fields: WineFields = {
    id: String(wine.id),
    series_id: String(wine.series_id),
    alcohol: wine.alcohol,
    volume: wine.volume,
    vintage: String(wine.vintage),
    price: wine.price,
    dollar_price: wine.dollar_price,
    images: wine.images.join('\n'),
    is_sell: String(wine.is_sell),
    switch: String(wine.switch),
    sort: String(wine.sort),
  };
  for (const name of LOCALIZED) for (const lang of LANGS) fields[`${name}_${lang}`] = wine[name][lang];
  return fields;
}

/** A new wine: blank texts, this year's vintage, 750 ml, off sale until it is ready. */
export function blankFields(seriesId: number | undefined): WineFields {
  const fields: WineFields = {
    id: '0',
    series_id: seriesId ? String(seriesId) : '',
    alcohol: '',
    volume: '750ml',
    vintage: String(new Date().getFullYear() - 1),
    price: '',
    dollar_price: '',
    images: '',
    is_sell: '0',
    switch: '1',
    sort: '0',
  };
  for (const name of LOCALIZED) for (const lang of LANGS) fields[`${name}_${lang}`] = '';
  return fields;
}

export function newWineLoaded(series: { id: number; title: string }[], wines: CatalogueWineRow[]): WineLoaded {
  const media = [...new Set(wines.map((w) => w.image).filter(Boolean))].sort();
  return { fields: blankFields(series[0]?.id), series, media, figures: { stock: 0, held: 0 } };
}

/** A message key of the contract (`staffCatalogue.priceInvalid`) in the console's words. */
export function messageOf(key: string | undefined): string | null {
  if (!key) return null;
  const local = key.replace(/^staffCatalogue\./, 'catalogue.msg.');
  const said = t(local as StaffKey);
  return said === local ? key : said;
}
