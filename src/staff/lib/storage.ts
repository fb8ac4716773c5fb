import { isLang, type Lang } from '../../contract/lang';
import { StaffMeSchema, type StaffMe } from '../../contract/staff-auth';

/**
 * What the console keeps in the browser, apart from the public site's keys: the language chosen
 * (local storage, `staff.lang`) and the staff session (local storage, `staff.session`: token, who,
 * and when the 8-hour session ends). Local rather than session storage so a console opened in a
 * second tab is signed in too; "sign out everywhere" and the expiry end it on every tab.
 */
const KEYS = { lang: 'staff.lang', session: 'staff.session' } as const;

export interface StoredStaffSession {
  token: string;
  staff: StaffMe;
  /** epoch ms */
  expiresAt: number;
}

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage disabled: the session lives in memory only
  }
}

/** The stored choice; else the browser's language (zh-CN → cn, other Chinese → tw); else tw. */
export function staffLang(languages: readonly string[] = navigator.languages ?? []): Lang {
  const stored = read(KEYS.lang);
  if (isLang(stored)) return stored;
  for (const tag of languages.map((l) => l.toLowerCase())) {
    if (tag.startsWith('en')) return 'en';
    if (/^zh-(cn|sg|hans)/.test(tag)) return 'cn';
    if (tag.startsWith('zh')) return 'tw';
  }
  return 'tw';
}

export function storeStaffLang(lang: Lang) {
  write(KEYS.lang, lang);
}

/** The stored session while it lasts (a stale or malformed one is forgotten). */
export function storedStaffSession(now = Date.now()): StoredStaffSession | null {
  const value = read(KEYS.session) as Partial<StoredStaffSession> | null;
  const staff = StaffMeSchema.safeParse(value?.staff);
  if (!value || typeof value.token !== 'string' || typeof value.expiresAt !== 'number' || !staff.success || value.expiresAt <= now) {
    if (value) write(KEYS.session, null);
    return null;
  }
  return { token: value.token, staff: staff.data, expiresAt: value.expiresAt };
}

export function storeStaffSession(session: StoredStaffSession | null) {
  write(KEYS.session, session);
}

/** The token the API helper sends: read each time, so a sign-out in another tab is seen. */
export function storedStaffToken(): string | null {
  return storedStaffSession()?.token ?? null;
}
