import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addressBookMachine } from '../../machines/address-book.machine';
import { regionPickerMachine } from '../../machines/region-picker.machine';
import type { Address, AddressFormInput, RegionItem } from '../../src/contract/address';

const home: Address = {
  id: 1,
  uuid: 'u1',
  province: 370000,
  city: 370600,
  area: 370614,
  address_name: '山东省 烟台市 蓬莱区',
  address_details: '1 Cliffside Road',
  is_default: 1,
  zip_code: '',
  consignee: 'Li Hua',
  mobile: '13800000007',
};
const LISTS: Record<number, RegionItem[]> = {
  0: [{ value: 370000, name: '山东省' }],
  370000: [{ value: 370600, name: '烟台市' }],
  370600: [{ value: 370614, name: '蓬莱区' }],
};

function book(options: { saved?: AddressFormInput[]; pids?: number[] } = {}) {
  const logic = addressBookMachine.provide({
    actors: {
      listAddresses: fromPromise(async () => [home]),
      saveAddress: fromPromise(async ({ input }: { input: { id: number | null; form: AddressFormInput } }) => {
        options.saved?.push(input.form);
        return home;
      }),
      regionPicker: regionPickerMachine.provide({
        actors: {
          fetchRegions: fromPromise(async ({ input }: { input: { pid: number } }) => {
            options.pids?.push(input.pid);
            return LISTS[input.pid] ?? [];
          }),
        },
      }),
    },
  });
  return createActor(logic).start();
}

describe('address book with its region picker', () => {
  it('takes the region chosen in the picker into the draft and saves the form the server expects', async () => {
    const saved: AddressFormInput[] = [];
    const actor = book({ saved });
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'ADD' });
    const picker = actor.getSnapshot().children.regionPicker!;
    await waitFor(picker, (s) => s.matches({ picking: 'idle' }));
    picker.send({ type: 'SELECT_PROVINCE', value: 370000 });
    await waitFor(picker, (s) => s.context.cities.length > 0);
    picker.send({ type: 'SELECT_CITY', value: 370600 });
    await waitFor(picker, (s) => s.context.areas.length > 0);
    picker.send({ type: 'SELECT_AREA', value: 370614 });
    expect(actor.getSnapshot().context.draft).toMatchObject({ province: 370000, city: 370600, area: 370614 });

    actor.send({ type: 'CHANGE', field: 'consignee', value: ' Wang ' });
    actor.send({ type: 'CHANGE', field: 'mobile', value: '13900000000' });
    actor.send({ type: 'CHANGE', field: 'address_details', value: '8 Harbour Lane' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('list') && s.context.notice?.message === 'address.saved');
    expect(saved).toEqual([
      {
        consignee: ' Wang ',
        mobile: '13900000000',
        province: '370000',
        city: '370600',
        area: '370614',
        address_details: '8 Harbour Lane',
        zip_code: '',
        is_default: '0',
      },
    ]);
  });

  it('refuses an empty form with the rule of each field, the region as one field', async () => {
    const actor = book();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'ADD' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().matches({ editing: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({
      consignee: 'address.consigneeRequired',
      mobile: 'validation.phone',
      region: 'address.regionRequired',
      address_details: 'address.detailsRequired',
    });
    actor.send({ type: 'CHANGE', field: 'consignee', value: 'Li' });
    expect(actor.getSnapshot().context.errors).not.toHaveProperty('consignee');
  });

  it('loads the three lists of an address being edited, province first', async () => {
    const pids: number[] = [];
    const actor = book({ pids });
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'EDIT', id: 1 });
    const picker = actor.getSnapshot().children.regionPicker!;
    await waitFor(picker, (s) => s.matches({ picking: 'idle' }));
    expect(pids).toEqual([0, 370000, 370600]);
    expect(picker.getSnapshot().context).toMatchObject({ province: 370000, city: 370600, area: 370614 });
  });
});

describe('region picker on its own', () => {
  it('clears the levels below a changed level and loads again, ignoring a stale answer', async () => {
    const pending: ((items: RegionItem[]) => void)[] = [];
    const actor = createActor(
      regionPickerMachine.provide({
        actors: {
          fetchRegions: fromPromise(({ input }: { input: { pid: number } }) =>
            input.pid === 0 ? Promise.resolve(LISTS[0]!) : new Promise<RegionItem[]>((resolve) => pending.push(resolve)),
          ),
        },
      }),
      { input: { province: 370000, city: 370600, area: 370614 } },
    ).start();
    await waitFor(actor, (s) => s.matches({ picking: 'loadingCities' }));
    actor.send({ type: 'SELECT_PROVINCE', value: 110000 }); // no parent: nothing to tell, no error
    expect(actor.getSnapshot().context).toMatchObject({ province: 110000, city: null, area: null, cities: [], areas: [] });
    pending[0]!([{ value: 370600, name: '烟台市' }]); // the answer for Shandong arrives late
    pending[1]!([{ value: 110100, name: '北京市' }]);
    await waitFor(actor, (s) => s.matches({ picking: 'idle' }));
    expect(actor.getSnapshot().context.cities).toEqual([{ value: 110100, name: '北京市' }]);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('shows "District acquisition failure" when a list cannot be loaded, and retries', async () => {
    let fail = true;
    const actor = createActor(
      regionPickerMachine.provide({
        actors: {
          fetchRegions: fromPromise(async () => {
            if (fail) throw new Error('offline');
            return LISTS[0]!;
          }),
        },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('address.regionsFailed');
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ picking: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({ error: null, provinces: LISTS[0] });
  });
});
