import { renderCode } from './render';
import { sendMail, SmtpError, type SmtpSettings } from './smtp-client';
import { DeliveryError, type CodeSender } from './types';

/** Email codes over SMTP. */
export function smtpSender(settings: SmtpSettings): CodeSender {
  return {
    name: 'smtp',
    async send(message) {
      const { subject, body } = renderCode(message);
      try {
        await sendMail(settings, { to: message.to, subject, text: body });
      } catch (error) {
        const reply = error instanceof SmtpError ? error.reply : undefined;
        throw new DeliveryError(`SMTP: ${(error as Error).message}`, reply ? String(reply) : undefined);
      }
    },
  };
}
