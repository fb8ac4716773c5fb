import type { Address } from '../src/contract/address';
import type { CartItem, CartSummary } from '../src/contract/cart';
import type { OrderDetail, OrderSummary, PayOrder, Preview } from '../src/contract/order';
import { cartMachine } from './cart.machine';
import { guestCartMachine } from './guest-cart.machine';
import { checkoutMachine } from './checkout.machine';
import { invoiceFormMachine } from './invoice-form.machine';
import type { OrderInvoice } from '../src/contract/invoice';
import { orderDetailMachine } from './order-detail.machine';
import { orderListMachine } from './order-list.machine';
import type { RegisteredMachine } from './registry';

/** The cart, checkout and order machines with the samples their path tests need (spread into MACHINES). */
const line: CartItem = {
  id: 11,
  user_id: 7,
  goods_id: 3,
  title: 'Cliffside Red 2021',
  images: ['/media/demo/bottle-red.svg'],
  unit_price: '388.00',
  original_price: '388.00',
  price: '776.00',
  dollar_price: '110.00',
  product_count: 2,
  product_spec: '750ml',
  is_selected: 1,
  stock: 40,
  tips: '',
  available: 1,
};
const soldOut: CartItem = { ...line, id: 12, goods_id: 4, is_selected: 0, stock: 0, tips: 'Sold out', available: 0 };
const cart: CartSummary = { count_sum: 2, product_count: 2, price_sum: '776.00', dollar_price_sum: '110.00', items: [line, soldOut] };
/** the line holds all 40 bottles in stock: more is refused and the box put back */
const atStock: CartSummary = { ...cart, items: [{ ...line, product_count: 40, price: '15520.00' }, soldOut] };
const nothingSelected: CartSummary = { ...cart, product_count: 0, price_sum: '0.00', dollar_price_sum: '0.00', items: [{ ...line, is_selected: 0 }, soldOut] };

const home: Address = {
  id: 1,
  uuid: '0b6f4a52-0000-4000-8000-000000000001',
  province: 370000,
  city: 370600,
  area: 370614,
  address_name: '山东省 烟台市 蓬莱区',
  address_details: '1 Cliffside Road',
  is_default: 1,
  zip_code: '265600',
  consignee: 'Li Hua',
  mobile: '13800000007',
};
const office: Address = { ...home, id: 2, uuid: '0b6f4a52-0000-4000-8000-000000000002', is_default: 0, consignee: 'Li Hua (office)' };

const previewItem = {
  id: 3, cart_id: 11, title: 'Cliffside Red 2021', en_title: 'Cliffside Red 2021', tw_title: '崖畔紅 2021', intro: '', product_spec: '750ml', stock: 40,
  images: ['/media/demo/bottle-red.svg'], price: '388.00', dollar_price: '55.00', switch: 1, is_sell: 1, product_count: 2, line_price: '776.00', line_dollar_price: '110.00',
};
const preview: Preview = {
  product_count: 2, price_sum: '776.00', dollar_price_sum: '110.00', shipping_fee: '0.00', free_shipping_from: '500.00', order_price: '776.00',
  items: [previewItem], receiver: home, order_validity: 86_400,
};
const noReceiver: Preview = { ...preview, receiver: null };
const emptyPreview: Preview = { ...preview, product_count: 0, items: [], order_price: '0.00' };
const orderItem = { id: 21, goods_id: 3, title: 'Cliffside Red 2021', image: '/media/demo/bottle-red.svg', product_spec: '750ml', product_count: 2, unit_price: '388.00', price: '776.00', dollar_price: '110.00' };
const payOrder: PayOrder = { order_no: 'G20261122100000123456', order_price: '776.00', order_time: 86_400, items: [orderItem] };

