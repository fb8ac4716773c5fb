import { DESKTOP_MIN_WIDTH, SESSION_LIFETIME_MS } from '../../contract/constants';
import { AGE_NOTICE_COOKIE, LANG_COOKIE, LAYOUT_COOKIE, PROMOTION_PUT_AWAY_COOKIE } from '../../contract/first-screen';
import { isLang, type Lang } from '../../contract/lang';
import type { MemberInfo } from '../../contract/member';

/**
 * Browser storage of the session (spec §4): the language in session storage; the token and
 * user info in local storage for one day; the route a guest was sent away from.
 */
const KEYS = { lang: 'lang', session: 'session', redirect: 'redirect', ageNotice: 'age-notice-seen' } as const;

function read(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled (private mode): the session lives in memory only
  }
}

export function storedLang(): Lang | null {
  const lang = read(sessionStorage, KEYS.lang);
  return isLang(lang) ? lang : null;
}

/** A year: the cookies outlive the tab, so a later visit's first screen comes from the server in its language, without the notice put away. */
const COOKIE_MAX_AGE_S = 31_536_000;

/** The stored choice, also as a cookie: the server renders the first screen in the cookie's language. */
export function storeLang(lang: Lang) {
  write(sessionStorage, KEYS.lang, lang);
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

const cookie = (name: string): string | undefined =>
  typeof document === 'undefined' ? undefined : new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie)?.[1];

function cookieLang(): Lang | null {
  const value = cookie(LANG_COOKIE);
  return isLang(value) ? value : null;
}

/**
 * The language for this page load: the stored choice; else, on a first visit, a `lang` query
 * (in the page URL or in the hash route), which is then stored; else the language chosen on an
 * earlier visit (the cookie, which the server renders the first screen in); else the default.
 */
export function resolveLang(fallback: Lang): Lang {
  const stored = storedLang();
  if (stored) return stored;
  const hashQuery = location.hash.split('?')[1] ?? '';
  const query = new URLSearchParams(location.search).get('lang') ?? new URLSearchParams(hashQuery).get('lang');
  if (isLang(query)) {
    storeLang(query);
    return query;
  }
  return cookieLang() ?? fallback;
}

interface StoredSession {
  token: string;
  user: MemberInfo;
  expiresAt: number;
}

/**
 * The stored session while its day lasts. The member is checked against the contract first,
 * whose schema is downloaded only when there is a session to check (not on a guest's visit).
 */
export async function storedSession(now = Date.now()): Promise<{ token: string; user: MemberInfo } | null> {
  const value = read(localStorage, KEYS.session) as Partial<StoredSession> | null;
  if (!value || typeof value.token !== 'string' || typeof value.expiresAt !== 'number') return null;
  if (value.expiresAt <= now) {
    forgetSession();
    return null;
  }
  const { MemberInfoSchema } = await import('../../contract/member');
  const user = MemberInfoSchema.safeParse(value.user);
  return user.success ? { token: value.token, user: user.data } : null;
}

export function storeSession(token: string, user: MemberInfo, now = Date.now()) {
  const previous = read(localStorage, KEYS.session) as Partial<StoredSession> | null;
  // a profile update keeps the original one-day lifetime; a new sign-in starts a new one
  const expiresAt =
    previous?.token === token && typeof previous.expiresAt === 'number' ? previous.expiresAt : now + SESSION_LIFETIME_MS;
  write(localStorage, KEYS.session, { token, user, expiresAt } satisfies StoredSession);
}

export function forgetSession() {
  try {
    localStorage.removeItem(KEYS.session);
  } catch {
    // nothing stored
  }
}

export function saveRedirect(target: string) {
  write(sessionStorage, KEYS.redirect, target);
}

export function takeRedirect(): string | null {
  const target = read(sessionStorage, KEYS.redirect);
  try {
    sessionStorage.removeItem(KEYS.redirect);
  } catch {
    // nothing stored
  }
  return typeof target === 'string' && target.startsWith('/') ? target : null;
}

/**
 * The promotion the visitor put away for this visit (its id), or null: a session cookie, which the
 * server reads too (it leaves the badge out of the page it renders).
 */
export function promotionPutAway(): number | null {
  const id = Number(cookie(PROMOTION_PUT_AWAY_COOKIE));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function putPromotionAway(id: number) {
  document.cookie = `${PROMOTION_PUT_AWAY_COOKIE}=${id}; path=/; samesite=lax`;
}

/**
 * The first visit's age notice (issue 16), once put away, stays away in this browser: a cookie for
 * a year, which the server reads too (it draws the notice in the page it renders until then). Put
 * away before the cookie existed, local storage says so, and the cookie is written now.
 */
export function ageNoticeSeen(): boolean {
  if (cookie(AGE_NOTICE_COOKIE) === '1') return true;
  if (typeof localStorage === 'undefined' || read(localStorage, KEYS.ageNotice) !== true) return false;
  dismissAgeNotice();
  return true;
}

export function dismissAgeNotice() {
  write(localStorage, KEYS.ageNotice, true);
  document.cookie = `${AGE_NOTICE_COOKIE}=1; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * The window's layout (wide or narrow, as the header lays itself out), kept in a cookie when it
 * changes: the server renders the next visit's first screen in it instead of guessing from the
 * browser's name, so the header does not change its layout once the page runs.
 */
export function rememberLayout(width: number) {
  const layout = width > DESKTOP_MIN_WIDTH ? 'wide' : 'narrow';
  if (cookie(LAYOUT_COOKIE) !== layout) document.cookie = `${LAYOUT_COOKIE}=${layout}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}
