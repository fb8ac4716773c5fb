import { assign, fromPromise, setup } from 'xstate';
import { RefundFormSchema, type RefundDetail } from '../src/contract/aftersales';
import { fieldErrors, hasErrors, messageOf, withoutField, type FieldErrors } from './form-rules';
import { canDoAtStatus } from './order-actions';
import { REFUND_STATUS, refundMachine } from './refund.machine';

/**
 * /orderDetail_after: a member's refund request on a paid order (spec §3 Refund, §4): reason,
 * contact name and phone, remark; then the refund's status and record list, and withdrawing a
 * request under review. What may be done is asked of the shared machines: the goods order
 * machine (may this order request a refund now?) and the refund machine (may it be withdrawn?).
 */
export const REFUND_FIELDS = ['reason', 'contact_name', 'contact_phone', 'remark'] as const;
export type RefundField = (typeof REFUND_FIELDS)[number];
export type RefundFields = Record<RefundField, string>;

export interface RefundRequestInput {
  orderNo: string;
  /** the member's own name and phone, offered as the contact */
  contactName?: string;
  contactPhone?: string;
}

export interface RefundRequestContext {
  orderNo: string;
  detail: RefundDetail | null;
  fields: RefundFields;
  errors: FieldErrors<RefundField>;
  /** a message key or the server's translated message */
  failure: string | null;
  /** a message key of what just happened */
  notice: string | null;
}

export type RefundRequestEvent =
  | { type: 'EDIT'; field: RefundField; value: string }
  | { type: 'SUBMIT' }
  /** request a refund again after one was rejected or withdrawn */
  | { type: 'START' }
  | { type: 'CANCEL' }
  | { type: 'WITHDRAW' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' };

export type RefundSubmission = RefundFields & { order_no: string };

/** May the member ask for a refund of this order now (goods order machine: REQUEST_REFUND)? */
export const isRequestable = (detail: RefundDetail | null) => detail !== null && canDoAtStatus(detail.status, 'refund');

const REFUND_STATE: Record<number, 'underReview' | 'completed' | 'rejected' | 'cancelled'> = {
  [REFUND_STATUS.underReview]: 'underReview',
  [REFUND_STATUS.completed]: 'completed',
  [REFUND_STATUS.rejected]: 'rejected',
  [REFUND_STATUS.cancelled]: 'cancelled',
};

/** May the member withdraw the latest refund (refund machine: WITHDRAW)? */
export function isWithdrawable(detail: RefundDetail | null): boolean {
  const state = detail?.refund ? REFUND_STATE[detail.refund.status] : undefined;
  return state !== undefined && refundMachine.resolveState({ value: state, context: undefined }).can({ type: 'WITHDRAW' });
}

/** The form's broken rules, from the schema the server checks (the order number is the screen's). */
function formErrors(context: RefundRequestContext): FieldErrors<RefundField> {
  const form: Record<RefundField | 'order_no', string> = { ...context.fields, order_no: context.orderNo };
  return fieldErrors(RefundFormSchema, form, REFUND_FIELDS);
}

export const refundRequestMachine = setup({
  types: {
    input: {} as RefundRequestInput,
    context: {} as RefundRequestContext,
    events: {} as RefundRequestEvent,
  },
  actors: {
    // supplied by the web layer: /api/member/order/refundDetail, refuse, refundWithdraw
    loadRefund: fromPromise<RefundDetail, { orderNo: string }>(async () => {
      throw new Error('loadRefund must be provided');
    }),
    submitRefund: fromPromise<RefundDetail, RefundSubmission>(async () => {
      throw new Error('submitRefund must be provided');
    }),
    withdrawRefund: fromPromise<RefundDetail, { orderNo: string }>(async () => {
      throw new Error('withdrawRefund must be provided');
    }),
  },
  guards: {
    isFreshRequest: (_, params: { detail: RefundDetail }) => isRequestable(params.detail) && params.detail.refund === null,
    isRequestable: ({ context }) => isRequestable(context.detail),
    hasRefund: ({ context }) => context.detail?.refund != null,
    isWithdrawable: ({ context }) => isWithdrawable(context.detail),
    hasFieldErrors: ({ context }) => hasErrors(formErrors(context)),
  },
  actions: {
    setDetail: assign({ detail: (_, params: { detail: RefundDetail }) => params.detail }),
    setField: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      return { fields: { ...context.fields, [event.field]: event.value }, errors: withoutField(context.errors, event.field), failure: null };
    }),
    setErrors: assign({ errors: ({ context }) => formErrors(context) }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    setNotice: assign({ notice: (_, params: { notice: string }) => params.notice }),
    clearMessages: assign({ errors: {}, failure: null, notice: null }),
  },
}).createMachine({
  id: 'refundRequest',
  context: ({ input }) => ({
    orderNo: input.orderNo,
    detail: null,
    fields: { reason: '', contact_name: input.contactName ?? '', contact_phone: input.contactPhone ?? '', remark: '' },
    errors: {},
    failure: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRefund',
        src: 'loadRefund',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: [
          {
            guard: { type: 'isFreshRequest', params: ({ event }) => ({ detail: event.output }) },
            target: 'editing',
            actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) },
          },
          { target: 'viewing', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearMessages' } },
    },
    editing: {
      on: {
        EDIT: { actions: 'setField' },
        SUBMIT: [{ guard: 'hasFieldErrors', actions: 'setErrors' }, { target: 'submitting', actions: 'clearMessages' }],
        CANCEL: { guard: 'hasRefund', target: 'viewing', actions: 'clearMessages' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitRefund',
        src: 'submitRefund',
        input: ({ context }) => ({ ...context.fields, order_no: context.orderNo }),
        onDone: {
          target: 'viewing',
          actions: [
            { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) },
            { type: 'setNotice', params: { notice: 'refunds.requested' } },
          ],
        },
        onError: { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    viewing: {
      on: {
        START: { guard: 'isRequestable', target: 'editing', actions: 'clearMessages' },
        WITHDRAW: { guard: 'isWithdrawable', target: 'confirming', actions: 'clearMessages' },
        RETRY: { target: 'loading', actions: 'clearMessages' },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'withdrawing',
        CANCEL: 'viewing',
      },
    },
    withdrawing: {
      invoke: {
        id: 'withdrawRefund',
        src: 'withdrawRefund',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: {
          target: 'viewing',
          actions: [
            { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) },
            { type: 'setNotice', params: { notice: 'refunds.withdrawn' } },
          ],
        },
        onError: { target: 'viewing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
