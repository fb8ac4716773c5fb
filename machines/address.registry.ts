import { ADDRESS_MAX_PER_MEMBER, type Address } from '../src/contract/address';
import { addressBookMachine } from './address-book.machine';
import { regionPickerMachine } from './region-picker.machine';
import type { RegisteredMachine } from './registry';

/** The address machines with the samples their path tests need (spread into MACHINES). */
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
const work: Address = { ...home, id: 2, uuid: '0b6f4a52-0000-4000-8000-000000000002', is_default: 0, consignee: 'Li Hua (office)' };

const provinces = [
  { value: 370000, name: '山东省' },
  { value: 110000, name: '北京市' },
];
const cities = [{ value: 370600, name: '烟台市' }];
const areas = [{ value: 370614, name: '蓬莱区' }];

export const addressMachines: Record<string, RegisteredMachine> = {
  addressBook: {
    machine: addressBookMachine,
    file: 'machines/address-book.machine.ts',
    summary: 'The address book: list, add and edit with field rules, set default and delete behind a confirm.',
    inputs: [undefined],
    events: [
      { type: 'xstate.done.actor.listAddresses', output: [home, work] },
      // a full book: ADD is refused
      { type: 'xstate.done.actor.listAddresses', output: Array.from({ length: ADDRESS_MAX_PER_MEMBER }, (_, i) => ({ ...work, id: 100 + i })) },
      { type: 'xstate.error.actor.listAddresses', error: new Error('offline') },
      { type: 'EDIT', id: 2 },
      { type: 'SET_DEFAULT', id: 2 },
      { type: 'DELETE', id: 2 },
      // refused: not in the book, or already the default
      { type: 'EDIT', id: 99 },
      { type: 'SET_DEFAULT', id: 1 },
      { type: 'DELETE', id: 99 },
      { type: 'CHANGE', field: 'consignee', value: '' },
      { type: 'TOGGLE_DEFAULT', value: true },
      { type: 'REGION_CHANGED', province: 370000, city: null, area: null },
      { type: 'xstate.done.actor.saveAddress', output: work },
      { type: 'xstate.error.actor.saveAddress', error: new Error('This address does not exist') },
      { type: 'xstate.done.actor.setDefaultAddress', output: null },
      { type: 'xstate.error.actor.setDefaultAddress', error: new Error('offline') },
      { type: 'xstate.done.actor.deleteAddress', output: null },
      { type: 'xstate.error.actor.deleteAddress', error: new Error('offline') },
    ],
    promiseActors: ['listAddresses', 'saveAddress', 'setDefaultAddress', 'deleteAddress', 'regionPicker'],
  },
  regionPicker: {
    machine: regionPickerMachine,
    file: 'machines/region-picker.machine.ts',
    summary: 'Province → city → district, each list loaded when the level above is chosen; failures offer a retry.',
    inputs: [undefined, { province: 370000, city: 370600, area: 370614 }],
    events: [
      { type: 'xstate.done.actor.fetchProvinces', output: provinces },
      { type: 'xstate.error.actor.fetchProvinces', error: new Error('offline') },
      { type: 'xstate.done.actor.fetchCities', output: cities },
      { type: 'xstate.error.actor.fetchCities', error: new Error('offline') },
      { type: 'xstate.done.actor.fetchAreas', output: areas },
      { type: 'xstate.error.actor.fetchAreas', error: new Error('offline') },
      { type: 'SELECT_PROVINCE', value: 370000 },
      { type: 'SELECT_PROVINCE', value: null },
      { type: 'SELECT_CITY', value: 370600 },
      { type: 'SELECT_CITY', value: null },
      { type: 'SELECT_AREA', value: 370614 },
    ],
    promiseActors: ['fetchRegions'],
  },
};
