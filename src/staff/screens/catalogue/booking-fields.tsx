import type { DialogFields, DialogForm } from '../../../../machines/staff/catalogue-dialog.machine';
import type { CateringInfoSettings, DinnerSettings, HotelSettings, RoomTypeSettings, VisitInfoSettings, VisitTier } from '../../../contract/staff-booking-settings';
import { FilterField } from '../../components/filter-bar';
import { staffLangNow, t, type StaffKey } from '../../lib/i18n';
import { LANGS, messageOf } from './wine-form';

/**
 * The booking settings' dialogs: a row as the dialog's fields (every value a string, named as
 * the contract's form), and the fields of each kind — its texts in cn, tw and en side by side,
 * then its facts.
 */
type Lang = (typeof LANGS)[number];
type Texts = Record<Lang, string>;
type Lists = Record<Lang, string[]>;

function texts(fields: DialogFields, row: Record<string, unknown> | null, names: string[]) {
  for (const name of names) {
    for (const lang of LANGS) {
      const value = (row?.[name] as Texts | Lists | undefined)?.[lang];
      fields[`${name}_${lang}`] = Array.isArray(value) ? value.join('\n') : (value ?? '');
    }
  }
  return fields;
}

/** Texts of each form, in the dialog's order; `list`: one item per line; `rich`: simple HTML. */
const TEXTS: Record<Exclude<DialogForm, 'series' | 'priced'>, { name: string; label: StaffKey; long?: boolean; rich?: boolean }[]> = {
  visitTier: [
    { name: 'name', label: 'catalogue.settings.field.name' },
    { name: 'intro', label: 'catalogue.settings.field.intro', long: true },
    { name: 'content', label: 'catalogue.settings.field.content', long: true },
    { name: 'attention', label: 'catalogue.settings.field.attention', long: true },
  ],
  visitInfo: [
    { name: 'title', label: 'catalogue.settings.field.title' },
    { name: 'intro', label: 'catalogue.settings.field.intro', long: true },
  ],
  cateringInfo: [
    { name: 'title', label: 'catalogue.settings.field.title' },
    { name: 'overview', label: 'catalogue.settings.field.overview', long: true },
    { name: 'must_read', label: 'catalogue.settings.field.mustRead', long: true },
    { name: 'attention', label: 'catalogue.settings.field.attention', long: true },
  ],
  dinner: [
    { name: 'name', label: 'catalogue.settings.field.name' },
    { name: 'intro', label: 'catalogue.settings.field.intro', long: true },
  ],
  hotel: [
    { name: 'name', label: 'catalogue.settings.field.name' },
    { name: 'brief', label: 'catalogue.settings.field.brief', long: true },
    { name: 'must_read', label: 'catalogue.settings.field.mustRead', long: true, rich: true },
    { name: 'meals', label: 'catalogue.settings.field.meals', long: true, rich: true },
  ],
  roomType: [
    { name: 'name', label: 'catalogue.settings.field.name' },
    { name: 'brief', label: 'catalogue.settings.field.brief', long: true },
  ],
};
export type SettingsForm = keyof typeof TEXTS;
const textNames = (form: SettingsForm) => TEXTS[form].map((f) => f.name);

export function tierFields(tier: VisitTier | null): DialogFields {
  return texts(
    {
      id: tier ? String(tier.id) : '0',
      duration_min: String(tier?.duration_min ?? 90),
      min_people: String(tier?.min_people ?? 1),
      max_people: String(tier?.max_people ?? 20),
      team: String(tier?.team ?? 0),
      weekdays: (tier?.weekdays ?? [0, 1, 2, 3, 4, 5, 6]).join(','),
      timeslots: (tier?.timeslots ?? ['10:00']).join(', '),
      capacity: String(tier?.capacity ?? 20),
      switch: String(tier?.switch ?? 0),
      sort: String(tier?.sort ?? 0),
      price: '',
      dollar_price: '',
      reason: '',
    },
    tier,
    textNames('visitTier'),
  );
}
export const dinnerFields = (dinner: DinnerSettings | null): DialogFields =>
  texts(
    { id: dinner ? String(dinner.id) : '0', amount: String(dinner?.amount ?? 20), switch: String(dinner?.switch ?? 0), sort: String(dinner?.sort ?? 0), price: '', dollar_price: '', reason: '' },
    dinner,
    textNames('dinner'),
  );
export const roomFields = (room: RoomTypeSettings): DialogFields =>
  texts({ id: String(room.id), area: String(room.area), amount: String(room.amount), status: String(room.status), sort: String(room.sort), reason: '' }, room, textNames('roomType'));
export const visitInfoFields = (info: VisitInfoSettings): DialogFields => texts({ id: String(info.id) }, info, textNames('visitInfo'));
export const cateringInfoFields = (info: CateringInfoSettings): DialogFields => texts({ id: String(info.id), dinnertime: info.dinnertime }, info, textNames('cateringInfo'));
export const hotelFields = (hotel: HotelSettings): DialogFields => texts({ id: String(hotel.id) }, hotel, textNames('hotel'));

/** Does the form's kind need a reason when what guests can book changes? */
export const ASKS_REASON: Record<SettingsForm, boolean> = { visitTier: true, dinner: true, roomType: true, visitInfo: false, cateringInfo: false, hotel: false };

