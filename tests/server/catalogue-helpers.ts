import type { CatalogueWine } from '../../src/contract/staff-catalogue';
import type { Staff } from './aftersales-helpers';
import type { TestApp } from './shop-helpers';
import { staffCall } from './staff-work-helpers';

/** The catalogue's calls in tests: a wine as the editor reads it, and the form the editor sends back. */
export async function wineForEditor(t: TestApp, staff: Staff, id: number): Promise<CatalogueWine> {
  const read = await staffCall(t, staff, 'catalogue/wine', { id });
  if (read.code !== 1) throw new Error(`catalogue/wine: ${read.msg}`);
  return read.data.wine as CatalogueWine;
}

export function formOf(wine: CatalogueWine, changes: Record<string, string | number> = {}): Record<string, string | number> {
  const form: Record<string, string | number> = {
    id: wine.id,
    series_id: wine.series_id,
    alcohol: wine.alcohol,
    volume: wine.volume,
    vintage: wine.vintage,
    price: wine.price,
    dollar_price: wine.dollar_price,
    images: wine.images.join('\n'),
    is_sell: wine.is_sell,
    switch: wine.switch,
    sort: wine.sort,
  };
  for (const name of ['title', 'intro', 'description', 'tasting_notes', 'type', 'grape'] as const) {
    for (const lang of ['cn', 'tw', 'en'] as const) form[`${name}_${lang}`] = wine[name][lang];
  }
  return { ...form, ...changes };
}

export const auditOf = (t: TestApp, object: string) =>
  t.db.selectFrom('staff_audit').select(['username', 'role', 'action', 'object', 'before', 'after', 'reason']).where('object', '=', object).orderBy('id').execute();
