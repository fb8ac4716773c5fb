import type { FormEvent, ReactNode } from 'react';
import { ADDRESS_DETAILS_MAX, CONSIGNEE_MAX } from '../../contract/address';
import { t, tKey, type UiKey } from '../lib/i18n';
import { PhoneInput } from './phone-input';
import { RegionSelect, type RegionChoices } from './region-select';
import './address-form.css';

/** The address draft's text fields (machines/address-draft.ts), as this form shows them. */
export type AddressTextField = 'consignee' | 'mobile' | 'address_details' | 'zip_code';
export interface AddressFormDraft extends Record<AddressTextField, string> {
  is_default: boolean;
}

interface Props {
  editing: boolean;
  draft: AddressFormDraft;
  errors: Partial<Record<AddressTextField | 'region', string>>;
  saving: boolean;
  /** the address being edited is the default: the flag cannot be switched off here */
  lockedDefault: boolean;
  /** the region picker (lib/use-region-select.ts); null until it runs */
  region: RegionChoices | null;
  onChange: (field: AddressTextField, value: string) => void;
  onToggleDefault: (value: boolean) => void;
  onSave: () => void;
  onCancel: () => void;
  /** the save failure, shown above the buttons */
  notice?: ReactNode;
}

/**
 * Consignee, phone, area (three selects), detailed address, postcode, default flag: the address
 * book's form, and checkout's when a receiver is added in place.
 */
export function AddressForm(props: Props) {
  const { draft, errors } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave();
  };

  const text = (
    field: AddressTextField,
    label: UiKey,
    extra: { type?: string; autoComplete: string; inputMode?: 'numeric' | 'tel'; maxLength?: number; hint?: UiKey },
  ) => {
    const id = `address-${field}`;
    const described = [errors[field] ? `${id}-error` : '', extra.hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
    return (
      <div className={`field field-${field}`}>
        <label htmlFor={id}>{t(label)}</label>
        {field === 'mobile' ? (
          <PhoneInput id={id} value={draft[field]} onChange={(value) => props.onChange(field, value)} invalid={Boolean(errors[field])}
            describedBy={described || undefined} autoComplete={extra.autoComplete} />
        ) : (
          <input
            id={id}
            name={field}
            type={extra.type ?? 'text'}
            value={draft[field]}
            autoComplete={extra.autoComplete}
            inputMode={extra.inputMode}
            maxLength={extra.maxLength}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={described || undefined}
            onChange={(event) => props.onChange(field, event.target.value)}
          />
        )}
        {extra.hint && (
          <p id={`${id}-hint`} className="field-hint">
            {t(extra.hint)}
          </p>
        )}
        {errors[field] && (
          <p id={`${id}-error`} className="field-error">
            {tKey(errors[field])}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="address-form" noValidate onSubmit={submit} aria-labelledby="address-form-title" aria-busy={props.saving || undefined}>
      <h2 id="address-form-title">{t(props.editing ? 'addressBook.formEdit' : 'addressBook.formAdd')}</h2>
      <div className="form-grid">
        {text('consignee', 'addressBook.consignee', { autoComplete: 'name', maxLength: CONSIGNEE_MAX })}
        {text('mobile', 'addressBook.mobile', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: 'addressBook.mobileHint' })}
        <div className="field field-region">
          {props.region && <RegionSelect region={props.region} error={errors.region} errorId="address-region-error" />}
        </div>
        {text('address_details', 'addressBook.details', {
          autoComplete: 'street-address',
          maxLength: ADDRESS_DETAILS_MAX,
          hint: 'addressBook.detailsHint',
        })}
        {text('zip_code', 'addressBook.zipCode', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 })}
      </div>
      <div className="field field-default">
        <label className="check">
          <input
            type="checkbox"
            checked={draft.is_default}
            disabled={props.lockedDefault}
            aria-describedby={props.lockedDefault ? 'address-default-hint' : undefined}
            onChange={(event) => props.onToggleDefault(event.target.checked)}
          />
          <span>{t('addressBook.isDefault')}</span>
        </label>
        {props.lockedDefault && (
          <p id="address-default-hint" className="field-hint">
            {t('addressBook.defaultLocked')}
          </p>
        )}
      </div>
      {props.notice}
      <div className="form-actions">
        <button type="submit" className="button" disabled={props.saving}>
          {t(props.saving ? 'addressBook.saving' : 'addressBook.save')}
        </button>
        <button type="button" className="button button-ghost" onClick={props.onCancel} disabled={props.saving}>
          {t('addressBook.cancel')}
        </button>
      </div>
    </form>
  );
}
