import type { FastifyInstance } from 'fastify';
import { BOOKING_CALENDAR_PATH } from '../../contract/booking-calendar';
import { bookingCalendar } from '../domain/calendar/booking-calendar';
import { CODE_FAILURE } from '../../contract/envelope';
import { requestLang, translate } from '../i18n';
import { envelope, refuse } from '../plugins/api';

const ORDER_NO = /^[A-Z0-9]{1,40}$/;

/**
 * GET /api/member/booking/calendar.ics?order_no=…&lang=…: a booking's calendar file (RFC 5545),
 * for the member whose booking it is (the `token` header, like every member call: none → 401).
 * Another member's booking, a deleted one or a malformed number is "not found" (404): whether a
 * number exists is not told to anyone but its owner. Never cached by a shared cache.
 */
export default async function bookingCalendarRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { order_no?: string; lang?: string } }>(BOOKING_CALENDAR_PATH, { config: { auth: 'member' } }, async (request, reply) => {
    const member = request.member;
    if (!member) return refuse(request, reply, 401, 'error.loginFirst');
    const orderNo = String(request.query.order_no ?? '');
    const lang = requestLang(request.query, request.headers);
    const ics = ORDER_NO.test(orderNo) ? await bookingCalendar(app.db, member.id, orderNo, lang) : null;
    if (ics === null) return reply.code(404).send(envelope(CODE_FAILURE, translate(lang, 'booking.notFound'), null));
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${orderNo}.ics"`)
      .header('cache-control', 'private, no-store')
      .send(ics);
  });
}
