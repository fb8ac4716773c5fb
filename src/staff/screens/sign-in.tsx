import { useMachine } from '@xstate/react';
import { useEffect, useMemo, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { staffSignInMachine, type Enrolment } from '../../../machines/staff/staff-sign-in.machine';
import { staffSignInEnrol, staffSignInPassword, staffSignInTotp, type SignInStep, type StaffSession as Session } from '../../contract/staff-auth';
import { StaffSession } from '../app/session';
import { QrCode } from '../components/qr-code';
import { staffCall } from '../lib/api';
import { navigate, splitHash } from '../lib/hash';
import { say, t } from '../lib/i18n';
import { AuthFrame, Failure } from './auth-frame';

/** Sign-in: password, then the authenticator's code — or its enrolment (QR code and key, first code). */
export default function SignInScreen({ enrol = null }: { enrol?: Enrolment | null }) {
  const session = StaffSession.useActorRef();
  const ended = StaffSession.useSelector((s) => s.context.ended);
  const logic = useMemo(
    () =>
      staffSignInMachine.provide({
        actors: {
          checkPassword: fromPromise<SignInStep, { username: string; password: string }>(({ input }) => staffCall(staffSignInPassword, input)),
          confirmTotp: fromPromise<Session, { ticket: string; code: string }>(({ input }) => staffCall(staffSignInTotp, input)),
          confirmEnrol: fromPromise<Session, { ticket: string; code: string }>(({ input }) => staffCall(staffSignInEnrol, input)),
        },
        actions: {
          finishSignIn: (_, { session: signedIn }) => {
            session.send({ type: 'SIGNED_IN', session: signedIn });
            // an invitation is used up: on to the home
            if (splitHash(location.hash).path.startsWith('/invite/')) navigate('/', { replace: true });
          },
        },
      }),
    [session],
  );
  const [state, send] = useMachine(logic, { input: { enrol } });
  const { context } = state;
  useEffect(() => send({ type: 'START' }), [send]);
  const busy = state.matches('checkingPassword') || state.matches('confirmingTotp') || state.matches('confirmingEnrol') || state.matches('signedIn');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const failure = context.failure ? <Failure text={say(context.failure)} /> : null;

  if (state.matches('starting')) return null;
  if (state.matches('password') || state.matches('checkingPassword'))
    return (
      <AuthFrame title={t('auth.title')} intro={t('auth.intro')} notice={ended ? t('shell.sessionEnded') : null}>
        <form className="st-auth-form" onSubmit={submit} noValidate>
          <div className="st-field">
            <label htmlFor="username">{t('auth.username')}</label>
            <input id="username" name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} value={context.username} onChange={(e) => send({ type: 'CHANGE', field: 'username', value: e.target.value })} autoFocus />
          </div>
          <div className="st-field">
            <label htmlFor="password">{t('auth.password')}</label>
            <input id="password" name="password" type="password" autoComplete="current-password" value={context.password} onChange={(e) => send({ type: 'CHANGE', field: 'password', value: e.target.value })} />
          </div>
          {failure}
          <button type="submit" className="st-button st-button-primary st-button-block" disabled={busy} aria-busy={busy || undefined}>
            {t('auth.submit')}
          </button>
        </form>
      </AuthFrame>
    );

  const enrolling = state.matches('enrol') || state.matches('confirmingEnrol') || (state.matches('signedIn') && context.uri !== '');
  const codeField = (
    <div className="st-field">
      <label htmlFor="code">{t('auth.code')}</label>
      <input
        id="code"
        name="code"
        className="st-code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        pattern="\d{6}"
        value={context.code}
        onChange={(e) => send({ type: 'CHANGE', field: 'code', value: e.target.value })}
        autoFocus
      />
    </div>
  );
  const buttons = (label: string) => (
    <>
      {failure}
      <button type="submit" className="st-button st-button-primary st-button-block" disabled={busy} aria-busy={busy || undefined}>
        {label}
      </button>
      <button type="button" className="st-link-button" onClick={() => send({ type: 'RESTART' })} disabled={busy}>
        {t('auth.startAgain')}
      </button>
    </>
  );

  if (enrolling)
    return (
      <AuthFrame title={t('auth.enrolTitle')} intro={t('auth.enrolIntro')} wide>
        <form className="st-auth-form" onSubmit={submit} noValidate>
          <div className="st-enrol">
            <QrCode text={context.uri} label={t('auth.qrLabel')} size={184} />
            <div className="st-enrol-key">
              <p className="st-label">{t('auth.secret')}</p>
              <code className="st-secret" data-secret={context.secret}>
                {context.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
              <p className="st-hint">{t('auth.secretHint')}</p>
            </div>
          </div>
          {codeField}
          {buttons(t('auth.confirmEnrol'))}
        </form>
      </AuthFrame>
    );

  return (
    <AuthFrame title={t('auth.totpTitle')} intro={t('auth.totpIntro')}>
      <form className="st-auth-form" onSubmit={submit} noValidate>
        {codeField}
        {buttons(t('auth.signIn'))}
      </form>
    </AuthFrame>
  );
}
