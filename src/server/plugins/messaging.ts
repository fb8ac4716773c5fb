import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMessaging } from '../providers/messaging';
import type { Messaging } from '../providers/messaging/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** where verification codes are sent (outbox, Aliyun SMS, SMTP) */
    messaging: Messaging;
  }
}

/** Chooses the code providers from the configuration (the key codes are hashed with is `app.services.codes`). */
async function messaging(app: FastifyInstance) {
  app.decorate('messaging', createMessaging(app.config, app.db));
  if (app.config.NODE_ENV === 'production') {
    // the outbox is unreadable in production (no /dev/outbox): members would never get their codes
    const outbox = [app.config.SMS_PROVIDER === 'outbox' && 'SMS_PROVIDER', app.config.EMAIL_PROVIDER === 'outbox' && 'EMAIL_PROVIDER'].filter(Boolean);
    if (outbox.length) app.log.warn({ variables: outbox }, 'verification codes go to the development outbox in production');
  }
}

export default fp(messaging, { name: 'messaging', dependencies: ['db'] });
