import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { regionPickerMachine } from '../../../../machines/region-picker.machine';
import { areaList, type RegionItem } from '../../../contract/address';
import { FilterField } from '../../components/filter-bar';
import { staffCall } from '../../lib/api';
import { t } from '../../lib/i18n';

const picker = regionPickerMachine.provide({
  actors: { fetchRegions: fromPromise<RegionItem[], { pid: number }>(({ input }) => staffCall(areaList, { pid: String(input.pid) })) },
});

/**
 * Province → city → district for a new receiver, on the public address book's region machine
 * and the same /api/area call; each choice is told to the form (`onChange` with the three codes).
 */
export function RegionSelect({ idPrefix, onChange }: { idPrefix: string; onChange: (region: { province: string; city: string; area: string }) => void }) {
  const [snapshot, send] = useMachine(picker, { input: undefined });
  const { province, city, area, provinces, cities, areas, error } = snapshot.context;
  useEffect(() => {
    onChange({ province: province ? String(province) : '', city: city ? String(city) : '', area: area ? String(area) : '' });
  }, [province, city, area]); // tell the form only when a code changes
  const select = (label: string, id: string, value: number | null, items: RegionItem[], type: 'SELECT_PROVINCE' | 'SELECT_CITY' | 'SELECT_AREA', disabled: boolean) => (
    <FilterField label={label} htmlFor={id}>
      <select id={id} value={value ?? ''} disabled={disabled} required onChange={(event) => send({ type, value: event.target.value ? Number(event.target.value) : null })}>
        <option value="">{t('work.fields.chooseRegion')}</option>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.name}
          </option>
        ))}
      </select>
    </FilterField>
  );
  return (
    <div className="st-work-region">
      {select(t('work.fields.province'), `${idPrefix}-province`, province, provinces, 'SELECT_PROVINCE', false)}
      {select(t('work.fields.city'), `${idPrefix}-city`, city, cities, 'SELECT_CITY', !province)}
      {select(t('work.fields.area'), `${idPrefix}-area`, area, areas, 'SELECT_AREA', !city)}
      {error ? (
        <p className="st-field-error" role="alert">
          {t('work.fields.regionsFailed')}{' '}
          <button type="button" className="st-button" onClick={() => send({ type: 'RETRY' })}>
            {t('shell.state.retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