const summary = (orderNo: string, status: number): OrderSummary => ({
  order_no: orderNo, status, order_price: '776.00', goods_price: '776.00', shipping_fee: '0.00', dollar_price: '110.00', product_count: 2,
  create_time: '2026-11-22 10:00:00', order_time: status === 5 ? 86_000 : 0, items: [orderItem], refund_decided: false,
});
const unpaid = summary('G20261122100000000005', 5);
const shipped = summary('G20261122100000000015', 15);
const cancelled = summary('G20261122100000000006', 6);
const firstPage = { total: 4, page: 1, pagesize: 3, list: [unpaid, shipped, cancelled] };
const secondPage = { total: 4, page: 2, pagesize: 3, list: [summary('G20261122100000000020', 20)] };

const detail = (status: number): OrderDetail => ({
  ...summary(unpaid.order_no, status), consignee: 'Li Hua', mobile: '13800000007', province: 370000, city: 370600, area: 370614,
  address_name: '山东省 烟台市 蓬莱区', address_details: '1 Cliffside Road', zip_code: '265600', remark: '', pay_method: '', pay_no: '', pay_time: '',
  paid_price: '0.00', actions: [], refund: null, logistics: null,
});

const noInvoice: OrderInvoice = { invoice: null, can_request: true, deadline: '' };
const requestedInvoice: OrderInvoice = {
  invoice: { kind: 'company', title: 'Penglai Cliffside Estate Co.', tax_no: '91440300708461136T', email: 'finance@example.com', status: 'requested', requested_at: '2026-11-22 10:00:00', issued_at: '' },
  can_request: true,
  deadline: '',
};
const issuedInvoice: OrderInvoice = { ...requestedInvoice, invoice: { ...requestedInvoice.invoice!, status: 'issued', issued_at: '2026-11-23 09:00:00' }, can_request: false };

