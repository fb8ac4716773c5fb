import type { FastifyInstance } from 'fastify';
import { hotelGet, hotelHouseList, hotelOrderCreate, hotelOrderQuote } from '../../../contract/hotel';
import { loadHotel } from '../../domain/stays/catalogue';
import { availableRooms, createStay, quoteStay } from '../../domain/stays/booking';
import '../../domain/stays/resources';
import { holdCapsOf } from '../../domain/holds';
import { fail, ok, registerCall } from '../../plugins/api';
import { registerRead } from '../../plugins/read-call';

/**
 * Content host /cms/hotel/* (the villa and its rooms free for a range) and /cms/hotel_order/*
 * (quote and create a stay; paying, listing and cancelling are the generic booking calls).
 */
export default async function hotelRoutes(app: FastifyInstance) {
  registerRead(app, hotelGet, async (_input, lang) => {
    const hotel = await loadHotel(app.db, lang);
    return hotel ? ok(hotel) : fail('stay.hotelNotFound');
  });

  // availability changes with every booking: never from the read cache
  registerCall(app, hotelHouseList, async (input, { lang }) => {
    const result = await availableRooms(app.db, input, lang, new Date());
    if (!result.ok) return fail(result.key, result.params);
    return ok({ checkin: input.checkin, checkout: input.checkout, night_count: result.nightCount, adults: input.adults, max_adults: result.maxAdults, list: result.list });
  });

  registerCall(app, hotelOrderQuote, async (input, { lang }) => {
    const result = await quoteStay(app.db, input, lang, new Date(), app.config.ORDER_VALIDITY_S);
    return result.ok ? ok(result.quote) : fail(result.key, result.params);
  });

  registerCall(app, hotelOrderCreate, async (input, { lang, member }) => {
    if (!member) return fail('error.loginFirst', undefined, 401);
    const result = await createStay(app.db, member.id, input, lang, new Date(), { validityS: app.config.ORDER_VALIDITY_S, holdCaps: holdCapsOf(app.config) });
    return result.ok ? ok(result.order, 'stay.ordered') : fail(result.key, result.params);
  });
}
