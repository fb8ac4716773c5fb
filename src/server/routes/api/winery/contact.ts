import type { FastifyInstance } from 'fastify';
import { contactAdd } from '../../../../contract/contact';
import { submitContact } from '../../../domain/contact';
import { fail, ok, registerCall } from '../../../plugins/api';

/** /api/winery/contact/add: the contact form (spec §5), stored, limited, never stored twice. */
export default async function contact(app: FastifyInstance) {
  registerCall(app, contactAdd, async (input, { lang, request }) => {
    const outcome = await submitContact(
      app.db,
      { name: input.name, email: input.email, phone: input.phone, message: input.message, lang },
      request.ip,
    );
    if (outcome === 'duplicate') return fail('contact.duplicate');
    if (outcome === 'limited') return fail('error.tooManyRequests', undefined, 429);
    return ok(null, 'contact.submitted');
  });
}
