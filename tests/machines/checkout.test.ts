/**
 * Order submission (spec §2 /orderSubmit, §3 Payment preview, §5 "Checkout needs a chosen receiver
 * ('please choose receiver info')"; issue 16: no order of alcohol before the member confirms being
 * 18 or older): expected values from the spec, not from the machine.
 */
import { describe, expect, it } from 'vitest';
import { checkoutMachine } from '../../machines/checkout.machine';
import type { Address } from '../../src/contract/address';
import type { Preview } from '../../src/contract/order';
import { harness } from '../helpers/machine-harness';

const home = {
  id: 1, uuid: '0b6f4a52-0000-4000-8000-000000000001', province: 370000, city: 370600, area: 370614, address_name: '山东省 烟台市 蓬莱区',
  address_details: '1 Cliffside Road', is_default: 1, zip_code: '265600', consignee: 'Li Hua', mobile: '13800000007',
} as Address;
const office = { ...home, id: 2, uuid: '0b6f4a52-0000-4000-8000-000000000002', is_default: 0, consignee: 'Li Hua (office)' } as Address;
const item = { id: 3, cart_id: 11, title: 'Cliffside Red 2021', product_count: 2, line_price: '776.00' };
const preview = { product_count: 2, price_sum: '776.00', order_price: '776.00', items: [item], receiver: home, order_validity: 86_400 } as unknown as Preview;
const order = { order_no: 'G20261122100000123456', order_price: '776.00', order_time: 86_400, items: [] };
const token = 'c0ffee00c0ffee00c0ffee00';

/** The checkout loaded; `adult` ticks 'I am 18 or older' as a member does before submitting. */
async function loaded(p: Preview = preview, { adult = true } = {}) {
  const h = harness(checkoutMachine, {
    input: { submitToken: token },
    actors: ['loadPreview', 'loadAddresses', 'createOrder', 'addAddress'],
    effects: ['goToPay', 'refreshCount'],
  });
  await h.done('loadPreview', p);
  if (adult) h.send({ type: 'CONFIRM_ADULT', value: true });
  return h;
}

