import { hasGuestCart } from './guest-cart-key';
import { paths } from './paths';
import { takeRedirect } from './storage';

/**
 * Where a member goes after signing in (spec §4): the requested page (`url` query), else the
 * route and query the guard saved, else home. Only in-app paths are followed.
 */
export function afterSignInTarget(search: string): string {
  const requested = new URLSearchParams(search).get('url');
  const saved = takeRedirect();
  if (requested && requested.startsWith('/') && !requested.startsWith('//')) return requested;
  return saved ?? paths.home;
}

/**
 * On to where a member was going once signed in (issue 16): a guest cart kept in the browser
 * is merged into the member's cart first — the wine a guest added is in the cart when the next
 * screen loads it. A merge that fails keeps the guest cart for the next sign-in; the member goes on.
 */
export async function goAfterSignIn(search: string, go: (path: string) => void): Promise<void> {
  const target = afterSignInTarget(search);
  if (hasGuestCart()) {
    try {
      const { mergeGuestCart } = await import('./guest-cart');
      await mergeGuestCart();
    } catch {
      // the guest cart stays for the next sign-in
    }
  }
  go(target);
}
