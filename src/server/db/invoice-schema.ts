import type { ColumnType, Generated } from 'kysely';
import type { GuestMergeReport } from '../../contract/guest-cart';
import type { InvoiceKind, InvoiceStatus } from '../../contract/invoice';

type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Time = ColumnType<Date, Date | string | undefined, Date | string>;

/** Kysely types of the invoice and guest-cart-merge tables (migration 0034-order-invoices). */
export interface InvoiceTables {
  order_invoices: {
    id: Generated<number>;
    /** one invoice per goods order */
    order_id: number;
    kind: InvoiceKind;
    title: string;
    /** the unified social credit code of a company invoice; '' for a personal one */
    tax_no: Generated<string>;
    email: string;
    status: ColumnType<InvoiceStatus, InvoiceStatus | undefined, InvoiceStatus>;
    requested_at: Time;
    issued_at: MaybeTime;
    issued_by: number | null;
    staff_note: Generated<string>;
    updated_at: Time;
  };
  guest_cart_merges: {
    member_id: number;
    /** the browser's token of one guest cart */
    merge_token: string;
    /** the first merge's answer (null while it runs) */
    report: ColumnType<GuestMergeReport | null, string | null, string>;
    created_at: ColumnType<Date, Date | string | undefined, never>;
  };
}
