import type { RegionItem } from '../../contract/address';
import { t, tKey, type UiKey } from '../lib/i18n';

export type RegionLevel = 'province' | 'city' | 'area';

/** The region picker as the selects show it (lib/use-region-select.ts reads it from the picker's machine). */
export interface RegionChoices {
  provinces: RegionItem[];
  cities: RegionItem[];
  areas: RegionItem[];
  province: number | null;
  city: number | null;
  area: number | null;
  /** the level whose list is on its way */
  loading: RegionLevel | null;
  /** message key of a failed load, shown with a retry */
  failure: string | null;
  onSelect: (level: RegionLevel, value: number | null) => void;
  onRetry: () => void;
}

interface Props {
  region: RegionChoices;
  /** message key of the form's region rule */
  error?: string;
  errorId: string;
}

const LEVELS: { level: RegionLevel; label: UiKey; items: 'provinces' | 'cities' | 'areas' }[] = [
  { level: 'province', label: 'addressBook.province', items: 'provinces' },
  { level: 'city', label: 'addressBook.city', items: 'cities' },
  { level: 'area', label: 'addressBook.area', items: 'areas' },
];

/** The region as three selects: province, city, district (each loaded on demand). */
export function RegionSelect({ region, error, errorId }: Props) {
  const toValue = (raw: string) => (raw === '' ? null : Number(raw));
  return (
    <fieldset className="region-select" aria-describedby={error ? errorId : undefined}>
      <legend>{t('addressBook.region')}</legend>
      <div className="region-levels">
        {LEVELS.map(({ level, label, items }) => {
          const id = `region-${level}`;
          const busy = region.loading === level;
          const value = region[level];
          return (
            <div key={level} className="region-level">
              <label htmlFor={id}>{t(label)}</label>
              <select
                id={id}
                value={value === null ? '' : String(value)}
                disabled={busy || region[items].length === 0}
                aria-busy={busy || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => region.onSelect(level, toValue(event.target.value))}
              >
                <option value="">{busy ? t('addressBook.regionsLoading') : t('addressBook.choose')}</option>
                {region[items].map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.name}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      {region.failure && (
        <p className="field-error region-failed" role="alert">
          {tKey(region.failure)}{' '}
          <button type="button" className="link-button" onClick={region.onRetry}>
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
