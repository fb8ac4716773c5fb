import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { deliverDue } from '../domain/notifications/deliver';
import { queueFromHistory, queueReminders } from '../domain/notifications/enqueue';
import { createMessageSenders, type MessageSenders } from '../providers/messaging/notify';
import { repeatWhileListening } from './repeat';

export interface NotifyRun {
  senders: MessageSenders;
  maxAttempts: number;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** the reminders' clock (tests); the process's own otherwise */
  now?: Date;
  /** how long a pass may read and send before it stops claiming more; NOTIFY_PASS_MS otherwise */
  budgetMs?: number;
  /** true when the app is closing: the pass claims nothing more */
  stopping?: () => boolean;
  /** history rows and messages claimed at a time (tests) */
  batch?: { history?: number; deliver?: number };
}

/** What one pass may take: after a sale or a morning of reminders, batch after batch goes within it. */
export const NOTIFY_PASS_MS = 10_000;

/**
 * One pass of the member messages: status changes since the last pass and tomorrow's bookings
 * become queued messages, then the due messages are sent — batch after batch, until nothing is
 * left or the pass's time (`budgetMs`) is spent or the app is closing; `more` says it stopped
 * first. Safe with several instances (every history row, reminder and message is claimed in the
 * database before it is used).
 */
export async function notifyOnce(db: Db, run: NotifyRun): Promise<{ queued: number; sent: number; failed: number; more: boolean }> {
  const log = run.log ? { error: (obj: object, msg: string) => run.log!.error(obj, msg), warn: (obj: object, msg: string) => run.log!.warn(obj, msg) } : undefined;
  const until = Date.now() + (run.budgetMs ?? NOTIFY_PASS_MS);
  const enough = () => Date.now() >= until || (run.stopping?.() ?? false);
  const history = await queueFromHistory(db, { log, batch: run.batch?.history, enough });
  const reminders = await queueReminders(db, run.now ?? new Date(), log);
  const delivered = await deliverDue(db, run.senders, { maxAttempts: run.maxAttempts, log, batch: run.batch?.deliver, enough });
  return { queued: history.queued + reminders, sent: delivered.sent, failed: delivered.failed, more: history.more || delivered.more };
}

/**
 * Runs the pass every NOTIFY_INTERVAL_MS once the server listens (0: never; tests that only
 * inject requests never start it, and drive `notifyOnce` themselves), and at once again when a
 * pass ran out of time with messages left; stops when the app closes. Ticks never overlap; a
 * failed tick is logged and the next one tries again. A pass under way when the app closes
 * finishes the batch it holds and claims no other.
 */
export function scheduleNotify(app: FastifyInstance) {
  const every = app.config.NOTIFY_INTERVAL_MS;
  if (every === 0) return;
  const senders = createMessageSenders(app.config, app.db);
  repeatWhileListening(app, every, 'member messages sweep failed', async (stopping) => {
    const done = await notifyOnce(app.db, { senders, maxAttempts: app.config.NOTIFY_MAX_ATTEMPTS, log: app.log, stopping });
    if (done.queued + done.sent + done.failed > 0) app.log.info(done, 'member messages');
    return done.more ? 'again' : 'wait';
  });
}
