import type { Address } from '../../../contract/address';
import { t } from '../../lib/i18n';
import { displayPhone } from '../../../contract/phone';

interface Props {
  address: Address;
  canSetDefault: boolean;
  disabled: boolean;
  onEdit: () => void;
  onSetDefault: () => void;
  onDelete: () => void;
}

/** One saved address: who, where, and its actions; the default one wears a badge. */
export function AddressCard({ address, canSetDefault, disabled, onEdit, onSetDefault, onDelete }: Props) {
  const headingId = `address-${address.id}-name`;
  return (
    <li className={`address-card${address.is_default ? ' is-default' : ''}`} aria-labelledby={headingId} data-testid="address-card">
      <div className="address-card-head">
        <h3 id={headingId} className="address-consignee">
          {address.consignee}
        </h3>
        <span className="address-mobile">{displayPhone(address.mobile)}</span>
        {address.is_default === 1 && <span className="default-badge">{t('addressBook.default')}</span>}
      </div>
      <p className="address-lines">
        <span className="address-region">{address.address_name}</span>
        <span className="address-details">{address.address_details}</span>
        {address.zip_code && <span className="address-zip">{t('addressBook.zip', { zip: address.zip_code })}</span>}
      </p>
      <div className="address-actions">
        <button type="button" className="link-button" onClick={onEdit} disabled={disabled} aria-describedby={headingId}>
          {t('addressBook.edit')}
        </button>
        {canSetDefault && (
          <button type="button" className="link-button" onClick={onSetDefault} disabled={disabled} aria-describedby={headingId}>
            {t('addressBook.setDefault')}
          </button>
        )}
        <button type="button" className="link-button is-danger" onClick={onDelete} disabled={disabled} aria-describedby={headingId}>
          {t('addressBook.delete')}
        </button>
      </div>
    </li>
  );
}
