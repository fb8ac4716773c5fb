import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { wechatBindMachine } from '../../../../machines/wechat-bind.machine';
import type { BindMode } from '../../../contract/wechat';
import { SessionContext } from '../../app/session';
import { Tabs } from '../../components/tabs';
import { WechatMark } from '../../components/wechat-mark';
import { goAfterSignIn } from '../../lib/after-sign-in';
import { navigate, useSearch } from '../../lib/hash-location';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { BindForm } from './bind-form';
import { bindAccount } from './wechat.actors';
import './wechat.css';

/**
 * /wxBind?openId=… (spec §4 code 0): the WeChat account is not bound yet; bind it to an
 * existing account or register one. `openId` is the server's bind ticket, not the openid.
 */
export default function WechatBindView() {
  const search = useSearch();
  const query = new URLSearchParams(search);
  const ticket = query.get('openId') ?? '';
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(ticket)) return <NoTicket search={search} />;
  return <BindScreen ticket={ticket} search={search} nickname={query.get('nickname') ?? ''} avatar={query.get('avatar') ?? ''} />;
}

function BindScreen({ ticket, search, nickname, avatar }: { ticket: string; search: string; nickname: string; avatar: string }) {
  const session = SessionContext.useActorRef();
  const [logic] = useState(() =>
    wechatBindMachine.provide({
      actors: { bindAccount },
      actions: {
        signIn: ({ context }) => {
          if (!context.user?.token) return;
          const { token, ...user } = context.user;
          session.send({ type: 'LOGIN', token, user });
        },
        goToTarget: () => void goAfterSignIn(search, (target) => navigate(target, { replace: true })),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { ticket } });
  const { mode, form, errors, failure } = snapshot.context;
  const choose = (next: BindMode) => send({ type: 'CHOOSE', mode: next });

  return (
    <section className="wechat-page">
      <div className="wechat-card">
        <header className="wechat-who">
          {avatar.startsWith('/') ? <img src={avatar} alt="" width="56" height="56" /> : <WechatMark />}
          <div>
            <h1>{t('wechatSignIn.bindTitle')}</h1>
            {nickname && <p className="wechat-hello">{t('wechatSignIn.hello', { name: nickname })}</p>}
          </div>
        </header>
        <p className="wechat-muted">{t('wechatSignIn.bindIntro')}</p>

        {snapshot.matches('choosing') ? (
          <fieldset className="wechat-choices">
            <legend>{t('wechatSignIn.chooseLegend')}</legend>
            <button type="button" className="wechat-choice" onClick={() => choose('bind')}>
              <strong>{t('wechatSignIn.chooseExisting')}</strong>
              <span>{t('wechatSignIn.chooseExistingHint')}</span>
            </button>
            <button type="button" className="wechat-choice" onClick={() => choose('register')}>
              <strong>{t('wechatSignIn.chooseRegister')}</strong>
              <span>{t('wechatSignIn.chooseRegisterHint')}</span>
            </button>
          </fieldset>
        ) : snapshot.matches('success') ? (
          <p className="wechat-success" role="status">
            {t('wechat.bindSucceeded')}
          </p>
        ) : (
          <Tabs
            label={t('wechatSignIn.chooseLegend')}
            idBase="wx-mode"
            tabs={[
              { key: 'bind', label: t('wechatSignIn.chooseExisting') },
              { key: 'register', label: t('wechatSignIn.chooseRegister') },
            ]}
            selected={mode}
            onSelect={choose}
          >
            <BindForm
              key={mode}
              mode={mode}
              form={form}
              errors={errors}
              failure={failure}
              busy={snapshot.matches('submitting')}
              onChange={(field, value) => send({ type: 'CHANGE', field, value })}
              onSubmit={() => send({ type: 'SUBMIT' })}
            />
          </Tabs>
        )}
        <p className="wechat-restart">
          <a href={restartHref(search)}>{t('wechatSignIn.restart')}</a>
        </p>
      </div>
    </section>
  );
}

function NoTicket({ search }: { search: string }) {
  return (
    <section className="wechat-page">
      <div className="wechat-card wechat-status">
        <WechatMark />
        <h1>{t('wechatSignIn.bindTitle')}</h1>
        <p className="wechat-error" role="alert">
          {t('wechatSignIn.noTicket')}
        </p>
        <a className="button" href={restartHref(search)}>
          {t('wechatSignIn.restart')}
        </a>
      </div>
    </section>
  );
}

/** /wxLogin again, still heading for the page that was asked for. */
function restartHref(search: string): string {
  const returnTo = new URLSearchParams(search).get('url');
  return `#${paths.wxLogin}${returnTo ? `?url=${encodeURIComponent(returnTo)}` : ''}`;
}
