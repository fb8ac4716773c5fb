import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The site's Content-Security-Policy, for the SPA and the staff console alike: everything from
 * this origin only, inline styles (React's `style` props), pictures also as data: and blob: URLs
 * (previews of uploads), no plugins, no framing, forms posting only here. A route with its own
 * stricter policy (the /media pictures, the development sandboxes) sets it and wins.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
].join(';');

/**
 * Every answer's security headers, built once when the module loads and frozen: the hook below
 * only copies them onto the reply. Why these and not others: docs/architecture.md, "Security
 * headers".
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // the origin only, and only to https: WeChat Pay's H5 cashier refuses a payment whose page
  // arrives without the shop's domain as Referer; paths (order numbers, reset links) never leave
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
});

const NAMES = Object.keys(SECURITY_HEADERS);
const VALUES = NAMES.map((name) => SECURITY_HEADERS[name]!);

/**
 * Sets SECURITY_HEADERS on every answer — pages, assets, API calls, errors and 404s — with one
 * synchronous onRequest hook. Set before the handler runs, so a route's own header of the same
 * name (a stricter CSP) replaces it, and an error answer keeps them.
 */
function setSecurityHeaders(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  for (let i = 0; i < NAMES.length; i++) reply.header(NAMES[i]!, VALUES[i]);
  done();
}

async function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', setSecurityHeaders);
}

export default fp(securityHeaders, { name: 'security-headers' });
