/** Business constants of spec §9, by their spec names. Times in milliseconds unless named otherwise. */
export const SESSION_LIFETIME_MS = 86_400_000;
export const SESSION_LIFETIME_S = SESSION_LIFETIME_MS / 1000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const LOGOUT_REDIRECT_DELAY_MS = 500;

export const DESKTOP_MIN_WIDTH = 1024; // desktop layout strictly above this width
export const HEADER_SCROLL_THRESHOLD = 100; // header turns dark strictly beyond this
export const CART_BADGE_MAX = 99;
export const NICKNAME_DISPLAY_LENGTH = 6;
export const BANNER_SCROLL_STEP_MS = 20;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 18;
/** no spaces and no control characters anywhere (PostgreSQL text cannot even hold a NUL) */
export const EMAIL_PATTERN = /^[^\s@\u0000-\u001f\u007f]+@[^\s@\u0000-\u001f\u007f]+\.[^\s@\u0000-\u001f\u007f]+$/;

export const ORDER_VALIDITY_S = 86_400;
/** The default of the server's ORDER_SWEEP_S: seconds between runs of the unpaid-order sweeper. */
export const ORDER_SWEEP_S = 60;

/** Network retries of safe reads (never of a submit or a payment). */
export const SAFE_READ_RETRIES = 2;
export const SAFE_READ_RETRY_DELAY_MS = 300;
