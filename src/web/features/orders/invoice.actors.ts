import { fromPromise } from 'xstate';
import type { RequestInvoiceInput } from '../../../../machines/invoice-form.machine';
import { orderInvoiceGet, orderInvoiceRequest, type OrderInvoice } from '../../../contract/invoice';
import { ApiError, request, unwrap } from '../../lib/api-client';

/** The calls the invoice form invokes on an order (issue 16). */
export const loadInvoice = fromPromise<OrderInvoice, { orderNo: string }>(({ input }) => unwrap(orderInvoiceGet, { order_no: input.orderNo }));

/** A request or a change; the server's word ('Invoice requested') is shown after it. */
export const requestInvoice = fromPromise<{ answer: OrderInvoice; notice: string }, RequestInvoiceInput>(async ({ input }) => {
  const result = await request(orderInvoiceRequest, { order_no: input.orderNo, ...input.draft });
  if (!result.ok) throw new ApiError(result);
  return { answer: result.data, notice: result.msg };
});
