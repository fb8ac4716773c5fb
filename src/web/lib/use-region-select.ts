import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { regionPickerMachine } from '../../../machines/region-picker.machine';

type Picker = ActorRefFrom<typeof regionPickerMachine>;
type Level = 'province' | 'city' | 'area';

const EVENT = { province: 'SELECT_PROVINCE', city: 'SELECT_CITY', area: 'SELECT_AREA' } as const;

/**
 * The region picker's machine as the region selects show it (components/region-select.tsx):
 * its lists and choices, the level loading, a failure, and the choices sent back as events.
 * Null while there is no picker (no form open).
 */
export function useRegionSelect(picker: Picker | undefined) {
  const snapshot = useSelector(picker, (s) => s);
  if (!picker || !snapshot) return null;
  const { context } = snapshot;
  const loading: Level | null = snapshot.matches('loadingProvinces')
    ? 'province'
    : snapshot.matches({ picking: 'loadingCities' })
      ? 'city'
      : snapshot.matches({ picking: 'loadingAreas' })
        ? 'area'
        : null;
  return {
    provinces: context.provinces,
    cities: context.cities,
    areas: context.areas,
    province: context.province,
    city: context.city,
    area: context.area,
    loading,
    failure: snapshot.matches('failed') ? (context.error ?? 'address.regionsFailed') : null,
    onSelect: (level: Level, value: number | null) => picker.send({ type: EVENT[level], value }),
    onRetry: () => picker.send({ type: 'RETRY' }),
  };
}
