import type { FastifyInstance } from 'fastify';
import { orderInvoiceGet, orderInvoiceRequest } from '../../../../contract/invoice';
import { memberInvoice, requestInvoice } from '../../../domain/invoices';
import { fail, ok, registerCall } from '../../../plugins/api';

/** A goods order's invoice (/api/member/order/invoice and …/request, issue 16). */
export default async function invoiceRoutes(app: FastifyInstance) {
  registerCall(app, orderInvoiceGet, async ({ order_no }, { member }) => {
    const outcome = await memberInvoice(app.db, member!.id, order_no);
    return outcome.ok ? ok(outcome.value) : fail(outcome.key);
  });

  registerCall(app, orderInvoiceRequest, async ({ order_no, kind, title, tax_no, email }, { member }) => {
    const outcome = await requestInvoice(app.db, member!.id, order_no, { kind, title, tax_no, email });
    if (!outcome.ok) return fail(outcome.key);
    return ok(outcome.value.answer, outcome.value.changed ? 'invoice.changed' : 'invoice.requested');
  });
}
