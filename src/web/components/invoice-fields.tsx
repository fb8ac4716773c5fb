import type { InvoiceDraft, InvoiceField, InvoiceKind } from '../../contract/invoice';
import { CREDIT_CODE_LENGTH, INVOICE_EMAIL_MAX, INVOICE_TITLE_MAX } from '../../contract/invoice';
import { t } from '../lib/i18n';
import { FormField } from './form-field';
import './invoice-fields.css';

export interface InvoiceFieldsProps {
  /** prefix of the inputs' ids (two forms never share a page, but tests find them by it) */
  id: string;
  draft: InvoiceDraft;
  /** translated messages of the broken rules, by field */
  errors: Partial<Record<InvoiceField, string>>;
  disabled?: boolean;
  onKind: (kind: InvoiceKind) => void;
  onChange: (field: InvoiceField, value: string) => void;
}

/** The invoice's fields: personal or company, the title, a company's tax number, the email. */
export function InvoiceFields({ id, draft, errors, disabled = false, onKind, onChange }: InvoiceFieldsProps) {
  const labels = {
    kind: t('invoiceUi.kind'),
    personal: t('invoiceUi.personal'),
    company: t('invoiceUi.company'),
    personalTitle: t('invoiceUi.personalTitle'),
    companyTitle: t('invoiceUi.companyTitle'),
    taxNo: t('invoiceUi.taxNo'),
    taxNoHint: t('invoiceUi.taxNoHint'),
    email: t('invoiceUi.email'),
  };
  const company = draft.kind === 'company';
  return (
    <div className="invoice-fields">
      <fieldset className="invoice-kind" disabled={disabled}>
        <legend className="form-label">{labels.kind}</legend>
        {(['personal', 'company'] as const).map((kind) => (
          <label key={kind} className={draft.kind === kind ? 'is-chosen' : undefined}>
            <input type="radio" name={`${id}-kind`} value={kind} checked={draft.kind === kind} onChange={() => onKind(kind)} />
            <span>{labels[kind]}</span>
          </label>
        ))}
      </fieldset>
      <FormField
        id={`${id}-title`}
        label={company ? labels.companyTitle : labels.personalTitle}
        value={draft.title}
        error={errors.title}
        required
        disabled={disabled}
        maxLength={INVOICE_TITLE_MAX}
        autoComplete={company ? 'organization' : 'name'}
        onChange={(value) => onChange('title', value)}
      />
      {company && (
        <div className="invoice-tax-no">
          <FormField
            id={`${id}-tax-no`}
            label={labels.taxNo}
            value={draft.tax_no}
            error={errors.tax_no}
            required
            disabled={disabled}
            maxLength={CREDIT_CODE_LENGTH + 8}
            autoComplete="off"
            onChange={(value) => onChange('tax_no', value)}
          />
          {!errors.tax_no && <p className="invoice-hint">{labels.taxNoHint}</p>}
        </div>
      )}
      <FormField
        id={`${id}-email`}
        label={labels.email}
        type="email"
        inputMode="email"
        value={draft.email}
        error={errors.email}
        required
        disabled={disabled}
        maxLength={INVOICE_EMAIL_MAX}
        autoComplete="email"
        onChange={(value) => onChange('email', value)}
      />
    </div>
  );
}
