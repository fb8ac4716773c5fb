import './sections.css';
import type { ReactNode } from 'react';
import { choiceLabel, fieldLabel } from '../../../contract/content-section-words';
import { sectionOf, type SectionField, type SectionTypeName } from '../../../contract/content-sections';
import { HTML_LANG, type Lang, type Localized } from '../../../contract/lang';
import { staffLangNow, t } from '../../lib/i18n';
import { LANGS, langWord } from './content-labels';
import { PictureField } from './picture-field';
import { moved, type FormValue, type SectionForm } from './section-values';

/** A ref field's choices: the rows of another type (a harvest year) or the wine series, by id. */
export interface RefOption {
  value: number;
  label: string;
}
export type RefOptions = Partial<Record<'report_year' | 'wine_series', RefOption[]>>;

interface Props {
  type: SectionTypeName;
  form: SectionForm;
  set: (name: string, value: FormValue) => void;
  readOnly: boolean;
  refOptions: RefOptions;
  /** the lazy rich editor of one language (editor.tsx holds the Suspense) */
  richText: (props: { id: string; label: string; lang: Lang; value: string; onChange: (html: string) => void }) => ReactNode;
}

const PER_LANGUAGE = new Set(['text', 'rich']);
const SINGLE = new Set(['line', 'number', 'date', 'time', 'link', 'choice', 'ref']);
const idOf = (name: string, lang?: Lang) => `section-${name}${lang ? `-${lang}` : ''}`;

/**
 * A section version's form drawn from its type's descriptor (src/contract/content-sections.ts):
 * the fields every language shares first, then the texts of cn, tw and en side by side (as the
 * news form), then lists of rows (a year's events) and the pictures. Every field of the type
 * gets its input; its label is the descriptor's word in the staff member's language.
 */
export function SectionFields({ type, form, set, readOnly, refOptions, richText }: Props) {
  const fields = Object.entries(sectionOf(type).fields) as [string, SectionField][];
  const lang = staffLangNow();
  const label = (name: string) => fieldLabel(type, name, lang);
  const single = fields.filter(([, spec]) => SINGLE.has(spec.kind));
  const perLanguage = fields.filter(([, spec]) => PER_LANGUAGE.has(spec.kind));
  const rest = fields.filter(([, spec]) => !SINGLE.has(spec.kind) && !PER_LANGUAGE.has(spec.kind));
  return (
    <div className="st-section-form" data-type={type}>
      {single.length > 0 && (
        <section className="st-panel st-content-column" aria-labelledby="section-common">
          <h2 id="section-common" className="st-panel-head">
            {t('content.sections.common')}
          </h2>
          <div className="st-form-grid">
            {single.map(([name, spec]) => (
              <SingleInput key={name} type={type} name={name} spec={spec} label={label(name)} value={form[name] as string} readOnly={readOnly} refOptions={refOptions} onChange={(v) => set(name, v)} />
            ))}
          </div>
        </section>
      )}
      {perLanguage.length > 0 && (
        <div className="st-content-columns">
          {LANGS.map((l) => (
            <section key={l} className="st-panel st-content-column" aria-labelledby={`section-col-${l}`} lang={HTML_LANG[l]}>
              <h2 id={`section-col-${l}`} className="st-panel-head">
                {langWord(l)}
              </h2>
              {perLanguage.map(([name, spec]) => {
                const value = form[name] as Localized;
                const change = (text: string) => set(name, { ...value, [l]: text });
                const fullLabel = `${label(name)} · ${langWord(l)}`;
                if (spec.kind === 'rich')
                  return (
                    <div key={name} className="st-field st-field-wide">
                      <span className="st-label">{label(name)}</span>
                      {richText({ id: idOf(name, l), label: fullLabel, lang: l, value: value[l], onChange: change })}
                    </div>
                  );
                const max = spec.kind === 'text' ? spec.max : undefined;
                const multiline = spec.kind === 'text' && spec.multiline === true;
                return (
                  <div key={name} className="st-field st-field-wide">
                    <label className="st-label" htmlFor={idOf(name, l)}>
                      {fullLabel}
                    </label>
                    {multiline ? (
                      <textarea id={idOf(name, l)} value={value[l]} maxLength={max} readOnly={readOnly} rows={4} onChange={(e) => change(e.target.value)} />
                    ) : (
                      <input id={idOf(name, l)} value={value[l]} maxLength={max} readOnly={readOnly} onChange={(e) => change(e.target.value)} />
                    )}
                  </div>
                );
              })}
            </section>
          ))}
        </div>
      )}
      {rest.map(([name, spec]) =>
        spec.kind === 'items' ? (
          <ItemsInput key={name} name={name} label={label(name)} max={spec.max} itemMax={spec.itemMax} items={form[name] as Localized[]} readOnly={readOnly} onChange={(v) => set(name, v)} />
        ) : spec.kind === 'image' ? (
          <PictureField key={name} id={idOf(name)} label={label(name)} image={form[name] as string} alt={undefined} readOnly={readOnly} onChange={(url) => set(name, url)} />
        ) : spec.kind === 'images' ? (
          <ImagesInput key={name} name={name} label={label(name)} max={spec.max} images={form[name] as string[]} readOnly={readOnly} onChange={(v) => set(name, v)} />
        ) : null,
      )}
    </div>
  );
}

