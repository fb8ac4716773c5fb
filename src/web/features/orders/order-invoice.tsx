import { useMachine } from '@xstate/react';
import { useState } from 'react';
import type { InvoiceField } from '../../../contract/invoice';
import { invoiceFormMachine, shownInvoiceErrors } from '../../../../machines/invoice-form.machine';
import { InvoiceFields } from '../../components/invoice-fields';
import { t, tKey } from '../../lib/i18n';
import { loadInvoice, requestInvoice } from './invoice.actors';
import { Facts } from './order-bits';

const logic = invoiceFormMachine.provide({ actors: { loadInvoice, requestInvoice } });

/** An order's invoice (issue 16): what was asked for and its status; request or change it while the server takes one. */
export function OrderInvoice({ orderNo }: { orderNo: string }) {
  const [input] = useState(() => ({ orderNo }));
  const [snapshot, send] = useMachine(logic, { input });
  const { answer, draft, failure, notice } = snapshot.context;
  const invoice = answer?.invoice ?? null;
  const busy = snapshot.hasTag('busy');
  const errors = Object.fromEntries(Object.entries(shownInvoiceErrors(snapshot.context)).map(([field, key]) => [field, tKey(key)])) as Partial<Record<InvoiceField, string>>;

  let body;
  if (snapshot.matches('loading')) {
    body = (
      <p className="order-muted" role="status">
        {t('invoiceUi.loading')}
      </p>
    );
  } else if (snapshot.matches('unavailable')) {
    body = (
      <p className="order-muted">
        {tKey(failure ?? 'error.requestFailed')}{' '}
        <button type="button" className="link-button" onClick={() => send({ type: 'RETRY' })}>
          {t('invoiceUi.retry')}
        </button>
      </p>
    );
  } else if (snapshot.hasTag('editable') || busy) {
    body = (
      <form
        className="order-invoice-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <InvoiceFields
          id="order-invoice"
          draft={draft}
          errors={errors}
          disabled={busy}
          onKind={(kind) => send({ type: 'SET_KIND', kind })}
          onChange={(field, value) => send({ type: 'CHANGE', field, value })}
        />
        {failure && (
          <p className="checkout-error" role="alert">
            {tKey(failure)}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('invoiceUi.submitting') : t('invoiceUi.submit')}
          </button>
          <button type="button" className="button button-ghost" disabled={busy} onClick={() => send({ type: 'CANCEL' })}>
            {t('invoiceUi.cancel')}
          </button>
        </div>
      </form>
    );
  } else {
    const canRequest = snapshot.can({ type: 'EDIT' });
    body = (
      <>
        {notice && (
          <p className="shop-notice is-success" role="status">
            {notice}
          </p>
        )}
        {invoice ? (
          <>
            <p className="order-invoice-status" data-testid="invoice-status">
              {invoice.status === 'issued' ? t('invoiceUi.issued', { time: invoice.issued_at }) : t('invoiceUi.requested')}
            </p>
            <Facts
              rows={[
                ['invoiceUi.kindLabel', invoice.kind === 'company' ? t('invoiceUi.company') : t('invoiceUi.personal')],
                ['invoiceUi.titleLabel', invoice.title],
                ['invoiceUi.taxNoLabel', invoice.tax_no],
                ['invoiceUi.emailLabel', invoice.email],
              ]}
            />
          </>
        ) : (
          <p className="order-muted">{canRequest ? t('invoiceUi.none') : t('invoiceUi.closed')}</p>
        )}
        {canRequest && answer?.deadline && <p className="order-muted">{t('invoiceUi.deadline', { date: answer.deadline })}</p>}
        {canRequest && (
          <button type="button" className="button button-ghost order-invoice-edit" onClick={() => send({ type: 'EDIT' })}>
            {invoice ? t('invoiceUi.change') : t('invoiceUi.request')}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="shop-card order-invoice" aria-labelledby="order-invoice-heading">
      <h2 id="order-invoice-heading">{t('invoiceUi.title')}</h2>
      {body}
    </section>
  );
}
