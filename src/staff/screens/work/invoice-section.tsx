import type { ReactNode } from 'react';
import type { StaffInvoice } from '../../../contract/invoice';
import { formatTime, t } from '../../lib/i18n';
import { actionLabel } from './action-dialog';
import { Facts, Section } from './sections';

/** The invoice the member asked for with the order (issue 16), and 'mark issued' when the server offers it. */
export function InvoiceSection({ invoice, busy, onIssue }: { invoice: StaffInvoice | null; busy: boolean; onIssue: () => void }) {
  return (
    <Section title={t('work.invoice.title')}>
      {invoice ? (
        <>
          <Facts
            rows={[
              [t('work.invoice.status'), invoice.status === 'issued' ? t('work.invoice.issued') : t('work.invoice.requested')],
              [t('work.invoice.kind'), invoice.kind === 'company' ? t('work.invoice.company') : t('work.invoice.personal')],
              [t('work.invoice.invoiceTitle'), invoice.title],
              ...(invoice.kind === 'company' ? [[t('work.invoice.taxNo'), <code key="tax">{invoice.tax_no}</code>] as [string, ReactNode]] : []),
              [t('work.invoice.email'), invoice.email],
              [t('work.invoice.requestedAt'), formatTime(invoice.requested_at)],
              ...(invoice.status === 'issued'
                ? ([
                    [t('work.invoice.issuedAt'), formatTime(invoice.issued_at)],
                    [t('work.invoice.issuedBy'), invoice.issued_by],
                    [t('work.invoice.note'), invoice.note],
                  ] as Array<[string, ReactNode]>)
                : []),
            ]}
          />
          {invoice.can_issue && (
            <button type="button" className="st-button st-button-primary" onClick={onIssue} disabled={busy}>
              {actionLabel('ISSUE_INVOICE')}
            </button>
          )}
        </>
      ) : (
        <p className="st-muted">{t('work.invoice.none')}</p>
      )}
    </Section>
  );
}
