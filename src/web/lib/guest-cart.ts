import { CART_LINE_MAX } from '../../contract/cart';
import { cartMerge, encodeGuestLines, GUEST_CART_LINES_MAX, type GuestCartLine, type GuestMergeReport } from '../../contract/guest-cart';
import { request } from './api-client';
import { GUEST_CART_EVENT, GUEST_CART_KEY } from './guest-cart-key';
import { newSubmitToken } from './submit-token';

/**
 * A guest's cart (issue 16), kept in local storage until the guest signs in: the wines and
 * bottles chosen, and the token of this cart, so a merge that lost its answer is retried without
 * adding anything twice. Signing in merges it into the member's cart (`mergeGuestCart`).
 */
interface Stored {
  token: string;
  lines: GuestCartLine[];
}
const REPORT_KEY = 'guest-cart-report';

function read(): Stored | null {
  try {
    const value = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? 'null') as Stored | null;
    if (!value || typeof value.token !== 'string' || !Array.isArray(value.lines)) return null;
    const lines = value.lines.filter((l) => Number.isInteger(l.goods_id) && l.goods_id > 0 && Number.isInteger(l.count) && l.count > 0);
    return { token: value.token, lines: lines.map((l) => ({ goods_id: l.goods_id, count: Math.min(l.count, CART_LINE_MAX) })) };
  } catch {
    return null;
  }
}

function write(value: Stored | null) {
  try {
    if (value && value.lines.length) localStorage.setItem(GUEST_CART_KEY, JSON.stringify(value));
    else localStorage.removeItem(GUEST_CART_KEY);
  } catch {
    // storage disabled (private mode): the guest cart lives no longer than the page
  }
  dispatchEvent(new Event(GUEST_CART_EVENT));
}

export function guestCartLines(): GuestCartLine[] {
  return read()?.lines ?? [];
}

/** Bottles in the guest cart (the header's count for a guest). */
export function guestCartCount(): number {
  return guestCartLines().reduce((sum, line) => sum + line.count, 0);
}

/**
 * Keeps bottles of a wine in the guest cart, by the cart's rules: at most 99 of one wine and 30
 * wines; else nothing is kept and the answer says which limit it met.
 */
export function keepInGuestCart(goodsId: number, count: number): 'kept' | 'lineFull' | 'cartFull' {
  const stored = read() ?? { token: newSubmitToken(), lines: [] };
  const line = stored.lines.find((l) => l.goods_id === goodsId);
  if (line) {
    if (line.count + count > CART_LINE_MAX) return 'lineFull';
    line.count += count;
  } else {
    if (stored.lines.length >= GUEST_CART_LINES_MAX) return 'cartFull';
    stored.lines.push({ goods_id: goodsId, count: Math.min(count, CART_LINE_MAX) });
  }
  write(stored);
  return 'kept';
}

/**
 * Writes the guest cart's lines as the cart screen changed them (a quantity, a removed line),
 * keeping its merge token; no lines forgets it. The header's count follows (the change event).
 */
export function storeGuestCartLines(lines: GuestCartLine[]) {
  const stored = read() ?? { token: newSubmitToken(), lines: [] };
  write({ token: stored.token, lines: lines.map((l) => ({ goods_id: l.goods_id, count: Math.min(Math.max(1, l.count), CART_LINE_MAX) })) });
}

/**
 * Merges the guest cart into the signed-in member's (one call; the cart's rules apply) and
 * forgets it; what could not be added is kept for the cart screen. A failed call keeps the guest
 * cart and its token: the next sign-in tries again and adds nothing twice.
 */
export async function mergeGuestCart(): Promise<GuestMergeReport | null> {
  const stored = read();
  if (!stored?.lines.length) return null;
  const result = await request(cartMerge, { lines: encodeGuestLines(stored.lines), merge_token: stored.token });
  if (!result.ok) {
    // refused as unreadable: a broken cart is dropped rather than tried at every sign-in
    if (result.kind === 'business') write(null);
    return null;
  }
  write(null);
  if (result.data.refused.length) {
    try {
      sessionStorage.setItem(REPORT_KEY, JSON.stringify(result.data));
    } catch {
      // no session storage: the report is not shown
    }
  }
  return result.data;
}

/** What the last merge could not add, once (the cart screen shows it). */
export function takeMergeReport(): GuestMergeReport | null {
  try {
    const raw = sessionStorage.getItem(REPORT_KEY);
    sessionStorage.removeItem(REPORT_KEY);
    return raw ? (JSON.parse(raw) as GuestMergeReport) : null;
  } catch {
    return null;
  }
}
