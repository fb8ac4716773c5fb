import type { WineFields } from '../../../../machines/staff/catalogue-editor.machine';
import { FilterField } from '../../components/filter-bar';
import { t, type StaffKey } from '../../lib/i18n';
import { LANGS, LOCALIZED, messageOf, type LocalizedName } from './wine-form';

interface SectionsProps {
  fields: WineFields;
  errors: Record<string, string>;
  series: { id: number; title: string }[];
  media: string[];
  readOnly: boolean;
  onChange: (field: string, value: string) => void;
}

const LONG: ReadonlySet<LocalizedName> = new Set(['intro', 'description', 'tasting_notes']);
const ROWS: Partial<Record<LocalizedName, number>> = { intro: 3, description: 8, tasting_notes: 3 };

/** The editor's fields: the wine's facts, prices and place in the shop, then the texts in three columns (one per language; stacked on a phone), then the pictures. */
export function WineSections({ fields, errors, series, media, readOnly, onChange }: SectionsProps) {
  const input = (name: string, extra: { type?: string; inputMode?: 'decimal' | 'numeric'; hint?: boolean } = {}) => ({
    id: `wine-${name}`,
    name,
    value: fields[name] ?? '',
    readOnly,
    type: extra.type,
    inputMode: extra.inputMode,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [extra.hint ? `wine-${name}-hint` : '', errors[name] ? `wine-${name}-error` : ''].filter(Boolean).join(' ') || undefined,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  const yesNo = (name: string) => (
    <select {...input(name)} disabled={readOnly}>
      <option value="1">{t('catalogue.field.yes')}</option>
      <option value="0">{t('catalogue.field.no')}</option>
    </select>
  );
  const addPicture = (url: string) => {
    const list = (fields.images ?? '').split('\n').map((u) => u.trim()).filter(Boolean);
    if (!list.includes(url)) onChange('images', [...list, url].join('\n'));
  };
  return (
    <>
      <div className="st-wine-facts">
        <section className="st-wine-section" aria-labelledby="wine-facts">
          <h2 id="wine-facts">{t('catalogue.section.facts')}</h2>
          <div className="st-form-grid">
            <FilterField label={t('catalogue.field.series')} htmlFor="wine-series_id" error={messageOf(errors.series_id)}>
              <select {...input('series_id')} disabled={readOnly}>
                {series.map((s) => (
                  <option key={s.id} value={String(s.id)}>
                    {s.title}
                  </option>
                ))}
              </select>
            </FilterField>
            <FilterField label={t('catalogue.field.vintage')} htmlFor="wine-vintage" error={messageOf(errors.vintage)}>
              <input {...input('vintage', { inputMode: 'numeric' })} maxLength={4} />
            </FilterField>
            <FilterField label={t('catalogue.field.volume')} htmlFor="wine-volume" error={messageOf(errors.volume)}>
              <input {...input('volume')} />
            </FilterField>
            <FilterField label={t('catalogue.field.alcohol')} htmlFor="wine-alcohol" error={messageOf(errors.alcohol)}>
              <input {...input('alcohol')} />
            </FilterField>
          </div>
        </section>

        <section className="st-wine-section" aria-labelledby="wine-prices">
          <h2 id="wine-prices">{t('catalogue.section.prices')}</h2>
          <div className="st-form-grid">
            <FilterField label={t('catalogue.field.price')} htmlFor="wine-price" hint={t('catalogue.field.priceHint')} error={messageOf(errors.price)}>
              <input {...input('price', { inputMode: 'decimal', hint: true })} />
            </FilterField>
            <FilterField label={t('catalogue.field.dollarPrice')} htmlFor="wine-dollar_price" hint={t('catalogue.field.priceHint')} error={messageOf(errors.dollar_price)}>
              <input {...input('dollar_price', { inputMode: 'decimal', hint: true })} />
            </FilterField>
          </div>
          <p className="st-hint">{t('catalogue.priceNote')}</p>
        </section>

        <section className="st-wine-section" aria-labelledby="wine-shop">
          <h2 id="wine-shop">{t('catalogue.section.shop')}</h2>
          <div className="st-form-grid">
            <FilterField label={t('catalogue.field.isSell')} htmlFor="wine-is_sell" error={messageOf(errors.is_sell)}>
              {yesNo('is_sell')}
            </FilterField>
            <FilterField label={t('catalogue.field.visible')} htmlFor="wine-switch" error={messageOf(errors.switch)}>
              {yesNo('switch')}
            </FilterField>
            <FilterField label={t('catalogue.field.sort')} htmlFor="wine-sort" error={messageOf(errors.sort)}>
              <input {...input('sort', { inputMode: 'numeric' })} />
            </FilterField>
          </div>
        </section>
      </div>

      <section className="st-wine-section" aria-labelledby="wine-names">
        <h2 id="wine-names">{t('catalogue.section.names')}</h2>
        <div className="st-lang-columns">
          {LANGS.map((lang) => (
            <fieldset key={lang} className="st-lang-column" lang={lang === 'en' ? 'en' : lang === 'cn' ? 'zh-Hans' : 'zh-Hant'}>
              <legend>{t(`catalogue.lang.${lang}`)}</legend>
              {LOCALIZED.map((name) => {
                const key = `${name}_${lang}`;
                const hint = name === 'description';
                return (
                  <FilterField key={key} label={t(`catalogue.field.${name}` as StaffKey)} htmlFor={`wine-${key}`} hint={hint ? t('catalogue.field.descriptionHint') : undefined} error={messageOf(errors[key])} wide>
                    {LONG.has(name) ? <textarea rows={ROWS[name]} {...input(key, { hint })} /> : <input {...input(key)} />}
                  </FilterField>
                );
              })}
            </fieldset>
          ))}
        </div>
      </section>

      <section className="st-wine-section" aria-labelledby="wine-pictures">
        <h2 id="wine-pictures">{t('catalogue.section.pictures')}</h2>
        <FilterField label={t('catalogue.field.images')} htmlFor="wine-images" hint={t('catalogue.field.imagesHint')} error={messageOf(errors.images)} wide>
          <textarea rows={3} {...input('images', { hint: true })} />
        </FilterField>
        {media.length ? (
          <ul className="st-media" aria-label={t('catalogue.field.media')}>
            {media.map((url) => (
              <li key={url}>
                <button type="button" className="st-media-pick" disabled={readOnly} onClick={() => addPicture(url)} title={url}>
                  <img src={`..${url}`} alt={url} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
