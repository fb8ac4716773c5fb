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

/**
 * An API call's answer is JSON a script reads, never a document: the policies that only documents
 * obey (what a page may load, how it opens windows, what Referer its links send) do nothing on it.
 * It keeps what guards a response itself — no sniffing it into HTML, no framing it, no other site
 * loading it, https only — with OWASP's policy for a REST answer, which forbids everything:
 * 170 bytes instead of 650 on every call.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security']!,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
});

const pairsOf = (headers: Readonly<Record<string, string>>) => Object.entries(headers);
const DOCUMENT = pairsOf(SECURITY_HEADERS);
const API = pairsOf(API_SECURITY_HEADERS);

/**
 * Sets SECURITY_HEADERS on every answer — pages, assets, errors and 404s — and
 * API_SECURITY_HEADERS on every /api/ answer (errors included), with one synchronous onRequest
 * hook. Set before the handler runs, so a route's own header of the same name (a stricter CSP)
 * replaces it, and an error answer keeps them.
 */
function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  const pairs = request.url.startsWith('/api/') ? API : DOCUMENT;
  for (let i = 0; i < pairs.length; i++) reply.header(pairs[i]![0], pairs[i]![1]);
  done();
}

async function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', setSecurityHeaders);
}

export default fp(securityHeaders, { name: 'security-headers' });
