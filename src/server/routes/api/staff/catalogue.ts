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
import {
  staffBookingSettings,
  staffCateringInfoSave,
  staffDinnerSave,
  staffHotelSave,
  staffRoomTypeSave,
  staffVisitInfoSave,
  staffVisitTierSave,
} from '../../../../contract/staff-booking-settings';
import { pricedList, savePriced } from '../../../domain/catalogue/booking-prices';
import { bookingSettings, saveCateringInfo, saveDinner, saveHotel, saveRoomType, saveVisitInfo, saveVisitTier } from '../../../domain/catalogue/booking-settings';
import type { SettingSaved } from '../../../domain/catalogue/booking-settings-row';
import { adjustStock, stockHistory } from '../../../domain/catalogue/stock';
import { catalogueList, catalogueWine, saveSeries, saveWine } from '../../../domain/catalogue/wines';
import { fail, ok, registerCall } from '../../../plugins/api';
import { staffActorOf } from './index';

/** A saved booking setting as answered: the row, and whether it was created, changed or left as it was. */
function answered<T>(saved: SettingSaved<T>) {
  if (!saved.ok) return fail(saved.key, saved.params);
  return ok(saved.value, saved.created ? 'staffCatalogue.created' : saved.changed ? 'staffCatalogue.saved' : 'staffCatalogue.unchanged');
}

/** The catalogue (issue 14): series, wines and their prices, stock adjustments and their history; booking prices and settings. */
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
  registerCall(app, staffBookingSettings, async () => ok(await bookingSettings(app.db)));
  registerCall(app, staffVisitTierSave, async (form, { request }) => answered(await saveVisitTier(app.db, staffActorOf(request), form)));
  registerCall(app, staffVisitInfoSave, async (form, { request }) => answered(await saveVisitInfo(app.db, staffActorOf(request), form)));
  registerCall(app, staffCateringInfoSave, async (form, { request }) => answered(await saveCateringInfo(app.db, staffActorOf(request), form)));
  registerCall(app, staffDinnerSave, async (form, { request }) => answered(await saveDinner(app.db, staffActorOf(request), form)));
  registerCall(app, staffHotelSave, async (form, { request }) => answered(await saveHotel(app.db, staffActorOf(request), form)));
  registerCall(app, staffRoomTypeSave, async (form, { request }) => answered(await saveRoomType(app.db, staffActorOf(request), form)));
}
