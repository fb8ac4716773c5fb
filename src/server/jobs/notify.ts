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
}

/**
 * One pass of the member messages: status changes since the last pass and tomorrow's bookings
 * become queued messages, then the due messages are sent. Safe with several instances (every
 * history row, reminder and message is claimed in the database before it is used).
 */
export async function notifyOnce(db: Db, run: NotifyRun): Promise<{ queued: number; sent: number; failed: number }> {
  const log = run.log ? { error: (obj: object, msg: string) => run.log!.error(obj, msg), warn: (obj: object, msg: string) => run.log!.warn(obj, msg) } : undefined;
  const queued = (await queueFromHistory(db, log)) + (await queueReminders(db, run.now ?? new Date(), log));
  const delivered = await deliverDue(db, run.senders, { maxAttempts: run.maxAttempts, log });
  return { queued, ...delivered };
}

/**
 * Runs the pass every NOTIFY_INTERVAL_MS once the server listens (0: never; tests that only
 * inject requests never start it, and drive `notifyOnce` themselves); stops when the app
 * closes. Ticks never overlap; a failed tick is logged and the next one tries again.
 */
export function scheduleNotify(app: FastifyInstance) {
  const every = app.config.NOTIFY_INTERVAL_MS;
  if (every === 0) return;
  const senders = createMessageSenders(app.config, app.db);
  repeatWhileListening(app, every, 'member messages sweep failed', async () => {
    const done = await notifyOnce(app.db, { senders, maxAttempts: app.config.NOTIFY_MAX_ATTEMPTS, log: app.log });
    if (done.queued + done.sent + done.failed > 0) app.log.info(done, 'member messages');
  });
}
