import type { Address } from '../../../contract/address';
import { AddressPicker } from '../../components/address-picker';
import { ModalPanel } from '../../components/modal-panel';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export interface ReceiverPickerProps {
  open: boolean;
  state: 'loading' | 'failed' | 'choosing';
  addresses: Address[];
  currentId: number | null;
  onChoose: (id: number) => void;
  onRetry: () => void;
  onClose: () => void;
}

/** The address book as a modal choice of receiver; an empty book leads to /address. */
export function ReceiverPicker({ open, state, addresses, currentId, onChoose, onRetry, onClose }: ReceiverPickerProps) {
  return (
    <ModalPanel open={open} title={t('shop.checkout.pickerTitle')} closeLabel={t('shop.checkout.close')} onClose={onClose}>
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
      ) : addresses.length === 0 ? (
        <p>
          {t('shop.checkout.pickerEmpty')}{' '}
          <a className="text-link" href={`#${paths.address}`}>
            {t('shop.checkout.addAddress')}
          </a>
        </p>
      ) : (
        <AddressPicker
          addresses={addresses}
          currentId={currentId}
          chooseLabel={t('shop.checkout.useThis')}
          currentLabel={t('shop.checkout.chosen')}
          defaultLabel={t('shop.checkout.default')}
          onChoose={onChoose}
        />
      )}
    </ModalPanel>
  );
}
