import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';

/** Most bottles of one wine in one cart line (spec §5: a maximum-add message exists). */
export const CART_LINE_MAX = 99;

const Count = z.coerce.number().check(z.int('cart.countInvalid'), z.positive('cart.countInvalid'), z.maximum(CART_LINE_MAX, 'cart.countMax'));
const ID_MAX = 2_147_483_647;
const Id = z.coerce.number().check(z.int(), z.positive(), z.maximum(ID_MAX));
/** `ids` as the browser sends lists, comma-separated; ids past the integer column's range cannot be anybody's line: they are dropped, not sent to SQL */
const Ids = z.pipe(
  z.string().check(z.maxLength(2_000, 'cart.noSelection'), z.regex(/^\d+(,\d+)*$/, 'cart.noSelection')),
  z.transform((s) => [...new Set(s.split(',').map(Number))].filter((id) => id > 0 && id <= ID_MAX)),
);

/** A cart line (spec §3 Cart item); prices as decimal strings of yuan / dollars. */
export const CartItemSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  goods_id: z.number(),
  title: z.string(),
  images: z.array(z.string()),
  unit_price: z.string(),
  original_price: z.string(),
  /** the line total */
  price: z.string(),
  dollar_price: z.string(),
  product_count: z.number(),
  product_spec: z.string(),
  is_selected: z.number(),
  stock: z.number(),
  /** a note for the line: low stock, sold out, no longer sold ('' when none) */
  tips: z.string(),
  /** 1 when the line may be selected for checkout (on sale and in stock); a sold-out line reads is_selected 0 */
  available: z.number(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** The cart with the totals of the selected lines. `count_sum` is the badge count (all bottles). */
export const CartSummarySchema = z.object({
  count_sum: z.number(),
  product_count: z.number(),
  price_sum: z.string(),
  dollar_price_sum: z.string(),
  items: z.array(CartItemSchema),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;
/** what the header's badge reads from the list */
export const CartCountSchema = z.object({ count_sum: z.number() });
export type CartCount = z.infer<typeof CartCountSchema>;

export const cartList = defineCall({
  path: '/api/member/cart/list',
  auth: 'member',
  safe: true,
  input: z.object({
    state: z.optional(z.string()),
    pageno: z.optional(z.coerce.number()),
    pagesize: z.optional(z.coerce.number()),
    uuid: z.optional(z.string()),
    lang: LangField,
  }),
  output: CartSummarySchema,
});

export const cartAdd = defineCall({
  path: '/api/member/cart/add',
  auth: 'member',
  safe: false,
  input: z.object({ goods_id: Id, product_count: Count, lang: LangField }),
  output: CartCountSchema,
});

export const cartUpdate = defineCall({
  path: '/api/member/cart/update',
  auth: 'member',
  safe: false,
  input: z.object({ id: Id, product_count: Count, lang: LangField }),
  output: CartSummarySchema,
});

export const cartSelect = defineCall({
  path: '/api/member/cart/select',
  auth: 'member',
  safe: false,
  /** `ids=all` selects or deselects every line */
  input: z.object({ ids: z.union([z.literal('all'), Ids], { error: 'cart.noSelection' }), is_selected: z.enum(['0', '1']), lang: LangField }),
  output: CartSummarySchema,
});

export const cartDel = defineCall({
  path: '/api/member/cart/del',
  auth: 'member',
  safe: false,
  input: z.object({ ids: Ids, lang: LangField }),
  output: CartSummarySchema,
});
