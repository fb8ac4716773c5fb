import type { FastifyInstance } from 'fastify';
import {
  cateringCateList,
  cateringGet,
  diningCreate,
  diningQuote,
  visitCalendar,
  visitCateList,
  visitCheckCaptcha,
  visitCreate,
  visitGet,
  visitQuote,
  visitSendSms,
} from '../../contract/visit';
import { cateringCategories, cateringInfo, visitCalendar as calendarOf, visitCate, visitCategories, visitCategory, visitInfo } from '../domain/bookings/catalog';
import { estateDay } from '../domain/bookings/estate-days';
import { holdCapsOf } from '../domain/holds';
import type { BookingAsk } from '../domain/bookings/rules';
import { createBooking, quoteBooking, type Outcome } from '../domain/bookings/visit-orders';
import { consumeCode, issueCode } from '../domain/verification';
import { fail, ok, registerCall, type Result } from '../plugins/api';
import bookingOrderRoutes from './booking-orders';

/**
 * Bookings (issue 6): the visit and catering catalogs and calendar (public, content host), the
 * visit SMS code, quotes and creation of visits and dinners (members), then the member's
 * bookings of every kind and their payment (./booking-orders.ts). Registered after payments.
 */
export default async function bookingRoutes(app: FastifyInstance) {
  const answer = <T>(outcome: Outcome<T>, msg?: Parameters<typeof ok>[1]): Result<T> =>
    outcome.ok ? ok(outcome.value, msg) : fail(outcome.key, outcome.params);
  const askOf = (form: { cate: number; date: string; slot?: string; adults: number; minors?: number | undefined }): BookingAsk => ({
    cate: form.cate,
    date: form.date,
    slot: form.slot ?? '',
    adults: form.adults,
    minors: form.minors ?? 0,
  });

  registerCall(app, visitGet, async (_input, { lang }) => {
    const info = await visitInfo(app.db, lang);
    return info ? ok(info) : fail('error.notFound');
  });
  registerCall(app, visitCateList, async (_input, { lang }) => ok((await visitCategories(app.db)).map((row) => visitCate(row, lang))));
  registerCall(app, visitCalendar, async ({ cate, month, date }) => {
    const category = await visitCategory(app.db, cate);
    if (!category) return fail('booking.cateUnavailable');
    const now = Date.now();
    const day = date ?? '';
    return ok(await calendarOf(app.db, category, month ?? (day ? day.slice(0, 7) : estateDay(now).slice(0, 7)), day, now));
  });
  registerCall(app, cateringGet, async (_input, { lang }) => {
    const info = await cateringInfo(app.db, lang);
    return info ? ok(info) : fail('error.notFound');
  });
  registerCall(app, cateringCateList, async ({ date }, { lang }) => ok(await cateringCategories(app.db, lang, date ?? '')));

  registerCall(app, visitSendSms, async ({ phone }, ctx) => {
    const result = await issueCode(app.services.codes, app.db, app.messaging, { channel: 'mobile', target: phone, event: 'visit', lang: ctx.lang, ip: ctx.request.ip, memberId: ctx.member!.id });
    return result.ok ? ok({ cooldown: result.cooldown }, 'auth.codeSent') : fail(result.key, result.params);
  });
  registerCall(app, visitCheckCaptcha, async ({ phone, code }) => {
    const checked = await consumeCode(app.services.codes, app.db, { target: phone, event: 'visit', code, keep: true });
    return checked.ok ? ok({ phone }, 'booking.captchaOk') : fail(checked.key);
  });

  const validityS = app.config.ORDER_VALIDITY_S;
  registerCall(app, visitQuote, async (form, { lang }) => answer(await quoteBooking(app.db, 'visit', askOf(form), lang, validityS)));
  registerCall(app, diningQuote, async (form, { lang }) => answer(await quoteBooking(app.db, 'dining', askOf(form), lang, validityS)));
  const holdCaps = holdCapsOf(app.config);
  registerCall(app, visitCreate, async (form, { member }) => {
    const guest = { name: form.name, phone: form.phone, description: form.description ?? '' };
    return answer(await createBooking(app.db, member!.id, 'visit', askOf(form), guest, { codeKey: app.services.codes, code: form.code, validityS, submitToken: form.submit_token, holdCaps }), 'booking.created');
  });
  registerCall(app, diningCreate, async (form, { member }) => {
    const guest = { name: form.name, phone: form.phone, description: form.description ?? '' };
    return answer(await createBooking(app.db, member!.id, 'dining', askOf(form), guest, { codeKey: app.services.codes, validityS, submitToken: form.submit_token, holdCaps }), 'booking.created');
  });

  await app.register(bookingOrderRoutes);
}
