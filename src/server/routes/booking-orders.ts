import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BOOKING_PAGE_SIZE,
  bookingCancel,
  bookingDelete,
  bookingGetMethod,
  bookingInfo,
  bookingList,
  bookingPayOrder,
  bookingQueryOrder,
  type BookingListKind,
} from '../../contract/booking';
import { bookingReschedule } from '../../contract/booking-reschedule';
import { CONTENT_HOST } from '../../contract/content';
import type { ApiCall } from '../../contract/envelope';
import { changeBooking } from '../domain/bookings/member';
import { rescheduleBooking } from '../domain/bookings/reschedule';
import { bookingDetail, findMemberBooking, listBookings } from '../domain/bookings/views';
import { startPayment } from '../domain/payments/attempts';
import { methodInfos, paymentState } from '../domain/payments/state';
import { fail, ok, registerCall, type Handler } from '../plugins/api';
import { clientKind } from '../providers/payment/types';
import { publicOrigin } from '../providers/wechat';

const clientOf = (request: FastifyRequest) => clientKind(request.headers['user-agent']);
const cms = (path: string) => `${CONTENT_HOST}${path}`;

/** Registers a call at its own path and at the spec's other paths for the same thing. */
function registerAt<C extends ApiCall>(app: FastifyInstance, call: C, aliases: string[], handler: Handler<C>) {
  for (const path of [call.path, ...aliases]) registerCall(app, { ...call, path }, handler);
}

/**
 * The member's bookings of every kind (spec §4 filters, §7 visit_order / hotel_order /
 * sub_order): list, detail, cancel (refund per policy), delete, and payment — the same handlers
 * as payment/* with entity 'booking', at every path the spec names for visits, stays and
 * dinners ("sub" orders).
 */
export default async function bookingOrderRoutes(app: FastifyInstance) {
  const deps = () => app.services.payments.deps;
  /** a cancel (or the expiry found on the way) may have queued a close or a refund: the work sends it now */
  const changeThenWake = async (memberId: number, orderNo: string, action: 'cancel' | 'delete') => {
    const changed = await changeBooking(app.db, memberId, orderNo, action);
    app.services.payments.work.wake();
    return changed;
  };

  const list = (kind: BookingListKind): Handler<typeof bookingList> => async (input, { member, lang }) =>
    ok(await listBookings(app.db, member!.id, input.kind || kind, input.status || 'all', input.page ?? 1, input.pagesize ?? BOOKING_PAGE_SIZE, lang));
  registerCall(app, bookingList, list('all'));
  registerCall(app, { ...bookingList, path: cms('/hotel_order/getOrderList') }, list('stay'));

  registerAt(app, bookingInfo, [cms('/hotel_order/getOrderInfo')], async ({ order_no }, { member, lang }) => {
    const row = await findMemberBooking(app.db, member!.id, order_no);
    return row ? ok(bookingDetail(row, lang)) : fail('booking.notFound');
  });
  registerAt(app, bookingCancel, [cms('/hotel_order/cancelOrder')], async ({ order_no }, { member }) => {
    const changed = await changeThenWake(member!.id, order_no, 'cancel');
    return changed.ok ? ok(changed.value, changed.msg) : fail(changed.key);
  });
  registerAt(app, bookingDelete, ['/api/member/hotel_order/deleteOrder'], async ({ order_no }, { member }) => {
    const changed = await changeThenWake(member!.id, order_no, 'delete');
    return changed.ok ? ok(changed.value, changed.msg) : fail(changed.key);
  });

  // a visit or a dinner moved to another date or slot (RESCHEDULE): same tier and price, places moved in one transaction
  registerCall(app, bookingReschedule, async ({ order_no, date, slot }, { member, lang }) => {
    const moved = await rescheduleBooking(app.db, member!.id, order_no, { date, slot: slot ?? '' }, lang);
    return moved.ok ? ok(moved.value, 'booking.rescheduled') : fail(moved.key, moved.params);
  });

  registerAt(app, bookingGetMethod, [cms('/hotel_order/getMethod'), '/api/member/sub_order/getMethod'], async (_input, ctx) => {
    const client = clientOf(ctx.request);
    return ok({ provider: deps().provider.name, client, methods: await methodInfos(deps(), ctx.member!.id, client, ctx.lang) });
  });
  registerAt(
    app,
    bookingPayOrder,
    [cms('/visit_order/payOrder'), '/api/member/hotel_order/payOrder', '/api/member/sub_order/payOrder'],
    async (input, ctx) => {
      const result = await startPayment(deps(), {
        entity: 'booking',
        memberId: ctx.member!.id,
        orderNo: input.order_no,
        method: input.method,
        client: clientOf(ctx.request),
        clientIp: ctx.request.ip,
        origin: publicOrigin(app.config, ctx.request),
        lang: ctx.lang,
      });
      return result.ok ? ok(result.data) : fail(result.key);
    },
  );
  registerAt(
    app,
    bookingQueryOrder,
    [cms('/visit_order/queryOrder'), cms('/hotel_order/queryOrder'), '/api/member/hotel_order/queryOrder', '/api/member/sub_order/queryOrder'],
    async (input, ctx) => {
      const state = await paymentState(deps(), 'booking', ctx.member!.id, input.order_no, input.out_trade_no);
      return state ? ok(state) : fail('payment.orderNotFound');
    },
  );
}
