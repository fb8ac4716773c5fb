import type { FastifyInstance } from 'fastify';
import {
  staffCatalogueList,
  staffCatalogueSeriesSave,
  staffCatalogueWine,
  staffCatalogueWineSave,
  staffPricedList,
  staffPricedSave,
  staffStockAdjust,
  staffStockHistory,
} from '../../../../contract/staff-catalogue';
import { pricedList, savePriced } from '../../../domain/catalogue/booking-prices';
import { adjustStock, stockHistory } from '../../../domain/catalogue/stock';
import { catalogueList, catalogueWine, saveSeries, saveWine } from '../../../domain/catalogue/wines';
import { fail, ok, registerCall } from '../../../plugins/api';
import { staffActorOf } from './index';

/** The catalogue (issue 14): series, wines and their prices, stock adjustments and their history. */
export default async function staffCatalogueRoutes(app: FastifyInstance) {
  registerCall(app, staffCatalogueList, async (_form, { lang }) => ok(await catalogueList(app.db, lang)));
  registerCall(app, staffCatalogueWine, async ({ id }, { lang }) => {
    const found = await catalogueWine(app.db, id, lang);
    return found ? ok(found) : fail('staffCatalogue.wineNotFound');
  });
  registerCall(app, staffCatalogueWineSave, async (form, { request }) => {
    const saved = await saveWine(app.db, staffActorOf(request), form);
    if (!saved.ok) return fail(saved.key);
    return ok(saved.value, saved.created ? 'staffCatalogue.created' : saved.changed ? 'staffCatalogue.saved' : 'staffCatalogue.unchanged');
  });
  registerCall(app, staffCatalogueSeriesSave, async (form, { request }) => {
    const saved = await saveSeries(app.db, staffActorOf(request), form);
    if (!saved.ok) return fail(saved.key);
    return ok(saved.value, saved.created ? 'staffCatalogue.created' : saved.changed ? 'staffCatalogue.saved' : 'staffCatalogue.unchanged');
  });
  registerCall(app, staffStockAdjust, async (form, { request }) => {
    const adjusted = await adjustStock(app.db, staffActorOf(request), form);
    return adjusted.ok ? ok(adjusted.value, 'staffCatalogue.stockAdjusted') : fail(adjusted.key, adjusted.params);
  });
  registerCall(app, staffStockHistory, async ({ id, pageno, pagesize }) => {
    const page = await stockHistory(app.db, id, { pageno, pagesize });
    return page ? ok(page) : fail('staffCatalogue.wineNotFound');
  });
  registerCall(app, staffPricedList, async (_form, { lang }) => ok({ items: await pricedList(app.db, lang) }));
  registerCall(app, staffPricedSave, async (form, { lang, request }) => {
    const saved = await savePriced(app.db, staffActorOf(request), form, lang);
    if (!saved.ok) return fail(saved.key);
    return ok(saved.value, saved.changed ? 'staffCatalogue.saved' : 'staffCatalogue.unchanged');
  });
}
