import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { RegionItem } from '../src/contract/address';

export interface RegionSelection {
  province: number | null;
  city: number | null;
  area: number | null;
}

export interface RegionPickerContext extends RegionSelection {
  provinces: RegionItem[];
  cities: RegionItem[];
  areas: RegionItem[];
  /** message key of the last failure ("District acquisition failure") */
  error: string | null;
}

export type RegionPickerInput = Partial<RegionSelection> | undefined;

export type RegionPickerEvent =
  | { type: 'SELECT_PROVINCE'; value: number | null }
  | { type: 'SELECT_CITY'; value: number | null }
  | { type: 'SELECT_AREA'; value: number | null }
  | { type: 'RETRY' };

/** What the picker tells the machine that invoked it after every choice. */
export type RegionChangedEvent = { type: 'REGION_CHANGED' } & RegionSelection;

const REGIONS_FAILED = 'address.regionsFailed';

/**
 * Province → city → district (spec §3 Region list item). Each level is loaded when the level
 * above is chosen; choosing again clears everything below. A preset selection (editing an
 * address) loads the three lists in turn. Any failed load shows the failure with a retry.
 */
export const regionPickerMachine = setup({
  types: {
    context: {} as RegionPickerContext,
    events: {} as RegionPickerEvent,
    input: {} as RegionPickerInput,
  },
  actors: {
    // supplied by the web layer: the /api/area/area/ call
    fetchRegions: fromPromise<RegionItem[], { pid: number }>(async () => {
      throw new Error('fetchRegions must be provided');
    }),
  },
  guards: {
    hasProvince: ({ context }) => context.province !== null,
    hasCity: ({ context }) => context.city !== null,
    isCleared: (_, params: { value: number | null }) => params.value === null,
  },
  actions: {
    setProvinces: assign({ provinces: (_, params: { items: RegionItem[] }) => params.items }),
    setCities: assign({ cities: (_, params: { items: RegionItem[] }) => params.items }),
    setAreas: assign({ areas: (_, params: { items: RegionItem[] }) => params.items }),
    setProvince: assign((_, params: { value: number | null }) => ({
      province: params.value,
      city: null,
      area: null,
      cities: [],
      areas: [],
    })),
    setCity: assign((_, params: { value: number | null }) => ({ city: params.value, area: null, areas: [] })),
    setArea: assign({ area: (_, params: { value: number | null }) => params.value }),
    setError: assign({ error: REGIONS_FAILED }),
    clearError: assign({ error: null }),
    // a picker used on its own has no parent to tell
    notifyParent: enqueueActions(({ context, self, enqueue }) => {
      if (!self._parent) return;
      const { province, city, area } = context;
      enqueue.sendParent({ type: 'REGION_CHANGED', province, city, area } satisfies RegionChangedEvent);
    }),
  },
}).createMachine({
  id: 'regionPicker',
  context: ({ input }) => ({
    province: input?.province ?? null,
    city: input?.city ?? null,
    area: input?.area ?? null,
    provinces: [],
    cities: [],
    areas: [],
    error: null,
  }),
  initial: 'loadingProvinces',
  states: {
    loadingProvinces: {
      invoke: {
        id: 'fetchProvinces',
        src: 'fetchRegions',
        input: () => ({ pid: 0 }),
        onDone: [
          {
            guard: 'hasProvince',
            target: 'picking.loadingCities',
            actions: { type: 'setProvinces', params: ({ event }) => ({ items: event.output }) },
          },
          { target: 'picking.idle', actions: { type: 'setProvinces', params: ({ event }) => ({ items: event.output }) } },
        ],
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    picking: {
      initial: 'idle',
      on: {
        SELECT_PROVINCE: [
          {
            guard: { type: 'isCleared', params: ({ event }) => ({ value: event.value }) },
            target: '.idle',
            actions: [{ type: 'setProvince', params: ({ event }) => ({ value: event.value }) }, 'notifyParent'],
          },
          {
            target: '.loadingCities',
            actions: [{ type: 'setProvince', params: ({ event }) => ({ value: event.value }) }, 'notifyParent'],
          },
        ],
        SELECT_CITY: [
          {
            guard: { type: 'isCleared', params: ({ event }) => ({ value: event.value }) },
            target: '.idle',
            actions: [{ type: 'setCity', params: ({ event }) => ({ value: event.value }) }, 'notifyParent'],
          },
          {
            target: '.loadingAreas',
            actions: [{ type: 'setCity', params: ({ event }) => ({ value: event.value }) }, 'notifyParent'],
          },
        ],
        SELECT_AREA: {
          actions: [{ type: 'setArea', params: ({ event }) => ({ value: event.value }) }, 'notifyParent'],
        },
      },
      states: {
        idle: {},
        loadingCities: {
          invoke: {
            id: 'fetchCities',
            src: 'fetchRegions',
            input: ({ context }) => ({ pid: context.province ?? 0 }),
            onDone: [
              {
                guard: 'hasCity',
                target: 'loadingAreas',
                actions: { type: 'setCities', params: ({ event }) => ({ items: event.output }) },
              },
              { target: 'idle', actions: { type: 'setCities', params: ({ event }) => ({ items: event.output }) } },
            ],
            onError: { target: '#regionPicker.failed', actions: 'setError' },
          },
        },
        loadingAreas: {
          invoke: {
            id: 'fetchAreas',
            src: 'fetchRegions',
            input: ({ context }) => ({ pid: context.city ?? 0 }),
            onDone: { target: 'idle', actions: { type: 'setAreas', params: ({ event }) => ({ items: event.output }) } },
            onError: { target: '#regionPicker.failed', actions: 'setError' },
          },
        },
      },
    },
    failed: {
      on: { RETRY: { target: 'loadingProvinces', actions: 'clearError' } },
    },
  },
});
