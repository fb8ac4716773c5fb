import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isLang, type Lang } from '../../../contract/lang';

/** How long an instance trusts that it wrote a member's language (another instance may have changed it since). */
const REMEMBERED_MS = 60_000;
/** members held in memory at most; the oldest go first */
const HELD_MAX = 10_000;

/**
 * Keeps the language each member last used on the member (`members.lang`, 0033), for the
 * messages that follow their orders and bookings: after each call of a signed-in member that
 * names its `lang` (form field or header), the language is written — only when it differs from
 * the stored one, and at most once a minute per member and instance while it stays the same, so
 * calls cost no write. After the answer is sent: the call never waits for it.
 */
async function memberLang(app: FastifyInstance) {
  const written = new Map<number, { lang: Lang; at: number }>();
  // read before the handler, written once the answer is done ('close': sent, or the caller gone);
  // an onResponse hook made every call, a guest's too, run Fastify's hooks once more
  app.addHook('preHandler', (request, reply, done) => {
    done();
    const member = request.member;
    if (!member) return;
    const body = request.body;
    const sent = body && typeof body === 'object' ? (body as Record<string, unknown>).lang : undefined;
    const lang = isLang(sent) ? sent : isLang(request.headers.lang) ? request.headers.lang : null;
    if (!lang) return;
    const held = written.get(member.id);
    const now = Date.now();
    if (held && held.lang === lang && now - held.at < REMEMBERED_MS) return;
    written.delete(member.id);
    if (written.size >= HELD_MAX) written.delete(written.keys().next().value!);
    written.set(member.id, { lang, at: now });
    reply.raw.once('close', () => {
      app.db
        .updateTable('members')
        .set({ lang })
        .where('id', '=', member.id)
        .where((eb) => eb.or([eb('lang', 'is', null), eb('lang', '!=', lang)]))
        .execute()
        .catch((err: unknown) => {
          written.delete(member.id);
          request.log.warn({ err }, "keeping the member's language failed");
        });
    });
  });
}

export default fp(memberLang, { name: 'member-lang', dependencies: ['auth'] });
