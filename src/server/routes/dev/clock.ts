import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { CODE_FAILURE, CODE_SUCCESS } from '../../../contract/envelope';
import { envelope, langOf, validationMessage } from '../../plugins/api';

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 time with its zone whose day and time exist (Date.parse would take 30 February for 2 March). */
function isRealTime(at: string): boolean {
  const parts = ISO_TIME.exec(at);
  if (!parts || Number.isNaN(Date.parse(at))) return false;
  const [y, mo, d, h, mi] = parts.slice(1, 6).map(Number) as [number, number, number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60;
}

/** `at`: an ISO 8601 time with its zone (`2026-11-21T10:00:00+08:00`), or '' to put the clock back. */
const ClockForm = z.object({ at: z.string().check(z.maxLength(40), z.refine((at) => at === '' || isRealTime(at))) });

const answer = (offsetMs: number) => ({ now: new Date(Date.now() + offsetMs).toISOString(), offset_ms: offsetMs });

/**
 * The content sweep's clock for development and the browser tests: POST /dev/clock `at=<time>`
 * makes the sweep act as if it were that time (the clock then runs on from there), `at=` puts it
 * back; GET /dev/clock tells where it stands. Only the sweep's `now` moves — sign-in codes,
 * sessions and orders keep the real time. Registered only outside production, so there it
 * answers 404 like any unknown path.
 */
export default async function devClock(app: FastifyInstance) {
  if (app.config.NODE_ENV === 'production') return;
  app.get('/dev/clock', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return envelope(CODE_SUCCESS, 'ok', answer(app.sweepClock.offsetMs));
  });
  app.post('/dev/clock', async (request, reply) => {
    const form = ClockForm.safeParse(request.body ?? {});
    if (!form.success) return reply.code(400).send(envelope(CODE_FAILURE, validationMessage(langOf(request), form.error), null));
    app.sweepClock.offsetMs = form.data.at === '' ? 0 : Date.parse(form.data.at) - Date.now();
    reply.header('cache-control', 'no-store');
    return envelope(CODE_SUCCESS, 'ok', answer(app.sweepClock.offsetMs));
  });
}
