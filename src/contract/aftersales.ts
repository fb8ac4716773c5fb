import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';
import { OrderNoField } from './logistics';
import { PhoneField } from './validation';

/**
 * The member's side of a refund (spec §3 Refund, §4, §7 /api/member/order/refuse): reason,
 * contact name and phone, remark; then its status and record list, and withdrawing it.
 */
export const REFUND_REASONS = ['notWanted', 'orderedWrongly', 'orderedTooMany', 'negotiated', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_CONTACT_MAX = 30;
export const REFUND_REMARK_MAX = 200;
/**
 * Working days a refund takes to reach the member, as the shop promises it (WeChat Pay: the
 * balance within minutes, a bank card within 3 working days).
 */
export const REFUND_WORKING_DAYS = 3;

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const chars = (s: string) => [...s].length;
/** absent counts as empty, so a missing field gets its own message */
const text = () => z.pipe(z.catch(z.string(), ''), z.transform((s) => s.trim()));

export const RefundFormSchema = z.object({
  order_no: OrderNoField,
  reason: z.pipe(text(), z.enum(REFUND_REASONS, 'refunds.reasonRequired')),
  contact_name: text().check(
    z.minLength(1, 'refunds.contactNameRequired'),
    z.refine((s) => chars(s) <= REFUND_CONTACT_MAX && !CONTROL.test(s), 'refunds.contactNameTooLong'),
  ),
  contact_phone: z.pipe(text(), PhoneField),
  remark: text().check(z.refine((s) => chars(s) <= REFUND_REMARK_MAX && !CONTROL.test(s), 'refunds.remarkTooLong')),
  lang: LangField,
});
export type RefundFormInput = z.input<typeof RefundFormSchema>;

/** Who wrote a record: the member, customer service (staff) or the system. */
export const REFUND_OPERATORS = ['member', 'staff', 'system'] as const;

/** What a record stands for: the request, then at most one decision. */
export const REFUND_RECORD_KINDS = ['request', 'approve', 'reject', 'withdraw'] as const;

export const RefundRecordSchema = z.object({
  kind: z.enum(REFUND_RECORD_KINDS),
  /** `YYYY-MM-DD HH:mm:ss`, Beijing time */
  time: z.string(),
  remark: z.string(),
  operator: z.enum(REFUND_OPERATORS),
});
export type RefundRecord = z.infer<typeof RefundRecordSchema>;

export const RefundSchema = z.object({
  /** 0 under review, 1 completed, 2 rejected, 3 cancelled (machines/refund.machine.ts) */
  status: z.number(),
  reason: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  remark: z.string(),
  /** yuan, two decimals */
  amount: z.string(),
  created_at: z.string(),
  decided_at: z.string(),
  /** oldest first */
  records: z.array(RefundRecordSchema),
});
export type Refund = z.infer<typeof RefundSchema>;

/** An order with its latest refund request (null when none was made). */
export const RefundDetailSchema = z.object({
  order_no: z.string(),
  /** the goods order's status (spec §4): what the member may do next follows from it */
  status: z.number(),
  order_price: z.string(),
  refund: z.nullable(RefundSchema),
});
export type RefundDetail = z.infer<typeof RefundDetailSchema>;

export const orderRefuse = defineCall({
  path: '/api/member/order/refuse',
  auth: 'member',
  safe: false,
  input: RefundFormSchema,
  output: RefundDetailSchema,
});

export const orderRefundDetail = defineCall({
  path: '/api/member/order/refundDetail',
  auth: 'member',
  safe: true,
  input: z.object({ order_no: OrderNoField, lang: LangField }),
  output: RefundDetailSchema,
});

/** The member takes back a request still under review; the order is paid (10) again. */
export const orderRefundWithdraw = defineCall({
  path: '/api/member/order/refundWithdraw',
  auth: 'member',
  safe: false,
  input: z.object({ order_no: OrderNoField, lang: LangField }),
  output: RefundDetailSchema,
});

export * from './logistics';
