import type { FastifyInstance } from 'fastify';
import { memberMessagesGet, memberMessagesSave, type MessagePrefs } from '../../../../contract/member-messages';
import { messageSettings, saveMessagePrefs } from '../../../domain/notifications/prefs';
import { scheduleNotify } from '../../../jobs/notify';
import { fail, ok, registerCall } from '../../../plugins/api';

/** /api/member/messages/*: which messages about their orders and bookings the member receives; and the sweep that sends them. */
export default async function memberMessagesRoutes(app: FastifyInstance) {
  registerCall(app, memberMessagesGet, async (_input, { member }) => ok(await messageSettings(app.db, member!.id)));

  registerCall(app, memberMessagesSave, async (form, { member }) => {
    const prefs: MessagePrefs = {
      orders: { sms: form.orders_sms, email: form.orders_email },
      bookings: { sms: form.bookings_sms, email: form.bookings_email },
      reminders: { sms: form.reminders_sms, email: form.reminders_email },
    };
    const outcome = await saveMessagePrefs(app.db, member!.id, prefs);
    return outcome.ok ? ok(outcome.value, 'profile.saved') : fail(outcome.key);
  });

  scheduleNotify(app);
}
