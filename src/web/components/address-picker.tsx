import type { Address } from '../../contract/address';
import './address-picker.css';

export interface AddressPickerProps {
  addresses: Address[];
  /** the receiver in use now, marked as such */
  currentId: number | null;
  chooseLabel: string;
  currentLabel: string;
  defaultLabel: string;
  onChoose: (id: number) => void;
  disabled?: boolean;
}

/** The member's addresses as a list of choices (checkout receiver, changing an order's receiver). */
export function AddressPicker({ addresses, currentId, chooseLabel, currentLabel, defaultLabel, onChoose, disabled }: AddressPickerProps) {
  return (
    <ul className="address-picker">
      {addresses.map((address) => {
        const current = address.id === currentId;
        return (
          <li key={address.id} className={current ? 'address-choice is-current' : 'address-choice'}>
            <div className="address-choice-text">
              <p className="address-choice-name">
                <strong>{address.consignee}</strong> <span className="address-choice-mobile">{address.mobile}</span>
                {address.is_default === 1 && <span className="address-choice-badge">{defaultLabel}</span>}
              </p>
              <p className="address-choice-lines">
                {address.address_name} {address.address_details}
              </p>
            </div>
            <button
              type="button"
              className="button button-ghost address-choice-button"
              aria-pressed={current}
              disabled={disabled || current}
              onClick={() => onChoose(address.id)}
            >
              {current ? currentLabel : chooseLabel}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
