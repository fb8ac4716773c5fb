import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import type { InvoiceDraft, InvoiceField } from '../../../contract/invoice';
import { invoiceFormMachine, shownInvoiceErrors } from '../../../../machines/invoice-form.machine';
import { InvoiceFields } from '../../components/invoice-fields';
import { t, tKey } from '../../lib/i18n';

const INPUT = { orderNo: null };

interface InvoiceSectionProps {
  disabled: boolean;
  /** the checkout refused its submit for this form's sake: show the fields' messages */
  refused: boolean;
  /** the draft while an invoice is asked for, null when not: the checkout sends it with the order */
  onDraft: (draft: InvoiceDraft | null) => void;
}

/** Checkout's invoice part (issue 16): unticked, no invoice; ticked, the invoice form. */
export function InvoiceSection({ disabled, refused, onDraft }: InvoiceSectionProps) {
  const [snapshot, send] = useMachine(invoiceFormMachine, { input: INPUT });
  const editing = snapshot.hasTag('editable');
  const { draft } = snapshot.context;

  useEffect(() => onDraft(editing ? draft : null), [editing, draft, onDraft]);
  useEffect(() => {
    if (refused) send({ type: 'SHOW_ERRORS' });
  }, [refused, send]);

  const errors = Object.fromEntries(Object.entries(shownInvoiceErrors(snapshot.context)).map(([field, key]) => [field, tKey(key)])) as Partial<Record<InvoiceField, string>>;
  return (
    <section className="shop-card checkout-invoice" aria-labelledby="checkout-invoice-heading">
      <h2 id="checkout-invoice-heading">{t('invoiceUi.title')}</h2>
      <label className="checkout-invoice-want">
        <input
          type="checkbox"
          name="invoice_wanted"
          checked={editing}
          disabled={disabled}
          onChange={(event) => send(event.target.checked ? { type: 'WANT', value: true } : { type: 'CANCEL' })}
        />
        <span>{t('invoiceUi.want')}</span>
      </label>
      <p className="checkout-note">{t('invoiceUi.wantNote')}</p>
      {editing && (
        <InvoiceFields
          id="checkout-invoice"
          draft={draft}
          errors={errors}
          disabled={disabled}
          onKind={(kind) => send({ type: 'SET_KIND', kind })}
          onChange={(field, value) => send({ type: 'CHANGE', field, value })}
        />
      )}
    </section>
  );
}
