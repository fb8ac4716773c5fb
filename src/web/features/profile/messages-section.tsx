import { useMachine } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { messagePreferencesMachine, prefsChanged } from '../../../../machines/message-preferences.machine';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, type MessageChannel } from '../../../contract/member-messages';
import { t, tKey } from '../../lib/i18n';
import { fetchSettings, saveSettings } from './messages.actors';
import './messages.css';

interface Props {
  /** the member's phone and email as the screen knows them: adding one here lets its switches be turned on */
  mobile: string;
  email: string;
}

/** Why a channel's switches are off and locked: no phone or no email to send to. */
const NOTE: Record<MessageChannel, 'personal.messages.noMobile' | 'personal.messages.noEmail'> = {
  sms: 'personal.messages.noMobile',
  email: 'personal.messages.noEmail',
};

/**
 * The personal centre's "Messages" (issue 16): one switch per kind (orders, bookings, the
 * day-before reminder) and channel (SMS, email); a channel without a phone or email to send to
 * is locked off with a note; saved all at once, "Saved" or the server's refusal.
 */
export function MessagesSection({ mobile, email }: Props) {
  const [logic] = useState(() => messagePreferencesMachine.provide({ actors: { fetchSettings, saveSettings } }));
  const [state, send] = useMachine(logic);
  const hasMobile = Boolean(mobile);
  const hasEmail = Boolean(email);
  useEffect(() => send({ type: 'CONTACTS_CHANGED', hasMobile, hasEmail }), [send, hasMobile, hasEmail]);

  const { settings, draft, failure } = state.context;
  const saving = state.matches('saving');
  const changed = prefsChanged(draft, settings?.prefs);
  const reachable: Record<MessageChannel, boolean> = { sms: settings?.has_mobile ?? false, email: settings?.has_email ?? false };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed && !saving) send({ type: 'SAVE' });
  };

  return (
    <section className="pc-card pc-messages" aria-labelledby="pc-messages-title" data-testid="messages-section">
      <div className="pc-card-head">
        <h2 id="pc-messages-title">{t('personal.messages.heading')}</h2>
      </div>
      <p className="pc-hint pc-messages-intro">{t('personal.messages.intro')}</p>
      {state.matches('loading') && (
        <p className="pc-loading" role="status">
          {t('personal.messages.loading')}
        </p>
      )}
      {state.matches('unavailable') && (
        <div className="pc-messages-unavailable" role="alert">
          <p className="pc-error">
            {t('personal.messages.loadFailed')} {failure ? tKey(failure) : ''}
          </p>
          <button type="button" className="pc-button" onClick={() => send({ type: 'RETRY' })}>
            {t('personal.messages.retry')}
          </button>
        </div>
      )}
      {settings && (
        <form className="pc-messages-form" noValidate onSubmit={submit} aria-busy={saving}>
          {MESSAGE_CHANNELS.filter((channel) => !reachable[channel]).map((channel) => (
            <p key={channel} id={`pc-messages-no-${channel}`} className="pc-hint pc-messages-note">
              {t(NOTE[channel])}
            </p>
          ))}
          {MESSAGE_KINDS.map((kind) => (
            <fieldset key={kind} className="pc-messages-kind" aria-describedby={`pc-messages-${kind}-hint`}>
              <legend>{t(`personal.messages.${kind}`)}</legend>
              <p id={`pc-messages-${kind}-hint`} className="pc-hint">
                {t(`personal.messages.${kind}Hint`)}
              </p>
              <div className="pc-messages-switches">
                {MESSAGE_CHANNELS.map((channel) => (
                  <label key={channel} className={`pc-switch${reachable[channel] ? '' : ' is-locked'}`}>
                    <input
                      type="checkbox"
                      role="switch"
                      name={`${kind}_${channel}`}
                      data-testid={`messages-${kind}-${channel}`}
                      checked={draft[kind][channel]}
                      disabled={saving || (!reachable[channel] && !draft[kind][channel])}
                      aria-describedby={reachable[channel] ? undefined : `pc-messages-no-${channel}`}
                      onChange={(event) => send({ type: 'TOGGLE', kind, channel, on: event.target.checked })}
                    />
                    <span className="pc-switch-track" aria-hidden="true" />
                    <span>{t(`personal.messages.${channel}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          {failure && state.matches('failed') && (
            <p className="pc-error pc-failure" role="alert">
              {tKey(failure)}
            </p>
          )}
          <div className="pc-actions">
            <button type="submit" className="button" data-testid="messages-save" aria-disabled={!changed || saving}>
              {saving ? t('personal.messages.saving') : t('personal.messages.save')}
            </button>
            <p className="pc-success pc-messages-saved" role="status">
              {state.matches('saved') ? t('personal.messages.saved') : ''}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
