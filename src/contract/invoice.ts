import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './constants';
import { defineCall, LangField } from './envelope';
import { ORDER_NO_PATTERN } from './order-no';

/**
 * Invoices of goods orders (发票 / 發票, issue 16): a member asks for one at checkout (the
 * place-order call's optional `invoice_*` fields) or later from the order (`orderInvoiceRequest`),
 * personal or company; staff see it with the order and mark it issued once the e-invoice was sent.
 */
export const INVOICE_KINDS = ['personal', 'company'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const isInvoiceKind = (value: string): value is InvoiceKind => (INVOICE_KINDS as readonly string[]).includes(value);
export const INVOICE_STATUSES = ['requested', 'issued'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** the title (a person's or company's name) in characters */
export const INVOICE_TITLE_MAX = 100;
export const INVOICE_EMAIL_MAX = 100;
/** a completed order takes a request for this many days after its delivery was confirmed */
export const INVOICE_REQUEST_DAYS = 30;
export const INVOICE_NOTE_MAX = 200;

/**
 * China's unified social credit code (统一社会信用代码, GB 32100-2015), a company's tax number:
 * 18 characters of digits and capitals without I, O, S, V and Z; the 18th is a check character
 * computed from the first 17 with these weights, modulo 31.
 */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const CREDIT_CODE_LENGTH = 18;
const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** Spaces and dashes dropped, letters capitalised: how members copy a tax number off a letterhead. */
export function normalizeTaxNo(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** The check character the first 17 characters call for. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(first17[i]!) * CREDIT_CODE_WEIGHTS[i]!;
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31]!;
}

/** `null` for a valid code, else why not: the shape (length, characters) or the check character. */
export function creditCodeProblem(value: string): 'format' | 'check' | null {
  if (!CREDIT_CODE_PATTERN.test(value)) return 'format';
  return creditCodeCheckChar(value.slice(0, 17)) === value[17] ? null : 'check';
}

export interface InvoiceDraft {
  kind: InvoiceKind;
  title: string;
  /** the company's unified social credit code; empty for a personal invoice */
  tax_no: string;
  /** where the e-invoice is sent */
  email: string;
}
export type InvoiceField = 'title' | 'tax_no' | 'email';

/**
 * The field rules of an invoice, one message key per wrong field: a title always; a company's
 * tax number required and valid (check character included); a personal invoice takes none; an
 * email to send it to. Browser form and server call share it.
 */
export function invoiceErrors(draft: InvoiceDraft): Partial<Record<InvoiceField, string>> {
  const errors: Partial<Record<InvoiceField, string>> = {};
  const title = draft.title.trim();
  if (!title) errors.title = draft.kind === 'company' ? 'invoice.companyTitleRequired' : 'invoice.personalTitleRequired';
  else if ([...title].length > INVOICE_TITLE_MAX || /[\u0000-\u001f\u007f]/.test(title)) errors.title = 'invoice.titleTooLong';
  const taxNo = normalizeTaxNo(draft.tax_no);
  if (draft.kind === 'company') {
    const problem = taxNo ? creditCodeProblem(taxNo) : 'missing';
    if (problem === 'missing') errors.tax_no = 'invoice.taxNoRequired';
    else if (problem === 'format') errors.tax_no = 'invoice.taxNoFormat';
    else if (problem === 'check') errors.tax_no = 'invoice.taxNoCheck';
  } else if (taxNo) errors.tax_no = 'invoice.taxNoPersonal';
  const email = draft.email.trim();
  if (!email) errors.email = 'invoice.emailRequired';
  else if (!EMAIL_PATTERN.test(email) || email.length > INVOICE_EMAIL_MAX) errors.email = 'invoice.emailInvalid';
  return errors;
}

const text = () => z.pipe(z.catch(z.union([z.string(), z.number()]), ''), z.transform((v) => String(v).trim()));
const KindField = z.pipe(text(), z.enum(INVOICE_KINDS, 'invoice.kindUnknown'));
const TaxNoField = z.pipe(text(), z.transform(normalizeTaxNo));

/** Adds each wrong field's message as an issue on that field (the first one is the call's answer). */
function invoiceCheck<T>(draftOf: (form: T) => InvoiceDraft | null) {
  return z.superRefine<T>((form, ctx) => {
    const draft = draftOf(form);
    if (!draft) return;
    const errors = invoiceErrors(draft);
    for (const field of ['title', 'tax_no', 'email'] as const) {
      const key = errors[field];
      if (key) ctx.issues.push({ code: 'custom', message: key, input: draft[field], path: [field] });
    }
  });
}

/**
 * The place-order call's optional invoice part (`invoice_kind` empty or absent: no invoice).
 * Spread into the call's input; `checkoutInvoiceCheck` holds the fields to the rules above.
 */
export const CheckoutInvoiceFields = {
  invoice_kind: z.optional(text().check(z.refine((s) => s === '' || isInvoiceKind(s), 'invoice.kindUnknown'))),
  invoice_title: z.optional(text()),
  invoice_tax_no: z.optional(TaxNoField),
  invoice_email: z.optional(text()),
};
interface CheckoutInvoiceForm {
  invoice_kind?: string;
  invoice_title?: string;
  invoice_tax_no?: string;
  invoice_email?: string;
}
/** The invoice asked for with an order, or null when none was. */
export function checkoutInvoiceOf(form: CheckoutInvoiceForm): InvoiceDraft | null {
  if (!form.invoice_kind || !isInvoiceKind(form.invoice_kind)) return null;
  return { kind: form.invoice_kind, title: form.invoice_title ?? '', tax_no: form.invoice_tax_no ?? '', email: form.invoice_email ?? '' };
}
export const checkoutInvoiceCheck = <T extends CheckoutInvoiceForm>() => invoiceCheck<T>(checkoutInvoiceOf);

/** An invoice as the member sees it. Times are Beijing time, 'YYYY-MM-DD HH:mm:ss' ('' before). */
export const InvoiceSchema = z.object({
  kind: z.enum(INVOICE_KINDS),
  title: z.string(),
  tax_no: z.string(),
  email: z.string(),
  status: z.enum(INVOICE_STATUSES),
  requested_at: z.string(),
  issued_at: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** An order's invoice, and whether the member may ask for one (or change the one asked for) now. */
export const OrderInvoiceSchema = z.object({
  invoice: z.nullable(InvoiceSchema),
  /** a request (or a change of one not yet issued) would be taken now */
  can_request: z.boolean(),
  /** the last day a request is taken, for a completed order ('' while there is no deadline yet) */
  deadline: z.string(),
});
export type OrderInvoice = z.infer<typeof OrderInvoiceSchema>;

const OrderNoField = text().check(z.regex(ORDER_NO_PATTERN, 'order.notFound'));

export const InvoiceRequestFormSchema = z
  .object({ order_no: OrderNoField, kind: KindField, title: text(), tax_no: TaxNoField, email: text(), lang: LangField })
  .check(invoiceCheck((form) => form));

export const orderInvoiceGet = defineCall({
  path: '/api/member/order/invoice',
  auth: 'member',
  safe: true,
  input: z.object({ order_no: OrderNoField, lang: LangField }),
  output: OrderInvoiceSchema,
});

/** Asks for the order's invoice, or changes the one asked for while staff have not issued it. */
export const orderInvoiceRequest = defineCall({
  path: '/api/member/order/invoice/request',
  auth: 'member',
  safe: false,
  input: InvoiceRequestFormSchema,
  output: OrderInvoiceSchema,
});

/** What staff see with the order: the member's request, and who issued it when. */
export const StaffInvoiceSchema = z.extend(InvoiceSchema, {
  /** the staff member who marked it issued ('' before) */
  issued_by: z.string(),
  note: z.string(),
  /** the signed-in role may mark it issued now: requested, the order paid and not refunded */
  can_issue: z.boolean(),
});
export type StaffInvoice = z.infer<typeof StaffInvoiceSchema>;

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
/** Staff mark the invoice issued once the e-invoice was sent (role shop; an audit row). */
export const staffInvoiceIssue = defineCall({
  path: '/api/staff/order/invoice/issue',
  auth: 'public',
  safe: false,
  input: z.object({
    order_no: OrderNoField,
    note: text().check(z.refine((s) => [...s].length <= INVOICE_NOTE_MAX && !CONTROL.test(s), 'invoice.noteTooLong')),
    lang: LangField,
  }),
  output: StaffInvoiceSchema,
});