export const orderMachines: Record<string, RegisteredMachine> = {
  cart: {
    machine: cartMachine,
    file: 'machines/cart.machine.ts',
    summary: 'The cart: quantities within 1–99 and the stock (below put back, above set to the limit), select lines, delete behind a confirm, checkout only with a selection.',
    inputs: [undefined],
    events: [
      { type: 'xstate.done.actor.loadCart', output: cart },
      { type: 'xstate.done.actor.loadCart', output: nothingSelected },
      { type: 'xstate.error.actor.loadCart', error: new Error('offline') },
      { type: 'CHANGE_QUANTITY', id: 11, count: 3 },
      { type: 'CHANGE_QUANTITY', id: 11, count: 2 },
      { type: 'CHANGE_QUANTITY', id: 11, count: 0 },
      { type: 'CHANGE_QUANTITY', id: 11, count: 120 },
      { type: 'CHANGE_QUANTITY', id: 11, count: 41 },
      { type: 'TOGGLE', id: 11, selected: false },
      { type: 'TOGGLE', id: 12, selected: true },
      { type: 'TOGGLE_ALL', selected: true },
      { type: 'DELETE', ids: [11] },
      { type: 'DELETE', ids: [] },
      { type: 'xstate.done.actor.changeCart', output: cart },
      { type: 'xstate.done.actor.changeCart', output: atStock },
      { type: 'xstate.error.actor.changeCart', error: new Error('Only 40 bottles left in stock') },
      { type: 'xstate.done.actor.deleteLines', output: cart },
      { type: 'xstate.error.actor.deleteLines', error: new Error('offline') },
    ],
    promiseActors: ['loadCart', 'changeCart'],
  },
  guestCart: {
    machine: guestCartMachine,
    file: 'machines/guest-cart.machine.ts',
    summary: "A guest's cart on /cart: the wines kept in the browser with today's price (sold out / no longer sold marked), quantities within 1–99 and the stock, remove a line, sign in to check out (the merge follows).",
    inputs: [{ lines: [{ goods_id: 3, count: 2 }, { goods_id: 9, count: 1 }] }, { lines: [] }],
    events: [
      { type: 'xstate.done.actor.loadWines', output: { 3: { id: 3, title: 'Cliffside Red 2021', images: [], volume: '750ml', price: '388.00', dollar_price: '55.00', original_price: '', stock: 40, is_sell: 1 } } },
      { type: 'xstate.error.actor.loadWines', error: new Error('offline') },
      { type: 'CHANGE_QUANTITY', id: 3, count: 3 },
      { type: 'CHANGE_QUANTITY', id: 3, count: 2 },
      { type: 'CHANGE_QUANTITY', id: 3, count: 0 },
      { type: 'CHANGE_QUANTITY', id: 3, count: 120 },
      { type: 'CHANGE_QUANTITY', id: 7, count: 1 },
      { type: 'REMOVE', id: 3 },
      { type: 'REMOVE', id: 7 },
      { type: 'SIGN_IN' },
      { type: 'DISMISS' },
      { type: 'RETRY' },
    ],
    promiseActors: ['loadWines'],
  },
  checkout: {
    machine: checkoutMachine,
    file: 'machines/checkout.machine.ts',
    summary: 'Order submission: preview, receiver from the address book or added in place, an invoice asked for or not, the 18+ confirmation, one submit per checkout token, then payment.',
    inputs: [{ submitToken: 'c0ffee00c0ffee00c0ffee00' }],
    events: [
      { type: 'xstate.done.actor.loadPreview', output: preview },
      { type: 'xstate.done.actor.loadPreview', output: noReceiver },
      { type: 'xstate.done.actor.loadPreview', output: emptyPreview },
      { type: 'xstate.error.actor.loadPreview', error: new Error('offline') },
      { type: 'xstate.done.actor.loadAddresses', output: [home, office] },
      { type: 'xstate.error.actor.loadAddresses', error: new Error('offline') },
      { type: 'CHOOSE_RECEIVER', id: 2 },
      { type: 'CHOOSE_RECEIVER', id: 99 },
      { type: 'SET_REMARK', value: 'Please call before delivery' },
      // the 'I am 18 or older' box ticked, and unticked again
      { type: 'CONFIRM_ADULT', value: true },
      { type: 'CONFIRM_ADULT', value: false },
      // an invoice asked for (issue 16): a company's with a wrong check character, then none again
      { type: 'SET_INVOICE', invoice: { kind: 'company', title: 'Penglai Cliffside Estate Co.', tax_no: '91440300708461136U', email: 'finance@example.com' } },
      { type: 'SET_INVOICE', invoice: null },
      { type: 'xstate.done.actor.createOrder', output: payOrder },
      { type: 'xstate.error.actor.createOrder', error: new Error('Product info abnormal') },
      // a receiver added in place: the address book's fields, filled in (a consignee left out is refused)
      { type: 'ADD_ADDRESS' },
      { type: 'CHANGE_ADDRESS', field: 'consignee', value: 'Li Hua' },
      { type: 'CHANGE_ADDRESS', field: 'mobile', value: '13800000007' },
      { type: 'CHANGE_ADDRESS', field: 'address_details', value: '1 Cliffside Road' },
      { type: 'REGION_CHANGED', province: 370000, city: 370600, area: 370614 },
      { type: 'TOGGLE_DEFAULT', value: true },
      { type: 'SAVE_ADDRESS' },
      { type: 'CANCEL_ADDRESS' },
      { type: 'xstate.done.actor.addAddress', output: { ...home, id: 3, uuid: '0b6f4a52-0000-4000-8000-000000000003', is_default: 0 } },
      { type: 'xstate.error.actor.addAddress', error: new Error('You can keep at most 20 addresses') },
    ],
    promiseActors: ['loadPreview', 'loadAddresses', 'createOrder', 'addAddress', 'regionPicker'],
  },
  invoiceForm: {
    machine: invoiceFormMachine,
    file: 'machines/invoice-form.machine.ts',
    summary: 'The invoice form: at checkout asked for or not, sent with the order; on an order loaded, requested or changed while the server takes one; personal or company with a checked tax number.',
    inputs: [{ orderNo: null }, { orderNo: unpaid.order_no }],
    events: [
      { type: 'WANT', value: true },
      { type: 'WANT', value: false },
      { type: 'SET_KIND', kind: 'company' },
      { type: 'SET_KIND', kind: 'personal' },
      { type: 'CHANGE', field: 'title', value: 'Penglai Cliffside Estate Co.' },
      // the check character is wrong (T is right): refused until corrected
      { type: 'CHANGE', field: 'tax_no', value: '91440300708461136U' },
      { type: 'CHANGE', field: 'tax_no', value: '91440300708461136T' },
      { type: 'CHANGE', field: 'email', value: 'finance@example.com' },
      { type: 'xstate.done.actor.loadInvoice', output: noInvoice },
      { type: 'xstate.done.actor.loadInvoice', output: issuedInvoice },
      { type: 'xstate.error.actor.loadInvoice', error: new Error('offline') },
      { type: 'xstate.done.actor.requestInvoice', output: { answer: requestedInvoice, notice: 'Invoice requested' } },
      { type: 'xstate.error.actor.requestInvoice', error: new Error('The invoice has already been issued and can no longer be changed') },
    ],
    promiseActors: ['loadInvoice', 'requestInvoice'],
  },
  orderList: {
    machine: orderListMachine,
    file: 'machines/order-list.machine.ts',
    summary: 'My orders: tabs all, 5, 10, 15, 8, more pages, and the row actions the goods order machine allows, behind confirms.',
    inputs: [{}, { tab: '5' }],
    events: [
      { type: 'xstate.done.actor.loadOrders', output: firstPage },
      { type: 'xstate.error.actor.loadOrders', error: new Error('offline') },
      { type: 'xstate.done.actor.loadMoreOrders', output: secondPage },
      { type: 'xstate.error.actor.loadMoreOrders', error: new Error('offline') },
      { type: 'SELECT_TAB', tab: '10' },
      { type: 'SELECT_TAB', tab: 'all' },
      { type: 'PAY', orderNo: unpaid.order_no },
      { type: 'CANCEL_ORDER', orderNo: unpaid.order_no },
      { type: 'CONFIRM_RECEIPT', orderNo: shipped.order_no },
      { type: 'DELETE_ORDER', orderNo: cancelled.order_no },
      // refused: the goods order machine does not allow these in the order's status
      { type: 'PAY', orderNo: shipped.order_no },
      { type: 'CANCEL_ORDER', orderNo: shipped.order_no },
      { type: 'CONFIRM_RECEIPT', orderNo: unpaid.order_no },
      { type: 'DELETE_ORDER', orderNo: unpaid.order_no },
      { type: 'xstate.done.actor.runOrderAction', output: { order_no: unpaid.order_no, status: 6 } },
      { type: 'xstate.error.actor.runOrderAction', error: new Error('The order cannot do this now') },
    ],
    promiseActors: ['loadOrders', 'runOrderAction'],
  },
  orderDetail: {
    machine: orderDetailMachine,
    file: 'machines/order-detail.machine.ts',
    summary: 'One order: its facts and the actions the goods order machine allows; change the receiver with confirm / cancel.',
    inputs: [{ orderNo: unpaid.order_no }],
    events: [
      { type: 'xstate.done.actor.loadOrder', output: detail(5) },
      { type: 'xstate.done.actor.loadOrder', output: detail(10) },
      { type: 'xstate.done.actor.loadOrder', output: detail(15) },
      { type: 'xstate.done.actor.loadOrder', output: detail(6) },
      { type: 'xstate.error.actor.loadOrder', error: new Error('There are no such orders') },
      { type: 'xstate.done.actor.runOrderAction', output: { order_no: unpaid.order_no, status: 6 } },
      { type: 'xstate.error.actor.runOrderAction', error: new Error('The order cannot do this now') },
      { type: 'xstate.done.actor.loadAddresses', output: [home, office] },
      { type: 'xstate.error.actor.loadAddresses', error: new Error('offline') },
      { type: 'CHOOSE_ADDRESS', id: 2 },
      { type: 'CHOOSE_ADDRESS', id: 99 }, // not one of the member's addresses: refused
      { type: 'xstate.done.actor.changeAddress', output: { ...detail(5), consignee: 'Li Hua (office)' } },
      { type: 'xstate.error.actor.changeAddress', error: new Error('The order cannot do this now') },
    ],
    promiseActors: ['loadOrder', 'runOrderAction', 'loadAddresses', 'changeAddress'],
  },
};
