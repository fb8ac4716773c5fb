import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { RegionItem } from '../../../contract/address';
import type { regionPickerMachine } from '../../../../machines/region-picker.machine';
import { t, tKey, type UiKey } from '../../lib/i18n';

interface Props {
  picker: ActorRefFrom<typeof regionPickerMachine>;
  /** message key of the form's region rule */
  error?: string;
  errorId: string;
}

/** The region picker as three selects: province, city, district (each loaded on demand). */
export function RegionSelect({ picker, error, errorId }: Props) {
  const snapshot = useSelector(picker, (s) => s);
  const { context } = snapshot;
  const failed = snapshot.matches('failed');
  const loading = (level: 'loadingProvinces' | 'loadingCities' | 'loadingAreas') =>
    level === 'loadingProvinces' ? snapshot.matches('loadingProvinces') : snapshot.matches({ picking: level });
  const toValue = (raw: string) => (raw === '' ? null : Number(raw));

  const select = (
    id: string,
    label: UiKey,
    items: RegionItem[],
    value: number | null,
    busy: boolean,
    send: (value: number | null) => void,
  ) => (
    <div className="region-level">
      <label htmlFor={id}>{t(label)}</label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        disabled={busy || items.length === 0}
        aria-busy={busy || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => send(toValue(event.target.value))}
      >
        <option value="">{busy ? t('addressBook.regionsLoading') : t('addressBook.choose')}</option>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <fieldset className="region-select" aria-describedby={error ? errorId : undefined}>
      <legend>{t('addressBook.region')}</legend>
      <div className="region-levels">
        {select('region-province', 'addressBook.province', context.provinces, context.province, loading('loadingProvinces'), (value) =>
          picker.send({ type: 'SELECT_PROVINCE', value }),
        )}
        {select('region-city', 'addressBook.city', context.cities, context.city, loading('loadingCities'), (value) =>
          picker.send({ type: 'SELECT_CITY', value }),
        )}
        {select('region-area', 'addressBook.area', context.areas, context.area, loading('loadingAreas'), (value) =>
          picker.send({ type: 'SELECT_AREA', value }),
        )}
      </div>
      {failed && (
        <p className="field-error region-failed" role="alert">
          {tKey(context.error ?? 'address.regionsFailed')}{' '}
          <button type="button" className="link-button" onClick={() => picker.send({ type: 'RETRY' })}>
            {t('addressBook.retry')}
          </button>
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {tKey(error)}
        </p>
      )}
    </fieldset>
  );
}
