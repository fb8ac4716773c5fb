import { fromPromise } from 'xstate';
import type { ChangeAddressInput } from '../../../../machines/order-detail.machine';
import type { LoadOrdersInput } from '../../../../machines/order-list.machine';
import type { OrderActionInput } from '../../../../machines/order-actions';
import { addressList, type Address } from '../../../contract/address';
import {
  ORDER_PAGE_SIZE,
  orderCancel,
  orderDel,
  orderEdit,
  orderGet,
  orderList,
  orderReceive,
  type OrderDetail,
  type OrderList,
} from '../../../contract/order';
import { unwrap } from '../../lib/api-client';

/** The calls the order machines invoke. */
export const loadOrders = fromPromise<OrderList, LoadOrdersInput>(({ input }) =>
  unwrap(orderList, { status: input.tab, page: input.page, pagesize: ORDER_PAGE_SIZE }),
);

const CALLS = { cancel: orderCancel, receive: orderReceive, delete: orderDel } as const;
export const runOrderAction = fromPromise<unknown, OrderActionInput>(({ input }) => unwrap(CALLS[input.action], { order_no: input.orderNo }));

export const loadOrder = fromPromise<OrderDetail, { orderNo: string }>(({ input }) => unwrap(orderGet, { order_no: input.orderNo }));

export const loadAddresses = fromPromise<Address[]>(() => unwrap(addressList, {}));

export const changeAddress = fromPromise<OrderDetail, ChangeAddressInput>(({ input }) =>
  unwrap(orderEdit, { order_no: input.orderNo, address_id: String(input.addressId) }),
);
