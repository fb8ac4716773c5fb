import { fromPromise } from 'xstate';
import {
  addressAdd,
  addressDel,
  addressEdit,
  addressList,
  addressSetDefault,
  areaList,
  type Address,
  type AddressFormInput,
  type RegionItem,
} from '../../../contract/address';
import { unwrap } from '../../lib/api-client';

/** The calls the address machines invoke; the request helper adds the language and the token. */
export const listAddresses = fromPromise<Address[]>(() => unwrap(addressList, {}));

export const saveAddress = fromPromise<Address, { id: number | null; form: AddressFormInput }>(({ input }) =>
  input.id === null ? unwrap(addressAdd, input.form) : unwrap(addressEdit, { ...input.form, id: String(input.id) }),
);

export const setDefaultAddress = fromPromise<null, { id: number }>(({ input }) => unwrap(addressSetDefault, { id: String(input.id) }));

export const deleteAddress = fromPromise<null, { id: number }>(({ input }) => unwrap(addressDel, { id: String(input.id) }));

export const fetchRegions = fromPromise<RegionItem[], { pid: number }>(({ input }) => unwrap(areaList, { pid: String(input.pid) }));
