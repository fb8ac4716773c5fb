import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { wechatSignInMachine } from '../../../../machines/wechat-sign-in.machine';
import { SessionContext } from '../../app/session';
import { goAfterSignIn } from '../../lib/after-sign-in';
import { navigate, useSearch } from '../../lib/hash-location';
import { t, tKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { WechatMark } from '../../components/wechat-mark';
import { fetchAuthorizeUrl, signInWithCode } from './wechat.actors';
import { forgetWechatReturn, readWechatReturn } from './wechat-return';
import './wechat.css';

/**
 * /wxLogin (entry: off to WeChat, keeping the page to return to) and /wxCode, /wxAuth (where
 * WeChat sends the browser back with `code` and `state`): one machine, started with what the
 * address holds.
 */
export default function WechatSignInView() {
  const search = useSearch();
  const session = SessionContext.useActorRef();
  const [input] = useState(() => readWechatReturn(search));
  const [logic] = useState(() =>
    wechatSignInMachine.provide({
      actors: { fetchAuthorizeUrl, signInWithCode },
      actions: {
        goToAuthorize: (_, { url }) => location.assign(url),
        signIn: ({ context }) => {
          if (!context.token || !context.user) return;
          const { token: _token, ...user } = context.user;
          session.send({ type: 'LOGIN', token: context.token, user });
        },
        goToTarget: ({ context }) =>
          void goAfterSignIn(context.returnTo ? `url=${encodeURIComponent(context.returnTo)}` : '', (target) => navigate(target, { replace: true })),
        goToBind: ({ context }) => {
          const query = new URLSearchParams({ openId: context.ticket ?? '' });
          if (context.returnTo) query.set('url', context.returnTo);
          if (context.nickname) query.set('nickname', context.nickname);
          if (context.avatar.startsWith('/')) query.set('avatar', context.avatar);
          navigate(`${paths.wxBind}?${query.toString()}`, { replace: true });
        },
        goToLogin: () => navigate(paths.login, { replace: true }),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input });

  useEffect(() => {
    forgetWechatReturn();
    send({ type: 'START' });
  }, [send]);

  const failed = snapshot.matches('failed') || snapshot.matches('leaving');
  const message = failed
    ? t('wechatSignIn.failedTitle')
    : snapshot.matches('signedIn')
      ? t('wechatSignIn.signedIn')
      : snapshot.matches('exchanging') || snapshot.matches('needsBind')
        ? t('wechatSignIn.exchanging')
        : t('wechatSignIn.authorising');

  return (
    <section className="wechat-page">
      <div className="wechat-card wechat-status" data-state={String(snapshot.value)}>
        <WechatMark busy={!failed} />
        <h1>{failed ? message : t('wechatSignIn.signInWithWechat')}</h1>
        {failed ? (
          <>
            <p className="wechat-error" role="alert">
              {tKey(snapshot.context.failure ?? 'wechat.authFailed')}
            </p>
            <p className="wechat-muted">{t('wechatSignIn.backToLogin')}</p>
            <button type="button" className="button" onClick={() => send({ type: 'GO_TO_LOGIN' })}>
              {t('wechatSignIn.goToLogin')}
            </button>
          </>
        ) : (
          <p className="wechat-muted" role="status" aria-live="polite">
            {message}
          </p>
        )}
      </div>
    </section>
  );
}
