import type { FastifyInstance } from 'fastify';
import emsSend from './api/ems/send';
import smsSend from './api/sms/send';
import login from './api/user/login';
import logout from './api/user/logout';
import mobileLogin from './api/user/mobile-login';
import register from './api/user/register';
import resetPassword from './api/user/reset-password';
import devOutbox from './dev/outbox';

/** Accounts: verification codes, sign-in, registration, password reset, log out; the dev outbox. */
export default async function account(app: FastifyInstance) {
  await app.register(smsSend);
  await app.register(emsSend);
  await app.register(login);
  await app.register(mobileLogin);
  await app.register(register);
  await app.register(resetPassword);
  await app.register(logout);
  await app.register(devOutbox);
}
