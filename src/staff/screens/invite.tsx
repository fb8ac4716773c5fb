import { useMachine } from '@xstate/react';
import { type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { staffInviteMachine, type Invitation } from '../../../machines/staff/staff-invite.machine';
import { staffInviteAccept, staffInviteGet, type SignInStep } from '../../contract/staff-auth';
import { StatePanel } from '../components/state-panel';
import { staffCall } from '../lib/api';
import { formatTime, say, t } from '../lib/i18n';
import { AuthFrame, Failure } from './auth-frame';
import SignInScreen from './sign-in';

const inviteLogic = staffInviteMachine.provide({
  actors: {
    getInvite: fromPromise<Invitation, { code: string }>(({ input }) => staffCall(staffInviteGet, input)),
    acceptInvite: fromPromise<SignInStep, { code: string; password: string }>(({ input }) => staffCall(staffInviteAccept, input)),
  },
});

/** `#/invite/<code>`: who is invited and as what, a password twice, then the authenticator's enrolment. */
export default function InviteScreen({ code }: { code: string }) {
  const [state, send] = useMachine(inviteLogic, { input: { code } });
  const { context } = state;

  if (state.matches('accepted') && context.step) {
    const step = context.step;
    return <SignInScreen enrol={step.step === 'enrol' ? { ticket: step.ticket, secret: step.secret, uri: step.uri } : null} />;
  }
  if (state.matches('loading'))
    return (
      <AuthFrame title={t('auth.inviteTitle')}>
        <StatePanel kind="loading" message={t('shell.state.loading')} />
      </AuthFrame>
    );
  if (state.matches('invalid') || !context.invite)
    return (
      <AuthFrame title={t('auth.inviteTitle')}>
        <StatePanel kind="failed" message={say(context.failure ?? 'auth.inviteInvalid')} retryLabel={t('shell.state.retry')} onRetry={() => send({ type: 'RETRY' })} />
        <p>
          <a href="#/">{t('auth.toSignIn')}</a>
        </p>
      </AuthFrame>
    );

  const invite = context.invite;
  const busy = state.matches('accepting');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <AuthFrame
      title={t('auth.inviteTitle')}
      intro={
        <>
          {t('auth.inviteIntro', { name: invite.name, username: invite.username, role: t(`shell.role.${invite.role as 'owner'}`) })}
          <br />
          <small>{t('auth.inviteExpires', { time: formatTime(invite.expires_at) })}</small>
        </>
      }
    >
      <form className="st-auth-form" onSubmit={submit} noValidate>
        <input type="text" name="username" autoComplete="username" value={invite.username} readOnly hidden />
        <div className="st-field">
          <label htmlFor="new-password">{t('auth.password')}</label>
          <input id="new-password" type="password" autoComplete="new-password" aria-describedby="new-password-hint" value={context.password} onChange={(e) => send({ type: 'CHANGE', field: 'password', value: e.target.value })} autoFocus />
          <small id="new-password-hint" className="st-hint">
            {t('auth.passwordRule')}
          </small>
        </div>
        <div className="st-field">
          <label htmlFor="password-again">{t('auth.passwordAgain')}</label>
          <input id="password-again" type="password" autoComplete="new-password" value={context.again} onChange={(e) => send({ type: 'CHANGE', field: 'again', value: e.target.value })} />
        </div>
        {context.failure ? <Failure text={say(context.failure)} /> : null}
        <button type="submit" className="st-button st-button-primary st-button-block" disabled={busy} aria-busy={busy || undefined}>
          {t('auth.submit')}
        </button>
      </form>
    </AuthFrame>
  );
}
