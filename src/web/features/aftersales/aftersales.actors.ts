import { fromPromise } from 'xstate';
import type { RefundSubmission } from '../../../../machines/refund-request.machine';
import { orderRefundDetail, orderRefundWithdraw, orderRefuse, type RefundDetail } from '../../../contract/aftersales';
import { expressQuery, type ExpressInfo } from '../../../contract/logistics';
import { unwrap } from '../../lib/api-client';
import type { ContentLoadInput } from '../../lib/use-content';

export const loadRefund = fromPromise<RefundDetail, { orderNo: string }>(({ input }) => unwrap(orderRefundDetail, { order_no: input.orderNo }));

/** Never retried (a submit): the server's refusal reaches the form as it is. */
export const submitRefund = fromPromise<RefundDetail, RefundSubmission>(({ input }) => unwrap(orderRefuse, input));

export const withdrawRefund = fromPromise<RefundDetail, { orderNo: string }>(({ input }) => unwrap(orderRefundWithdraw, { order_no: input.orderNo }));

export const loadExpress = fromPromise<ExpressInfo, ContentLoadInput<{ orderNo: string }>>(({ input }) =>
  unwrap(expressQuery, { order_no: input.params.orderNo }),
);
