/**
 * Who on the staff may make which staff call: one table, read by the server's staff guard (a
 * call of a role not listed answers 403 `staffAuth.forbidden`), by the console to show only what
 * a role may use, and by tests/server/staff-access.test.ts, which calls every row with every role.
 *
 * Roles: `owner` everything, staff accounts included; `shop` orders, refunds and (issue 14) the
 * catalogue's stock; `bookings` visits, dinners, stays and their capacity; `content` (issue 14)
 * the site's words and pictures; `auditor` reads everything and changes nothing.
 */
export const STAFF_ROLES = ['owner', 'shop', 'bookings', 'content', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Calls anyone may make without a staff session (sign-in and its second step, an invitation). */
export const SIGNED_OUT = 'signedOut';
/** Calls every signed-in role may make (its own session and account). */
const EVERY: readonly StaffRole[] = STAFF_ROLES;
const READ_ORDERS: readonly StaffRole[] = ['owner', 'shop', 'auditor'];
const ACT_ORDERS: readonly StaffRole[] = ['owner', 'shop'];
const READ_BOOKINGS: readonly StaffRole[] = ['owner', 'bookings', 'auditor'];
const ACT_BOOKINGS: readonly StaffRole[] = ['owner', 'bookings'];
const OWNER: readonly StaffRole[] = ['owner'];

/**
 * Every staff call (its path under /api/staff/) and the roles that may make it. A call missing
 * here is refused to everyone, and the access test fails for a registered call without a row.
 */
export const STAFF_ACCESS = {
  // sign-in, second factor, invitations
  '/api/staff/login': SIGNED_OUT,
  '/api/staff/login/totp': SIGNED_OUT,
  '/api/staff/login/enrol': SIGNED_OUT,
  '/api/staff/invite/get': SIGNED_OUT,
  '/api/staff/invite/accept': SIGNED_OUT,
  '/api/staff/me': EVERY,
  '/api/staff/logout': EVERY,
  '/api/staff/logout/everywhere': EVERY,
  // the home's queues and chart
  '/api/staff/dashboard': EVERY,
  '/api/staff/dashboard/series': EVERY,
  // orders, refunds, money refunds
  '/api/staff/order/list': READ_ORDERS,
  '/api/staff/order/history': READ_ORDERS,
  '/api/staff/order/detail': READ_ORDERS,
  '/api/staff/order/ship': ACT_ORDERS,
  '/api/staff/order/track': ACT_ORDERS,
  '/api/staff/order/address': ACT_ORDERS,
  '/api/staff/order/invoice/issue': ACT_ORDERS,
  '/api/staff/refund/queue': READ_ORDERS,
  '/api/staff/refund/approve': ACT_ORDERS,
  '/api/staff/refund/reject': ACT_ORDERS,
  '/api/staff/money-refund/queue': READ_ORDERS,
  '/api/staff/money-refund/retry': ACT_ORDERS,
  // bookings and capacity
  '/api/staff/booking/calendar': READ_BOOKINGS,
  '/api/staff/booking/list': READ_BOOKINGS,
  '/api/staff/booking/detail': READ_BOOKINGS,
  '/api/staff/booking/places': READ_BOOKINGS,
  '/api/staff/booking/capacity': ACT_BOOKINGS,
  '/api/staff/booking/close': ACT_BOOKINGS,
  '/api/staff/booking/reopen': ACT_BOOKINGS,
  '/api/staff/booking/checkIn': ACT_BOOKINGS,
  '/api/staff/booking/complete': ACT_BOOKINGS,
  '/api/staff/booking/noShow': ACT_BOOKINGS,
  // members (phones and emails shown in full only to the roles in CONTACT_ROLES)
  '/api/staff/member/search': ['owner', 'shop', 'bookings', 'auditor'],
  '/api/staff/member/detail': ['owner', 'shop', 'bookings', 'auditor'],
  // staff accounts
  '/api/staff/account/list': ['owner', 'auditor'],
  '/api/staff/account/invite': OWNER,
  '/api/staff/account/update': OWNER,
  '/api/staff/account/reset': OWNER,
  // the audit trail
  '/api/staff/audit/list': ['owner', 'auditor'],
  '/api/staff/audit/export': ['owner', 'auditor'],
  '/api/staff/audit/verify': ['owner', 'auditor'],
  // the site's content: documents, versions, publishing, pictures (issue 14; ./staff-content.ts)
  '/api/staff/content/list': ['owner', 'content', 'auditor'],
  '/api/staff/content/get': ['owner', 'content', 'auditor'],
  '/api/staff/content/preview': ['owner', 'content', 'auditor'],
  '/api/staff/content/create': ['owner', 'content'],
  '/api/staff/content/save': ['owner', 'content'],
  '/api/staff/content/publish': ['owner', 'content'],
  '/api/staff/content/unpublish': ['owner', 'content'],
  '/api/staff/content/schedule': ['owner', 'content'],
  '/api/staff/content/restore': ['owner', 'content'],
  '/api/staff/content/upload': ['owner', 'content'],
  // the auditor's view of every lifecycle: search, one entity's path on its drawing, the report and its CSV (issue 14; ./staff-lifecycle.ts)
  '/api/staff/lifecycle/search': ['owner', 'auditor', 'shop', 'bookings'],
  '/api/staff/lifecycle/entity': ['owner', 'auditor', 'shop', 'bookings'],
  '/api/staff/lifecycle/report': ['owner', 'auditor', 'shop', 'bookings'],
  '/api/staff/lifecycle/report/export': ['owner', 'auditor', 'shop', 'bookings'],
  // the catalogue: wine series, wines, prices and stock (issue 14; ./staff-catalogue.ts)
  '/api/staff/catalogue/list': ['owner', 'shop', 'auditor'],
  '/api/staff/catalogue/wine': ['owner', 'shop', 'auditor'],
  '/api/staff/catalogue/stock/history': ['owner', 'shop', 'auditor'],
  '/api/staff/catalogue/wine/save': ['owner', 'shop'],
  '/api/staff/catalogue/series/save': ['owner', 'shop'],
  '/api/staff/catalogue/stock': ['owner', 'shop'],
  '/api/staff/catalogue/booking/list': ['owner', 'bookings', 'auditor'],
  '/api/staff/catalogue/booking/save': ['owner', 'bookings'],
  // booking settings: visit tiers, dinners, room types and their pages' texts (./staff-booking-settings.ts)
  '/api/staff/catalogue/booking/settings': ['owner', 'bookings', 'auditor'],
  '/api/staff/catalogue/visit-tier/save': ['owner', 'bookings'],
  '/api/staff/catalogue/visit-info/save': ['owner', 'bookings'],
  '/api/staff/catalogue/catering-info/save': ['owner', 'bookings'],
  '/api/staff/catalogue/dinner/save': ['owner', 'bookings'],
  '/api/staff/catalogue/hotel/save': ['owner', 'bookings'],
  '/api/staff/catalogue/room-type/save': ['owner', 'bookings'],
} as const satisfies Record<string, readonly StaffRole[] | typeof SIGNED_OUT>;

export type StaffPath = keyof typeof STAFF_ACCESS;

/** Roles that see members' phones and emails in full; the others see them masked (138****0007, l***@example.com). */
export const CONTACT_ROLES: readonly StaffRole[] = ['owner', 'shop', 'bookings'];

/** Whether `role` may make the call at `path` (false for a path the table does not list). */
export function mayCall(role: StaffRole | null, path: string): boolean {
  const rule = (STAFF_ACCESS as Record<string, readonly StaffRole[] | typeof SIGNED_OUT>)[path];
  if (rule === undefined) return false;
  if (rule === SIGNED_OUT) return true;
  return role !== null && rule.includes(role);
}

/**
 * The staff events of the domain machines and the call that sends each: a detail's `actions` are
 * the events the machine allows the staff actor in the current state whose call the signed-in role
 * may make (`staffActions`), so the console's buttons are exactly those.
 */
export const STAFF_EVENT_CALLS = {
  goodsOrder: {
    SHIP: '/api/staff/order/ship',
    CHANGE_ADDRESS: '/api/staff/order/address',
    APPROVE_REFUND: '/api/staff/refund/approve',
    REJECT_REFUND: '/api/staff/refund/reject',
  },
  bookingOrder: {
    CHECK_IN: '/api/staff/booking/checkIn',
    COMPLETE: '/api/staff/booking/complete',
    NO_SHOW: '/api/staff/booking/noShow',
  },
  moneyRefund: {
    RESEND: '/api/staff/money-refund/retry',
  },
} as const satisfies Record<string, Record<string, StaffPath>>;

/** Of the events a machine allows staff now, those the role may send. */
export function staffActions(machine: keyof typeof STAFF_EVENT_CALLS, allowed: readonly string[], role: StaffRole): string[] {
  const calls: Record<string, string> = STAFF_EVENT_CALLS[machine];
  return allowed.filter((event) => event in calls && mayCall(role, calls[event]!));
}
