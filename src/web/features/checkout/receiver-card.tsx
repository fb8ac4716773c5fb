import type { Address } from '../../../contract/address';
import { t } from '../../lib/i18n';
import { displayPhone } from '../../../contract/phone';

export interface ReceiverCardProps {
  receiver: Address | null;
  invalid: boolean;
  errorId: string;
  onChange: () => void;
  /** add an address in place (the new one becomes the receiver) */
  onAdd: () => void;
  disabled: boolean;
}

/** Who the wines go to, with the way to choose another receiver (or to add a first address). */
export function ReceiverCard({ receiver, invalid, errorId, onChange, onAdd, disabled }: ReceiverCardProps) {
  return (
    <section className={invalid ? 'shop-card checkout-receiver is-invalid' : 'shop-card checkout-receiver'} aria-labelledby="receiver-title">
      <div className="checkout-card-head">
        <h2 id="receiver-title">{t('shop.checkout.receiver')}</h2>
        <button type="button" className="button button-ghost" onClick={onChange} disabled={disabled} aria-describedby={invalid ? errorId : undefined}>
          {receiver ? t('shop.checkout.change') : t('shop.checkout.choose')}
        </button>
      </div>
      {receiver ? (
        <div className="checkout-address" data-testid="checkout-receiver">
          <p className="checkout-name">
            <strong>{receiver.consignee}</strong> <span>{displayPhone(receiver.mobile)}</span>
          </p>
          <p className="checkout-lines">
            {receiver.address_name} {receiver.address_details}
          </p>
        </div>
      ) : (
        <p className="checkout-none">
          {t('shop.checkout.noReceiver')}{' '}
          <button type="button" className="button checkout-add" data-testid="checkout-add-receiver" onClick={onAdd} disabled={disabled}>
            {t('shop.checkout.addAddress')}
          </button>
        </p>
      )}
    </section>
  );
}