/** A field every language shares: a line, a number, a date, a Beijing time, a link, a choice or a ref. */
function SingleInput({ type, name, spec, label, value, readOnly, refOptions, onChange }: { type: SectionTypeName; name: string; spec: SectionField; label: string; value: string; readOnly: boolean; refOptions: RefOptions; onChange: (v: string) => void }) {
  const id = idOf(name);
  const common = { id, value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  let input: ReactNode;
  let hint: string | null = null;
  switch (spec.kind) {
    case 'number':
      input = <input {...common} type="number" inputMode="numeric" min={spec.min} max={spec.max} step={1} readOnly={readOnly} />;
      break;
    case 'date':
      input = <input {...common} type="date" readOnly={readOnly} />;
      break;
    case 'time':
      // the schedule's input: Beijing time, sent as 'YYYY-MM-DD HH:mm'
      input = <input {...common} type="datetime-local" readOnly={readOnly} />;
      hint = t('content.sections.beijing');
      break;
    case 'link':
      input = <input {...common} type="text" inputMode="url" maxLength={300} readOnly={readOnly} placeholder="/garden · https://…" />;
      hint = t('content.field.link');
      break;
    case 'choice':
      input = (
        <select {...common} disabled={readOnly}>
          {spec.options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {choiceLabel(type, name, option, staffLangNow())}
            </option>
          ))}
        </select>
      );
      break;
    case 'ref': {
      const options = refOptions[spec.to] ?? [];
      const listed = value === '' || options.some((o) => String(o.value) === value);
      input = (
        <select {...common} disabled={readOnly}>
          <option value="">{t('content.sections.none')}</option>
          {!listed && <option value={value}>{t('content.sections.unlisted', { id: value })}</option>}
          {options.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      );
      break;
    }
    default:
      input = <input {...common} maxLength={spec.kind === 'line' ? spec.max : undefined} readOnly={readOnly} />;
  }
  return (
    <div className="st-field">
      <label className="st-label" htmlFor={id}>
        {label}
      </label>
      {input}
      {hint && <span className="st-hint">{hint}</span>}
    </div>
  );
}

