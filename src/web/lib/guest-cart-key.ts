/**
 * Where the guest cart lives and how its changes are announced (issue 16). Kept apart from
 * ./guest-cart.ts so the header can tell whether there is one without loading the cart's code.
 */
export const GUEST_CART_KEY = 'guest-cart';
/** a window event sent when the guest cart changed or was merged */
export const GUEST_CART_EVENT = 'guest-cart-change';

export function hasGuestCart(): boolean {
  try {
    return localStorage.getItem(GUEST_CART_KEY) !== null;
  } catch {
    return false;
  }
}
