import { useEffect, useRef } from 'react';
import type { RefundField, RefundFields } from '../../../../machines/refund-request.machine';
import { REFUND_CONTACT_MAX, REFUND_REASONS, REFUND_REMARK_MAX } from '../../../contract/aftersales';
import { FormField } from '../../components/form-field';
import { t, tKey } from '../../lib/i18n';

export interface RefundFormProps {
  fields: RefundFields;
  errors: Partial<Record<RefundField, string>>;
  failure: string | null;
  submitting: boolean;
  onEdit: (field: RefundField, value: string) => void;
  onSubmit: () => void;
  /** back to the refund shown before (only after an earlier request) */
  onBack?: () => void;
}

/** Reason (spec §4's five), contact name and phone, remark; the first field to correct gets the focus. */
export function RefundForm({ fields, errors, failure, submitting, onEdit, onSubmit, onBack }: RefundFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const handled = useRef(errors);
  useEffect(() => {
    if (handled.current === errors) return;
    handled.current = errors;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const errorOf = (field: RefundField) => (errors[field] ? tKey(errors[field]) : undefined);
  const reasonError = errorOf('reason');

  return (
    <form
      ref={form}
      className="refund-form"
      noValidate
      aria-busy={submitting}
      aria-labelledby="refund-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="refund-form-title">{t('aftersales.refund.formTitle')}</h2>
      {Object.keys(errors).length > 0 && (
        <p className="form-summary" role="alert">
          {t('aftersales.refund.errorsTitle')}
        </p>
      )}
      <fieldset className="refund-reasons" aria-describedby={reasonError ? 'refund-reason-error' : undefined} disabled={submitting}>
        <legend className="form-label">
          {t('aftersales.refund.reason')}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="refund-reason-options">
          {REFUND_REASONS.map((reason) => (
            <label key={reason} className={fields.reason === reason ? 'refund-reason is-chosen' : 'refund-reason'}>
              <input
                type="radio"
                name="reason"
                value={reason}
                checked={fields.reason === reason}
                required
                aria-invalid={reasonError ? true : undefined}
                onChange={() => onEdit('reason', reason)}
              />
              <span>{t(`aftersales.refund.reasons.${reason}`)}</span>
            </label>
          ))}
        </div>
        {reasonError && (
          <p className="form-error" id="refund-reason-error">
            {reasonError}
          </p>
        )}
      </fieldset>
      <div className="refund-contact">
        <FormField
          id="refund-contact_name"
          label={t('aftersales.refund.contactName')}
          value={fields.contact_name}
          onChange={(value) => onEdit('contact_name', value)}
          error={errorOf('contact_name')}
          autoComplete="name"
          maxLength={REFUND_CONTACT_MAX}
          required
          disabled={submitting}
        />
        <FormField
          id="refund-contact_phone"
          label={t('aftersales.refund.contactPhone')}
          value={fields.contact_phone}
          onChange={(value) => onEdit('contact_phone', value)}
          error={errorOf('contact_phone')}
          phone
          autoComplete="tel"
          required
          disabled={submitting}
        />
      </div>
      <FormField
        id="refund-remark"
        label={t('aftersales.refund.remark')}
        value={fields.remark}
        onChange={(value) => onEdit('remark', value)}
        error={errorOf('remark')}
        multiline
        rows={4}
        maxLength={REFUND_REMARK_MAX}
        disabled={submitting}
      />
      {failure && (
        <p className="form-failure" role="alert" data-testid="refund-failure">
          {tKey(failure)}
        </p>
      )}
      <p className="form-actions">
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? t('aftersales.refund.submitting') : t('aftersales.refund.submit')}
        </button>
        {onBack && (
          <button type="button" className="button button-ghost" onClick={onBack} disabled={submitting}>
            {t('aftersales.refund.back')}
          </button>
        )}
      </p>
    </form>
  );
}