/** The title of the dialog for `fields` of `form`. */
export function dialogTitle(form: SettingsForm, fields: DialogFields): string {
  const isNew = fields.id === '0';
  const name = fields[`name_${staffLangNow()}`] || fields.name_en || '';
  if (form === 'visitTier') return isNew ? t('catalogue.settings.newTier') : t('catalogue.settings.tierTitle', { name });
  if (form === 'dinner') return isNew ? t('catalogue.settings.newDinner') : t('catalogue.settings.dinnerTitle', { name });
  if (form === 'roomType') return t('catalogue.settings.roomTitle', { name });
  if (form === 'hotel') return t('catalogue.settings.editHotel', { name });
  return t(form === 'visitInfo' ? 'catalogue.settings.editVisitInfo' : 'catalogue.settings.editCateringInfo');
}

interface FieldsProps {
  form: SettingsForm;
  fields: DialogFields;
  errors: Record<string, string>;
  onChange: (field: string, value: string) => void;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** The dialog's fields: texts per language side by side, then the kind's facts. */
export function BookingFields({ form, fields, errors, onChange }: FieldsProps) {
  const input = (name: string) => ({
    id: `setting-${name}`,
    value: fields[name] ?? '',
    'aria-invalid': errors[name] ? true : undefined,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  const field = (name: string, label: StaffKey, control: 'text' | 'number' | 'yesNo' = 'text', hint?: StaffKey) => (
    <FilterField key={name} label={t(label)} htmlFor={`setting-${name}`} error={messageOf(errors[name])} {...(hint ? { hint: t(hint) } : {})}>
      {control === 'yesNo' ? (
        <select {...input(name)}>
          <option value="1">{t('catalogue.field.yes')}</option>
          <option value="0">{t('catalogue.field.no')}</option>
        </select>
      ) : (
        <input {...input(name)} {...(control === 'number' ? { inputMode: 'numeric' as const } : {})} />
      )}
    </FilterField>
  );
  const ticked = new Set((fields.weekdays ?? '').split(',').filter(Boolean));
  const toggleDay = (day: number) => {
    const next = new Set(ticked);
    if (next.has(String(day))) next.delete(String(day));
    else next.add(String(day));
    onChange('weekdays', [...next].sort().join(','));
  };
  const isNew = fields.id === '0';
  return (
    <div className="st-booking-fields">
      <div className="st-lang-columns">
        {LANGS.map((lang) => (
          <fieldset key={lang} className="st-lang-column">
            <legend>{t(`catalogue.lang.${lang}`)}</legend>
            {TEXTS[form].map(({ name, label, long, rich }) => (
              <FilterField key={name} label={t(label)} htmlFor={`setting-${name}_${lang}`} error={messageOf(errors[`${name}_${lang}`])} {...(rich ? { hint: t('catalogue.settings.field.richHint') } : {})} wide>
                {long ? <textarea rows={rich ? 5 : 3} {...input(`${name}_${lang}`)} /> : <input {...input(`${name}_${lang}`)} />}
              </FilterField>
            ))}
          </fieldset>
        ))}
      </div>
      <div className="st-form-grid">
        {form === 'visitTier' ? (
          <>
            {field('timeslots', 'catalogue.settings.field.slots', 'text', 'catalogue.settings.field.slotsHint')}
            {field('capacity', 'catalogue.settings.field.places', 'number', 'catalogue.settings.field.placesHint')}
            {field('duration_min', 'catalogue.settings.field.duration', 'number')}
            {field('min_people', 'catalogue.settings.field.minPeople', 'number')}
            {field('max_people', 'catalogue.settings.field.maxPeople', 'number')}
            {field('team', 'catalogue.settings.field.team', 'yesNo')}
            <fieldset className={`st-weekdays${errors.weekdays ? ' st-field-invalid' : ''}`}>
              <legend>{t('catalogue.settings.field.weekdays')}</legend>
              {WEEKDAYS.map((day) => (
                <label key={day} className="st-check">
                  <input type="checkbox" checked={ticked.has(String(day))} onChange={() => toggleDay(day)} />
                  {t(`catalogue.settings.weekday.${day}`)}
                </label>
              ))}
              {errors.weekdays ? <small className="st-field-error" role="alert">{messageOf(errors.weekdays)}</small> : null}
            </fieldset>
          </>
        ) : null}
        {form === 'dinner' ? field('amount', 'catalogue.settings.field.seats', 'number', 'catalogue.settings.field.placesHint') : null}
        {form === 'roomType' ? (
          <>
            {field('amount', 'catalogue.settings.field.amount', 'number', 'catalogue.settings.field.placesHint')}
            {field('area', 'catalogue.settings.field.area', 'number')}
          </>
        ) : null}
        {form === 'visitTier' || form === 'dinner' ? field('switch', 'catalogue.settings.field.open', 'yesNo') : null}
        {form === 'roomType' ? field('status', 'catalogue.settings.field.open', 'yesNo') : null}
        {ASKS_REASON[form] ? field('sort', 'catalogue.field.sort', 'number') : null}
        {(form === 'visitTier' || form === 'dinner') && isNew ? (
          <>
            {field('price', 'catalogue.settings.field.priceNew')}
            {field('dollar_price', 'catalogue.settings.field.dollarNew')}
          </>
        ) : null}
        {form === 'cateringInfo' ? field('dinnertime', 'catalogue.settings.field.dinnertime') : null}
      </div>
      {form === 'visitInfo' || form === 'hotel' ? <p className="st-hint">{t('catalogue.settings.contactElsewhere')}</p> : null}
    </div>
  );
}