/** Move up, move down, remove: for a row of a list or one of several pictures. */
function RowButtons({ index, count, what, readOnly, onMove, onRemove }: { index: number; count: number; what: string; readOnly: boolean; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  if (readOnly) return null;
  return (
    <div className="st-section-row-buttons">
      <button type="button" className="st-button st-button-small" disabled={index === 0} aria-label={`${t('content.sections.up')} · ${what}`} onClick={() => onMove(-1)}>
        ↑ <span className="st-hide-narrow">{t('content.sections.up')}</span>
      </button>
      <button type="button" className="st-button st-button-small" disabled={index === count - 1} aria-label={`${t('content.sections.down')} · ${what}`} onClick={() => onMove(1)}>
        ↓ <span className="st-hide-narrow">{t('content.sections.down')}</span>
      </button>
      <button type="button" className="st-button st-button-small" aria-label={`${t('content.sections.remove')} · ${what}`} onClick={onRemove}>
        {t('content.sections.remove')}
      </button>
    </div>
  );
}

/** A list of rows, each in cn, tw and en (a year's events): add, remove, move. */
function ItemsInput({ name, label, max, itemMax, items, readOnly, onChange }: { name: string; label: string; max: number; itemMax: number; items: Localized[]; readOnly: boolean; onChange: (v: Localized[]) => void }) {
  const head = `section-${name}`;
  return (
    <section className="st-panel st-section-list" aria-labelledby={head}>
      <div className="st-section-list-head">
        <h2 id={head} className="st-panel-head">
          {label}
        </h2>
        <span className="st-hint">{t('content.sections.count', { count: items.length, max })}</span>
      </div>
      {items.length === 0 && <p className="st-muted">{t('content.sections.noRows')}</p>}
      <ol className="st-section-rows">
        {items.map((item, index) => {
          const what = t('content.sections.row', { what: label, n: index + 1 });
          return (
            <li key={index} className="st-section-row" aria-label={what}>
              <div className="st-section-row-texts">
                {LANGS.map((l) => (
                  <div key={l} className="st-field" lang={HTML_LANG[l]}>
                    <label className="st-label" htmlFor={`${head}-${index}-${l}`}>
                      {`${what} · ${langWord(l)}`}
                    </label>
                    <textarea id={`${head}-${index}-${l}`} rows={2} value={item[l]} maxLength={itemMax} readOnly={readOnly} onChange={(e) => onChange(items.map((it, i) => (i === index ? { ...it, [l]: e.target.value } : it)))} />
                  </div>
                ))}
              </div>
              <RowButtons index={index} count={items.length} what={what} readOnly={readOnly} onMove={(by) => onChange(moved(items, index, by))} onRemove={() => onChange(items.filter((_, i) => i !== index))} />
            </li>
          );
        })}
      </ol>
      {!readOnly && items.length < max && (
        <button type="button" className="st-button" onClick={() => onChange([...items, { cn: '', tw: '', en: '' }])}>
          {t('content.sections.add', { what: label })}
        </button>
      )}
    </section>
  );
}

/** Up to `max` pictures, each uploaded with its alt texts (the news item's picture field): add, remove, move. */
function ImagesInput({ name, label, max, images, readOnly, onChange }: { name: string; label: string; max: number; images: string[]; readOnly: boolean; onChange: (v: string[]) => void }) {
  const head = `section-${name}`;
  return (
    <section className="st-panel st-section-list" aria-labelledby={head}>
      <div className="st-section-list-head">
        <h2 id={head} className="st-panel-head">
          {label}
        </h2>
        <span className="st-hint">{t('content.sections.count', { count: images.filter(Boolean).length, max })}</span>
      </div>
      {images.length === 0 && <p className="st-muted">{t('content.sections.noRows')}</p>}
      {images.map((url, index) => {
        const what = t('content.sections.row', { what: label, n: index + 1 });
        return (
          <PictureField key={`${index}-${url}`} id={`${head}-${index}`} label={what} image={url} alt={undefined} readOnly={readOnly} onChange={(next) => onChange(images.map((u, i) => (i === index ? next : u)))}>
            <RowButtons index={index} count={images.length} what={what} readOnly={readOnly} onMove={(by) => onChange(moved(images, index, by))} onRemove={() => onChange(images.filter((_, i) => i !== index))} />
          </PictureField>
        );
      })}
      {!readOnly && images.length < max && (
        <button type="button" className="st-button" onClick={() => onChange([...images, ''])}>
          {t('content.sections.add', { what: label })}
        </button>
      )}
    </section>
  );
}
