import { Secret, TOTP } from 'otpauth';

/**
 * The staff second factor: TOTP as authenticator apps make it (RFC 6238: SHA-1, 6 digits,
 * 30-second steps), a code of the step before or after the server's accepted for clock drift.
 */
export const TOTP_ISSUER = 'Penglai Winery';
const TOTP_PERIOD_S = 30;
const TOTP_WINDOW = 1;

const totp = (secret: string, label = '') =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new secret (160 bits), base32 as authenticators take it typed. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** `otpauth://totp/Penglai%20Winery:<username>?…`, drawn as the enrolment's QR code. */
export function totpUri(username: string, secret: string): string {
  return totp(secret, username).toString();
}

/** The 30-second step `code` belongs to, or null when it is not a code of this secret now. */
export function acceptedStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}

/** The code of `secret` at `now` plus `steps` steps (tests and the sign-in of scripted browsers). */
export function totpCode(secret: string, now = Date.now(), steps = 0): string {
  return totp(secret).generate({ timestamp: now + steps * TOTP_PERIOD_S * 1000 });
}
