import type { DialogFields } from '../../../../machines/staff/catalogue-dialog.machine';
import type { CatalogueSeries } from '../../../contract/staff-catalogue';
import { FilterField } from '../../components/filter-bar';
import { ReasonDialog } from '../../components/reason-dialog';
import { say, t } from '../../lib/i18n';
import { LANGS, messageOf } from './wine-form';

/** A series as the dialog's fields; a new one is blank and shown. */
export function seriesFieldsOf(series: CatalogueSeries | null): DialogFields {
  const fields: DialogFields = {
    id: series ? String(series.id) : '0',
    image: series?.image ?? '',
    switch: series ? String(series.switch) : '1',
    sort: series ? String(series.sort) : '0',
  };
  for (const lang of LANGS) {
    fields[`title_${lang}`] = series?.title[lang] ?? '';
    fields[`intro_${lang}`] = series?.intro[lang] ?? '';
  }
  return fields;
}

/** The series dialog: name and introduction per language, picture, shown, order. */
export function SeriesDialog(props: {
  open: boolean;
  busy: boolean;
  fields: DialogFields;
  errors: Record<string, string>;
  failure: string | null;
  onChange: (field: string, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { open, busy, fields, errors, failure, onChange, onSave, onCancel } = props;
  const input = (name: string) => ({
    id: `series-${name}`,
    value: fields[name] ?? '',
    'aria-invalid': errors[name] ? true : undefined,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  return (
    <ReasonDialog
      open={open}
      title={t(fields.id && fields.id !== '0' ? 'catalogue.series.edit' : 'catalogue.series.new')}
      reason="none"
      reasonLabel=""
      reasonMissing=""
      confirmLabel={t('catalogue.save')}
      cancelLabel={t('shell.action.cancel')}
      busy={busy}
      error={failure ? say(failure) : null}
      onConfirm={onSave}
      onCancel={onCancel}
    >
      <div className="st-series-fields">
        {LANGS.map((lang) => (
          <fieldset key={lang} className="st-lang-column">
            <legend>{t(`catalogue.lang.${lang}`)}</legend>
            <FilterField label={t('catalogue.field.title')} htmlFor={`series-title_${lang}`} error={messageOf(errors[`title_${lang}`])} wide>
              <input {...input(`title_${lang}`)} />
            </FilterField>
            <FilterField label={t('catalogue.field.intro')} htmlFor={`series-intro_${lang}`} error={messageOf(errors[`intro_${lang}`])} wide>
              <textarea rows={2} {...input(`intro_${lang}`)} />
            </FilterField>
          </fieldset>
        ))}
        <FilterField label={t('catalogue.series.image')} htmlFor="series-image" error={messageOf(errors.image)} wide>
          <input {...input('image')} />
        </FilterField>
        <div className="st-form-grid">
          <FilterField label={t('catalogue.field.visible')} htmlFor="series-switch" error={messageOf(errors.switch)}>
            <select {...input('switch')}>
              <option value="1">{t('catalogue.field.yes')}</option>
              <option value="0">{t('catalogue.field.no')}</option>
            </select>
          </FilterField>
          <FilterField label={t('catalogue.field.sort')} htmlFor="series-sort" error={messageOf(errors.sort)}>
            <input {...input('sort')} inputMode="numeric" />
          </FilterField>
        </div>
      </div>
    </ReasonDialog>
  );
}
