import { AddressFormSchema, type Address, type AddressFormInput } from '../src/contract/address';
import type { RegionSelection } from './region-picker.machine';

/** The address form's draft (address-book machine): its fields, conversions and field rules. */
export interface AddressDraft extends RegionSelection {
  consignee: string;
  mobile: string;
  address_details: string;
  zip_code: string;
  is_default: boolean;
}
export type DraftTextField = 'consignee' | 'mobile' | 'address_details' | 'zip_code';
/** Where a message shows: a text field, or the region picker as one field. */
export type DraftField = DraftTextField | 'region';

export const EMPTY_DRAFT: AddressDraft = {
  consignee: '',
  mobile: '',
  address_details: '',
  zip_code: '',
  is_default: false,
  province: null,
  city: null,
  area: null,
};

export const draftOf = (a: Address): AddressDraft => ({
  consignee: a.consignee,
  mobile: a.mobile,
  address_details: a.address_details,
  zip_code: a.zip_code,
  is_default: a.is_default === 1,
  province: a.province,
  city: a.city,
  area: a.area,
});

/** The draft as the form fields the server takes. */
export function formOf(draft: AddressDraft): AddressFormInput {
  const code = (value: number | null) => (value === null ? '' : String(value));
  return {
    consignee: draft.consignee,
    mobile: draft.mobile,
    province: code(draft.province),
    city: code(draft.city),
    area: code(draft.area),
    address_details: draft.address_details,
    zip_code: draft.zip_code,
    is_default: draft.is_default ? '1' : '0',
  };
}

/** The first message of each field, by the same rules the server applies. */
export function draftErrors(draft: AddressDraft): Partial<Record<DraftField, string>> {
  const result = AddressFormSchema.safeParse(formOf(draft));
  const errors: Partial<Record<DraftField, string>> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const name = String(issue.path[0]);
    const field: DraftField = ['province', 'city', 'area'].includes(name) ? 'region' : (name as DraftTextField);
    errors[field] ??= issue.message;
  }
  return errors;
}

export const without = <K extends string>(errors: Partial<Record<K, string>>, field: K) => {
  const { [field]: _gone, ...rest } = errors;
  return rest as Partial<Record<K, string>>;
};