describe('checkout', () => {
  it('no submit before the member confirms being 18 or older: SUBMIT is not taken, no order is made', async () => {
    const h = await loaded(preview, { adult: false });
    expect(h.context().adultConfirmed).toBe(false);
    expect(h.actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    h.send({ type: 'SUBMIT' });
    expect(h.waiting('createOrder')).toBe(0);
    expect(h.state()).toEqual({ ready: 'idle' });
    h.send({ type: 'CONFIRM_ADULT', value: true });
    expect(h.actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
    h.send({ type: 'CONFIRM_ADULT', value: false }); // unticked again
    h.send({ type: 'SUBMIT' });
    expect(h.waiting('createOrder')).toBe(0);
    h.send({ type: 'CONFIRM_ADULT', value: true });
    h.send({ type: 'SUBMIT' });
    expect(h.inputOf('createOrder')).toMatchObject({ addressId: 1, adultConfirmed: true });
  });

  it('after a failed submit, unticking the box stops the retry too', async () => {
    const h = await loaded();
    h.send({ type: 'SUBMIT' });
    await h.fail('createOrder', 'Submit failed, try later');
    h.send({ type: 'CONFIRM_ADULT', value: false });
    h.send({ type: 'SUBMIT' });
    expect(h.state()).toBe('failed');
    expect(h.waiting('createOrder')).toBe(0);
  });

  it('without a receiver, submitting says "please choose receiver info" and makes no order', async () => {
    const h = await loaded({ ...preview, receiver: null });
    h.send({ type: 'SUBMIT' });
    expect(h.waiting('createOrder')).toBe(0);
    expect(h.context().failure).toBe('order.noReceiver');
  });

  it('the chosen receiver, the total seen and the remark make the order; then on to payment with its number', async () => {
    const h = await loaded();
    h.send({ type: 'PICK_RECEIVER' });
    await h.done('loadAddresses', [home, office]);
    h.send({ type: 'CHOOSE_RECEIVER', id: 99 }); // not in the book: nothing changes
    expect(h.context().receiver).toEqual(home);
    h.send({ type: 'CHOOSE_RECEIVER', id: 2 });
    h.send({ type: 'SET_REMARK', value: 'Please call before delivery' });
    h.send({ type: 'SUBMIT' });
    expect(h.inputOf('createOrder')).toEqual({ addressId: 2, submitToken: token, totalPrice: '776.00', remark: 'Please call before delivery', adultConfirmed: true, invoice: null });
    await h.done('createOrder', order);
    expect(h.calls).toEqual([{ type: 'refreshCount', params: undefined }, { type: 'goToPay', params: { orderNo: order.order_no } }]);
  });

  it('an invoice asked for goes with the order; one its rules refuse (a wrong check character) stops the submit', async () => {
    const h = await loaded();
    const company = { kind: 'company' as const, title: 'Penglai Cliffside Estate Co.', tax_no: '91440300708461136U', email: 'finance@example.com' };
    h.send({ type: 'SET_INVOICE', invoice: company });
    h.send({ type: 'SUBMIT' });
    expect(h.waiting('createOrder')).toBe(0);
    expect(h.context().failure).toBe('invoice.checkFields');
    h.send({ type: 'SET_INVOICE', invoice: { ...company, tax_no: '91440300708461136T' } });
    h.send({ type: 'SUBMIT' });
    expect(h.inputOf('createOrder')).toMatchObject({ invoice: { ...company, tax_no: '91440300708461136T' } });
  });

  it('a failed submit shows the message; submitting again sends the same token (never a second order)', async () => {
    const h = await loaded();
    h.send({ type: 'SUBMIT' });
    await h.fail('createOrder', 'Product info abnormal');
    expect(h.context().failure).toBe('Product info abnormal');
    expect(h.called()).toEqual([]);
    h.send({ type: 'SUBMIT' });
    expect(h.inputOf('createOrder')).toMatchObject({ submitToken: token });
  });

  it('nothing selected in the cart: the empty screen, nothing to submit', async () => {
    const h = await loaded({ ...preview, product_count: 0, items: [], order_price: '0.00' } as Preview);
    expect(h.state()).toBe('empty');
    h.send({ type: 'SUBMIT' });
    expect(h.waiting('createOrder')).toBe(0);
  });

  it('an empty address book is no dead end: an address added in place is the receiver, and the order goes to it', async () => {
    const h = await loaded({ ...preview, receiver: null });
    h.send({ type: 'ADD_ADDRESS' });
    expect(h.state()).toEqual({ ready: { adding: 'form' } });
    h.send({ type: 'CHANGE_ADDRESS', field: 'mobile', value: '13800000007' });
    h.send({ type: 'CHANGE_ADDRESS', field: 'address_details', value: '1 Cliffside Road' });
    h.send({ type: 'REGION_CHANGED', province: 370000, city: 370600, area: 370614 });
    h.send({ type: 'SAVE_ADDRESS' });
    expect(h.waiting('addAddress')).toBe(0);
    expect(h.context().draftErrors).toEqual({ consignee: 'address.consigneeRequired' });
    h.send({ type: 'CHANGE_ADDRESS', field: 'consignee', value: 'Li Hua' });
    h.send({ type: 'SAVE_ADDRESS' });
    expect(h.inputOf('addAddress')).toMatchObject({ consignee: 'Li Hua', mobile: '13800000007', province: '370000', city: '370600', area: '370614' });
    const added = { ...home, id: 5, is_default: 0 } as Address;
    await h.done('addAddress', added);
    expect(h.state()).toEqual({ ready: 'idle' });
    expect(h.context().receiver).toEqual(added);
    h.send({ type: 'SUBMIT' });
    expect(h.inputOf('createOrder')).toMatchObject({ addressId: 5 });
  });

  it('from the chooser too; a refused save keeps the form with the server’s message', async () => {
    const h = await loaded();
    h.send({ type: 'PICK_RECEIVER' });
    await h.done('loadAddresses', [home, office]);
    h.send({ type: 'ADD_ADDRESS' });
    for (const [field, value] of [['consignee', 'Wang'], ['mobile', '13800000008'], ['address_details', '2 Harbour Road']] as const)
      h.send({ type: 'CHANGE_ADDRESS', field, value });
    h.send({ type: 'REGION_CHANGED', province: 370000, city: 370600, area: 370614 });
    h.send({ type: 'SAVE_ADDRESS' });
    await h.fail('addAddress', 'You can keep at most 20 addresses');
    expect(h.state()).toEqual({ ready: { adding: 'form' } });
    expect(h.context().draftFailure).toBe('You can keep at most 20 addresses');
    expect(h.context().receiver).toEqual(home);
    h.send({ type: 'CANCEL_ADDRESS' });
    expect(h.state()).toEqual({ ready: 'idle' });
  });
});
