import * as z from 'zod/mini';
import { CART_LINE_MAX } from './cart';
import { defineCall, LangField } from './envelope';
import { SUBMIT_TOKEN_PATTERN } from './validation';

/**
 * A guest's cart (issue 16): kept in the browser (src/web/lib/guest-cart.ts) until the guest
 * signs in, then merged into the member's cart by one call — each line added with the cart's own
 * rules (the line maximum, the stock, a wine still sold), and what could not be added reported.
 * The browser's merge token makes a retried merge (a lost answer) add nothing twice.
 */
/** distinct wines a guest cart keeps */
export const GUEST_CART_LINES_MAX = 30;

export interface GuestCartLine {
  goods_id: number;
  count: number;
}

/** `lines` as the browser sends a list: `goods_id:count` pairs, comma-separated. */
const LinesField = z.pipe(
  z.string().check(z.regex(new RegExp(`^\\d{1,10}:\\d{1,2}(,\\d{1,10}:\\d{1,2}){0,${GUEST_CART_LINES_MAX - 1}}$`), 'guestCart.linesInvalid')),
  z.transform((s) =>
    s.split(',').map((pair) => {
      const [id, count] = pair.split(':').map(Number);
      return { goods_id: id!, count: count! };
    }),
  ),
).check(z.refine((lines) => lines.every((l) => l.goods_id > 0 && l.goods_id <= 2_147_483_647 && l.count >= 1 && l.count <= CART_LINE_MAX), 'guestCart.linesInvalid'));

/** Encodes the lines for the call. */
export function encodeGuestLines(lines: GuestCartLine[]): string {
  return lines.map((l) => `${l.goods_id}:${l.count}`).join(',');
}

const ReportLineSchema = z.object({
  goods_id: z.number(),
  /** the wine's name in the request's language ('' for a wine that no longer exists) */
  title: z.string(),
  /** bottles added, or (refused) the bottles the guest wanted */
  count: z.number(),
});

export const GuestMergeReportSchema = z.object({
  /** bottles in the member's cart after the merge */
  count_sum: z.number(),
  added: z.array(ReportLineSchema),
  /** lines not added (or not all of them), each with why, in the request's language */
  refused: z.array(z.extend(ReportLineSchema, { reason: z.string() })),
});
export type GuestMergeReport = z.infer<typeof GuestMergeReportSchema>;

export const cartMerge = defineCall({
  path: '/api/member/cart/merge',
  auth: 'member',
  safe: false,
  input: z.object({
    lines: LinesField,
    /** one per guest cart: the same token again answers the first merge's report and adds nothing */
    merge_token: z.string().check(z.regex(SUBMIT_TOKEN_PATTERN, 'guestCart.linesInvalid')),
    lang: LangField,
  }),
  output: GuestMergeReportSchema,
});
