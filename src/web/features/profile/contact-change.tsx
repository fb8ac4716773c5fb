import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { changeContactMachine, type ContactKind } from '../../../../machines/change-contact.machine';
import { codeSenderMachine } from '../../../../machines/code-sender.machine';
import type { MemberInfo } from '../../../contract/member';
import { displayPhone } from '../../../contract/phone';
import { CodeButton, useFocusWhenSent } from '../../components/code-button';
import { t, tKey } from '../../lib/i18n';
import { changeContact, sendCode } from './profile.actors';
import { ProfileField } from './profile-field';

const codeSenderLogic = codeSenderMachine.provide({ actors: { sendCode } });

interface Props {
  kind: ContactKind;
  /** the current phone or email ('' when none) */
  current: string;
  onChanged: (user: MemberInfo) => void;
}

const TEXT = {
  mobile: { label: 'personal.phone', title: 'personal.changePhone', field: 'personal.newPhone', done: 'profile.mobileChanged' },
  email: { label: 'personal.email', title: 'personal.changeEmail', field: 'personal.newEmail', done: 'profile.emailChanged' },
} as const;

/**
 * One row of the account security card: the phone (or email) with "change", which opens the
 * change form. The code sender runs beside the change machine and reports each delivered code.
 */
export function ContactChange({ kind, current, onChanged }: Props) {
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const [logic] = useState(() =>
    changeContactMachine.provide({ actors: { changeContact }, actions: { notifyChanged: (_, { user }) => changed.current(user) } }),
  );
  const [state, send] = useMachine(logic, { input: { kind } });
  const [code, sendToCode] = useMachine(codeSenderLogic, { input: { event: kind === 'mobile' ? 'changemobile' : 'changeemail' } });
  const sentTo = useRef('');
  const codeInput = useRef<HTMLInputElement>(null);
  const cooling = code.matches('cooling');

  useEffect(() => {
    if (!cooling) return;
    send({ type: 'CODE_SENT', target: sentTo.current });
  }, [cooling]);
  useFocusWhenSent(String(code.value), codeInput);

  const text = TEXT[kind];
  const panelId = `pc-${kind}-panel`;
  const open = !state.matches('closed') && !state.matches('changed');
  const submitting = state.matches('submitting');
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    // the form goes away (done or closed): the keyboard returns to its button
    if (wasOpen.current && !open) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const { target, captcha, errors, failure } = state.context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <div className="pc-row">
      <div className="pc-row-main">
        <span className="pc-row-label">{t(text.label)}</span>
        <span className={`pc-row-value${current ? '' : ' is-empty'}`}>{(kind === 'mobile' ? displayPhone(current) : current) || t('personal.notSet')}</span>
        <button
          ref={toggle}
          type="button"
          className="pc-link"
          data-testid={`change-${kind}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => send(open ? { type: 'CLOSE' } : { type: 'OPEN' })}
        >
          {open ? t('personal.cancel') : t('personal.change')}
          <span className="visually-hidden"> {t(text.label)}</span>
        </button>
      </div>
      {state.matches('changed') && (
        <p className="pc-success" role="status">
          {tKey(text.done)}
        </p>
      )}
      {open && (
        <form id={panelId} className="pc-form pc-panel" noValidate onSubmit={submit} aria-label={t(text.title)} aria-busy={submitting}>
          <ProfileField
            id={`pc-new-${kind}`}
            label={t(text.field)}
            type={kind === 'mobile' ? 'tel' : 'email'}
            inputMode={kind === 'mobile' ? 'tel' : 'email'}
            autoComplete={kind === 'mobile' ? 'tel' : 'email'}
            maxLength={kind === 'mobile' ? 11 : 254}
            phone={kind === 'mobile'}
            autoFocus
            value={target}
            error={errors.target ?? code.context.failure ?? undefined}
            onValue={(value) => {
              send({ type: 'CHANGE', field: 'target', value });
              sendToCode({ type: 'TARGET_CHANGED', target: value });
            }}
            addon={
              <CodeButton
                phase={code.value as 'idle'}
                remaining={code.context.remaining}
                controls={`pc-${kind}-code`}
                disabled={submitting}
                onSend={() => {
                  sentTo.current = target;
                  sendToCode({ type: 'SEND', channel: kind, target });
                }}
              />
            }
          />
          <ProfileField
            id={`pc-${kind}-code`}
            ref={codeInput}
            label={t('personal.code')}
            value={captcha}
            error={errors.captcha}
            onValue={(value) => send({ type: 'CHANGE', field: 'captcha', value })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          {failure && (
            <p className="pc-error pc-failure" role="alert">
              {tKey(failure)}
            </p>
          )}
          <div className="pc-actions">
            <button type="submit" className="button" data-testid={`${kind}-submit`} disabled={submitting}>
              {submitting ? t('personal.submitting') : t('personal.confirm')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
