import { useEffect, useRef, type FormEvent } from 'react';
import type { ProfileEvent, ProfileField as Field, profileMachine } from '../../../../machines/profile.machine';
import { BIRTHDAY_MIN, beijingToday, PROFILE_ADDRESS_MAX, PROFILE_NAME_MAX, PROFILE_NICKNAME_MAX, PROFILE_REGION_MAX } from '../../../contract/profile';
import { t, tKey } from '../../lib/i18n';
import { ProfileField } from './profile-field';
import type { SnapshotFrom } from 'xstate';

interface Props {
  snapshot: SnapshotFrom<typeof profileMachine>;
  send: (event: ProfileEvent) => void;
}

const TEXT_FIELDS: { field: Field; max: number; autoComplete: string }[] = [
  { field: 'nickname', max: PROFILE_NICKNAME_MAX, autoComplete: 'nickname' },
  { field: 'name', max: PROFILE_NAME_MAX, autoComplete: 'name' },
];

/** The profile as read, or as a form while editing (spec §3 profile fields). */
export function ProfileDetails({ snapshot, send }: Props) {
  const { user, form, errors, failure } = snapshot.context;
  const isForm = snapshot.matches('editing') || snapshot.matches('validating') || snapshot.matches('saving') || snapshot.matches('failed');
  const editButton = useRef<HTMLButtonElement>(null);
  const wasForm = useRef(isForm);
  useEffect(() => {
    // the form replaces the list and back: keep the keyboard where the member was
    if (wasForm.current && !isForm) editButton.current?.focus();
    wasForm.current = isForm;
  }, [isForm]);
  if (!user) return null;

  if (!isForm) {
    const rows: [string, string][] = [
      [t('personal.nickname'), user.nickname],
      [t('personal.name'), user.name ?? ''],
      [t('personal.gender'), user.gender === 1 ? t('personal.female') : t('personal.male')],
      [t('personal.birthday'), user.birthday],
      [t('personal.region'), user.region ?? ''],
      [t('personal.address'), user.address ?? ''],
    ];
    return (
      <section className="pc-card" aria-labelledby="pc-details-title">
        <div className="pc-card-head">
          <h2 id="pc-details-title">{t('personal.details')}</h2>
          <button ref={editButton} type="button" className="pc-button" data-testid="profile-edit" onClick={() => send({ type: 'EDIT' })}>
            {t('personal.edit')}
          </button>
        </div>
        <dl className="pc-list">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={value ? undefined : 'is-empty'}>{value || t('personal.notSet')}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  }

  const saving = snapshot.matches('saving');
  const change = (field: Field) => (value: string) => send({ type: 'CHANGE', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <section className="pc-card" aria-labelledby="pc-details-title">
      <div className="pc-card-head">
        <h2 id="pc-details-title">{t('personal.details')}</h2>
      </div>
      <form className="pc-form" noValidate onSubmit={submit} aria-busy={saving}>
        {TEXT_FIELDS.map(({ field, max, autoComplete }) => (
          <ProfileField
            key={field}
            id={`pc-${field}`}
            label={t(`personal.${field}`)}
            value={form[field]}
            error={errors[field]}
            onValue={change(field)}
            maxLength={max * 2}
            autoComplete={autoComplete}
            autoFocus={field === 'nickname'}
          />
        ))}
        <fieldset className={`pc-field pc-gender${errors.gender ? ' has-error' : ''}`} aria-describedby={errors.gender ? 'pc-gender-error' : undefined}>
          <legend>{t('personal.gender')}</legend>
          {(['0', '1'] as const).map((value) => (
            <label key={value} className="pc-radio">
              <input type="radio" name="pc-gender" value={value} checked={form.gender === value} onChange={() => change('gender')(value)} />
              {value === '0' ? t('personal.male') : t('personal.female')}
            </label>
          ))}
          {errors.gender && (
            <p id="pc-gender-error" className="pc-error">
              {tKey(errors.gender)}
            </p>
          )}
        </fieldset>
        <ProfileField
          id="pc-birthday"
          label={t('personal.birthday')}
          type="date"
          min={BIRTHDAY_MIN}
          max={beijingToday()}
          value={form.birthday}
          error={errors.birthday}
          onValue={change('birthday')}
          autoComplete="bday"
        />
        <ProfileField
          id="pc-region"
          label={t('personal.region')}
          hint={t('personal.regionHint')}
          value={form.region}
          error={errors.region}
          onValue={change('region')}
          maxLength={PROFILE_REGION_MAX * 2}
          autoComplete="address-level2"
        />
        <ProfileField
          id="pc-address"
          label={t('personal.address')}
          value={form.address}
          error={errors.address}
          onValue={change('address')}
          maxLength={PROFILE_ADDRESS_MAX * 2}
          autoComplete="street-address"
        />
        {failure && (
          <p className="pc-error pc-failure" role="alert">
            {tKey(failure)}
          </p>
        )}
        <div className="pc-actions">
          <button type="submit" className="button" data-testid="profile-save" disabled={saving}>
            {saving ? t('personal.saving') : t('personal.save')}
          </button>
          <button type="button" className="pc-button" disabled={saving} onClick={() => send({ type: 'CANCEL' })}>
            {t('personal.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
