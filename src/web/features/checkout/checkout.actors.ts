import { fromPromise } from 'xstate';
import type { CreateOrderInput } from '../../../../machines/checkout.machine';
import { addressAdd, addressList, areaList, type Address, type AddressFormInput, type RegionItem } from '../../../contract/address';
import { ADULT_CONFIRMED, orderAdd, orderPreview, type PayOrder, type Preview } from '../../../contract/order';
import { unwrap } from '../../lib/api-client';

/** The calls the checkout machine invokes. The submit is never retried by the request helper. */
export const loadPreview = fromPromise<Preview>(() => unwrap(orderPreview, {}));

export const loadAddresses = fromPromise<Address[]>(() => unwrap(addressList, {}));

export const createOrder = fromPromise<PayOrder, CreateOrderInput>(({ input }) =>
  unwrap(orderAdd, {
    address_id: String(input.addressId),
    submit_token: input.submitToken,
    total_price: input.totalPrice,
    adult_confirmed: input.adultConfirmed ? ADULT_CONFIRMED : '',
    ...(input.remark.trim() ? { remark: input.remark } : {}),
    ...(input.invoice
      ? { invoice_kind: input.invoice.kind, invoice_title: input.invoice.title, invoice_tax_no: input.invoice.tax_no, invoice_email: input.invoice.email }
      : {}),
  }),
);

/** A receiver added in place: the address book's add call. */
export const addAddress = fromPromise<Address, AddressFormInput>(({ input }) => unwrap(addressAdd, input));

export const fetchRegions = fromPromise<RegionItem[], { pid: number }>(({ input }) => unwrap(areaList, { pid: String(input.pid) }));
