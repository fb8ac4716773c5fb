import type { Address } from '../../../contract/address';
import { AddressPicker } from '../../components/address-picker';
import { ModalPanel } from '../../components/modal-panel';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export type AddressChangeStep = 'loading' | 'failed' | 'picking' | 'confirming' | 'saving';

export interface AddressChangeProps {
  open: boolean;
  step: AddressChangeStep;
  orderNo: string;
  addresses: Address[];
  /** the receiver the order has now (matched by consignee and place, as orders keep a copy) */
  currentId: number | null;
  chosen: Address | null;
  onChoose: (id: number) => void;
  onConfirm: () => void;
  onBack: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * Changing an order's receiver before shipment (spec §4): pick from the address book, then the
 * confirm mode — apply the change, or go back to the choice (cancel mode).
 */
export function AddressChange(props: AddressChangeProps) {
  const { step, chosen } = props;
  let body;
  if (step === 'loading') {
    body = (
      <p className="shop-loading" role="status">
        {t('orders.address.loading')}
      </p>
    );
  } else if (step === 'failed') {
    body = (
      <p role="alert">
        {t('orders.address.failed')}{' '}
        <button type="button" className="button button-ghost" onClick={props.onRetry}>
          {t('orders.retry')}
        </button>
      </p>
    );
  } else if ((step === 'confirming' || step === 'saving') && chosen) {
    body = (
      <div className="address-confirm" role="group" aria-labelledby="address-confirm-title">
        <h3 id="address-confirm-title">{t('orders.address.confirmTitle')}</h3>
        <p>
          {t('orders.address.confirmBody', {
            no: props.orderNo,
            name: chosen.consignee,
            address: `${chosen.address_name} ${chosen.address_details}`,
          })}
        </p>
        <div className="confirm-actions">
          <button type="button" className="button button-ghost" onClick={props.onBack} disabled={step === 'saving'}>
            {t('orders.address.back')}
          </button>
          <button type="button" className="button" onClick={props.onConfirm} disabled={step === 'saving'}>
            {step === 'saving' ? t('orders.confirm.working') : t('orders.address.confirmOk')}
          </button>
        </div>
      </div>
    );
  } else if (props.addresses.length === 0) {
    body = (
      <p>
        {t('orders.address.empty')}{' '}
        <a className="text-link" href={`#${paths.address}`}>
          {t('orders.address.manage')}
        </a>
      </p>
    );
  } else {
    body = (
      <>
        <p className="address-change-intro">{t('orders.address.intro')}</p>
        <AddressPicker
          addresses={props.addresses}
          currentId={props.currentId}
          chooseLabel={t('orders.address.choose')}
          currentLabel={t('shop.checkout.chosen')}
          defaultLabel={t('shop.checkout.default')}
          onChoose={props.onChoose}
        />
      </>
    );
  }
  return (
    <ModalPanel open={props.open} title={t('orders.address.title')} closeLabel={t('orders.address.close')} onClose={props.onClose}>
      {body}
    </ModalPanel>
  );
}
