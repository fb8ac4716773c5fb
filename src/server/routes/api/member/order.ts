import type { FastifyInstance } from 'fastify';
import {
  ORDER_PAGE_SIZE,
  orderAdd,
  orderCancel,
  orderDel,
  orderEdit,
  orderGet,
  orderList,
  orderPreview,
  orderReceive,
  parseYuan,
} from '../../../../contract/order';
import { checkoutInvoiceOf } from '../../../../contract/invoice';
import { placeOrder, previewCheckout, type CheckoutRules } from '../../../domain/checkout';
import { saveCheckoutInvoice } from '../../../domain/invoices';
import { holdCapsOf } from '../../../domain/holds';
import { applyMemberEvent, listOrders, orderDetail, type OrderOutcome } from '../../../domain/orders';
import { scheduleOrderSweeper } from '../../../jobs/expire-orders';
import { fail, ok, registerCall, type Result } from '../../../plugins/api';

/**
 * Checkout and the member's goods orders (/api/member/order/preview|add|list|get|edit|receive|
 * del|cancel). Every status change goes through the goods order machine; a refused event
 * changes nothing and says "the order cannot do this now".
 */
export default async function orderRoutes(app: FastifyInstance) {
  const rules: CheckoutRules = {
    shippingFeeFen: app.config.SHIPPING_FEE_FEN,
    freeShippingFromFen: app.config.FREE_SHIPPING_FROM_FEN,
    validityS: app.config.ORDER_VALIDITY_S,
    holdBottlesPerWine: holdCapsOf(app.config).bottlesPerWine,
  };
  const answer = <T>(outcome: OrderOutcome<T>, msg?: Parameters<typeof ok>[1]): Result<T> =>
    outcome.ok ? ok(outcome.value, msg) : fail(outcome.key);

  registerCall(app, orderPreview, async (_input, { member, lang }) => ok(await previewCheckout(app.db, member!.id, lang, rules)));

  registerCall(app, orderAdd, async (form, { member, lang }) => {
    const outcome = await placeOrder(
      app.db,
      member!.id,
      {
        addressId: form.address_id,
        submitToken: form.submit_token,
        totalFen: form.total_price === undefined ? undefined : (parseYuan(form.total_price) ?? undefined),
        remark: form.remark,
        // the contract refused the call unless the member confirmed being 18 or older
        adultConfirmed: form.adult_confirmed,
      },
      lang,
      rules,
    );
    if (!outcome.ok) return fail(outcome.key, outcome.params);
    // the invoice asked for with the order (checked by the contract), kept once the order exists
    const invoice = checkoutInvoiceOf(form);
    if (invoice) await saveCheckoutInvoice(app.db, member!.id, outcome.value.order_no, invoice);
    return ok(outcome.value, 'order.created');
  });

  /**
   * The member's event on their order, then the payment work woken: a cancel (or the expiry
   * found on the way) may have queued a close or a refund for the provider, sent after commit.
   */
  const memberEvent = async (memberId: number, orderNo: string, event: Parameters<typeof applyMemberEvent>[3], addressId?: number) => {
    const outcome = await applyMemberEvent(app.db, memberId, orderNo, event, addressId);
    app.services.payments.work.wake();
    return outcome;
  };

  registerCall(app, orderList, async ({ status, page, pagesize }, { member, lang }) =>
    ok(await listOrders(app.db, member!.id, status || 'all', page ?? 1, pagesize ?? ORDER_PAGE_SIZE, lang)),
  );

  registerCall(app, orderGet, async ({ order_no }, { member, lang }) => answer(await orderDetail(app.db, member!.id, order_no, lang)));

  registerCall(app, orderEdit, async ({ order_no, address_id }, { member, lang }) => {
    const changed = await memberEvent(member!.id, order_no, { type: 'CHANGE_ADDRESS' }, address_id);
    if (!changed.ok) return fail(changed.key);
    return answer(await orderDetail(app.db, member!.id, order_no, lang), 'order.addressChanged');
  });

  registerCall(app, orderReceive, async ({ order_no }, { member }) =>
    answer(await memberEvent(member!.id, order_no, { type: 'CONFIRM_RECEIPT' }), 'order.received'),
  );
  registerCall(app, orderDel, async ({ order_no }, { member }) =>
    answer(await memberEvent(member!.id, order_no, { type: 'DELETE' }), 'order.deleted'),
  );
  registerCall(app, orderCancel, async ({ order_no }, { member }) =>
    answer(await memberEvent(member!.id, order_no, { type: 'CANCEL' }), 'order.cancelled'),
  );

  scheduleOrderSweeper(app);
}
