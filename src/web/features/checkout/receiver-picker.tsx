import type { DraftField, DraftTextField } from '../../../../machines/address-draft';
import type { Address } from '../../../contract/address';
import { AddressForm, type AddressFormDraft } from '../../components/address-form';
import { AddressPicker } from '../../components/address-picker';
import { ModalPanel } from '../../components/modal-panel';
import type { RegionChoices } from '../../components/region-select';
import { t, tKey } from '../../lib/i18n';

/** The address book's form in place: the draft, its messages and its calls. */
export interface ReceiverDraft {
  draft: AddressFormDraft;
  errors: Partial<Record<DraftField, string>>;
  /** a message key, or the server's text */
  failure: string | null;
  saving: boolean;
  region: RegionChoices | null;
  onChange: (field: DraftTextField, value: string) => void;
  onToggleDefault: (value: boolean) => void;
  onSave: () => void;
  onCancel: () => void;
}

export interface ReceiverPickerProps {
  open: boolean;
  state: 'loading' | 'failed' | 'choosing' | 'adding';
  addresses: Address[];
  currentId: number | null;
  onChoose: (id: number) => void;
  onAdd: () => void;
  onRetry: () => void;
  onClose: () => void;
  adding: ReceiverDraft;
}

/**
 * The address book as a modal choice of receiver, with "add an address" in place: the new
 * address, once saved, is the receiver and the member stays on checkout.
 */
export function ReceiverPicker({ open, state, addresses, currentId, onChoose, onAdd, onRetry, onClose, adding }: ReceiverPickerProps) {
  const addButton = (label: string) => (
    <button type="button" className="button button-ghost checkout-add" data-testid="checkout-add-address" onClick={onAdd}>
      {label}
    </button>
  );
  return (
    <ModalPanel
      open={open}
      title={state === 'adding' ? t('shop.checkout.addTitle') : t('shop.checkout.pickerTitle')}
      closeLabel={t('shop.checkout.close')}
      onClose={onClose}
    >
      {state === 'loading' ? (
        <p className="shop-loading" role="status">
          {t('shop.checkout.pickerLoading')}
        </p>
      ) : state === 'failed' ? (
        <p role="alert">
          {t('shop.checkout.pickerFailed')}{' '}
          <button type="button" className="button button-ghost" onClick={onRetry}>
            {t('shop.checkout.retry')}
          </button>
        </p>
      ) : state === 'adding' ? (
        <AddressForm
          editing={false}
          draft={adding.draft}
          errors={adding.errors}
          saving={adding.saving}
          lockedDefault={false}
          region={adding.region}
          onChange={adding.onChange}
          onToggleDefault={adding.onToggleDefault}
          onSave={adding.onSave}
          onCancel={adding.onCancel}
          notice={
            adding.failure && (
              <p className="field-error checkout-add-failure" role="alert">
                {tKey(adding.failure)}
              </p>
            )
          }
        />
      ) : addresses.length === 0 ? (
        <div className="checkout-picker-empty">
          <p>{t('shop.checkout.pickerEmpty')}</p>
          {addButton(t('shop.checkout.addAddress'))}
        </div>
      ) : (
        <>
          <AddressPicker
            addresses={addresses}
            currentId={currentId}
            chooseLabel={t('shop.checkout.useThis')}
            currentLabel={t('shop.checkout.chosen')}
            defaultLabel={t('shop.checkout.default')}
            onChoose={onChoose}
          />
          {addButton(t('shop.checkout.addNew'))}
        </>
      )}
    </ModalPanel>
  );
}
