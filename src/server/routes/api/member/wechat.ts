import type { FastifyInstance } from 'fastify';
import type { MessageKey } from '../../../../contract/messages';
import { confirmMatches } from '../../../../contract/validation';
import { inAppPath, WECHAT_RETURN_ROUTE, wechatBind, wechatLogin, wechatMpAuth } from '../../../../contract/wechat';
import { findMemberByAccount, signIn } from '../../../domain/members';
import { hit } from '../../../domain/rate-limit';
import { passwordSignIn } from '../../../domain/sign-in';
import { consumeCode } from '../../../domain/verification';
import { bindExisting, registerAndBind } from '../../../domain/wechat-bind';
import { claimBindTry, createBindTicket, createState, findTicket, MAX_BIND_ATTEMPTS, returnBindTry } from '../../../domain/wechat';
import { translate } from '../../../i18n';
import { fail, ok, registerCall } from '../../../plugins/api';
import { publicOrigin } from '../../../providers/wechat';
import { wechatIdentity } from '../../../domain/wechat-identity';

/** authorize URLs one address may ask for per 10 minutes (each stores a state) */
const AUTH_LIMIT = { windowS: 600, max: 60 };

/**
 * /api/member/Wechat/{mp_auth, login, bind} (spec §4, §7). Public calls: the visitor has no
 * session yet. See docs/api.md for the state and the bind ticket.
 */
export default async function wechatRoutes(app: FastifyInstance) {
  registerCall(app, wechatMpAuth, async (input, { request }) => {
    if (!app.wechat.available) return fail('wechat.unavailable');
    const limited = await hit(app.db, { key: `wechat:auth:${request.ip}`, ...AUTH_LIMIT });
    if (!limited.ok) return fail('error.tooManyRequests', undefined, 429);
    const origin = publicOrigin(app.config, request);
    // '' = nothing asked for: the browser then falls back to the saved route, else home
    const state = await createState(app.db, input.redirect ? inAppPath(input.redirect) : '');
    const redirectUri = `${origin}/#${WECHAT_RETURN_ROUTE}`;
    return ok({ url: app.wechat.oauth(origin).authorizeUrl({ redirectUri, scope: app.wechat.scope, state }) });
  });

  registerCall(app, wechatLogin, async (input, { lang, request }) => {
    if (!app.wechat.available) return fail('wechat.unavailable');
    const failed = (why: string, detail: Record<string, unknown> = {}) => {
      request.log.warn({ why, ...detail }, 'wechat sign-in failed');
      const key: MessageKey = why === 'disabled' ? 'auth.accountDisabled' : 'wechat.authFailed';
      return ok({ code: 2 as const, msg: translate(lang, key) }, key);
    };
    const oauth = app.wechat.oauth(publicOrigin(app.config, request));
    const result = await wechatIdentity(app.db, oauth, input, lang);
    if (!result.ok) return failed(result.why, result.detail);
    const { who, member, returnTo } = result;
    if (member) {
      if (member.switch !== 1) return failed('disabled');
      const info = await signIn(app.db, member);
      return ok(
        { code: 1 as const, uuid: info.uuid, avatar: info.avatar, nickname: info.nickname, userinfo: info, redirect: returnTo },
        'auth.loggedIn',
      );
    }
    const ticket = await createBindTicket(app.db, who);
    return ok({ code: 0 as const, openid: ticket, nickname: who.nickname, avatar: who.avatar, redirect: returnTo }, 'wechat.chooseMode');
  });

  registerCall(app, wechatBind, async (input, { request }) => {
    if (input.mode === 'bind') {
      // Before the password is compared, a try of the ticket and then a sign-in attempt (account
      // and address) are taken, each atomically: a burst with one ticket, or with many tickets
      // for one account, gets no more comparisons than the ticket and the sign-in limits allow.
      const ticket = await claimBindTry(app.db, input.openid);
      if (!ticket) return fail('wechat.ticketExpired');
      const checked = await passwordSignIn(app.db, input.account, input.password, request.ip);
      if (!checked.ok) {
        // refused by the sign-in limit: nothing was compared, so the ticket keeps its try
        if (checked.key === 'auth.tooManyAttempts') await returnBindTry(app.db, ticket.hash);
        const burnt = checked.key === 'auth.loginFailed' && ticket.attempts >= MAX_BIND_ATTEMPTS;
        return fail(burnt ? 'wechat.tooManyTries' : checked.key);
      }
      const bound = await bindExisting(app.db, ticket.hash, checked.member);
      return bound.ok ? ok(await signIn(app.db, bound.member), 'wechat.bindSucceeded') : fail(bound.key);
    }

    const ticket = await findTicket(app.db, input.openid);
    if (!ticket) return fail('wechat.ticketExpired');
    const mismatch = confirmMatches(input);
    if (mismatch) return fail(mismatch as MessageKey);
    if (await findMemberByAccount(app.db, input.mobile)) return fail('wechat.mobileTaken');
    const code = await consumeCode(app.services.codes, app.db, { target: input.mobile, event: 'register', code: input.code });
    if (!code.ok) return fail(code.key);
    const created = await registerAndBind(app.db, ticket.hash, { mobile: input.mobile, password: input.password });
    return created.ok ? ok(await signIn(app.db, created.member), 'wechat.bindSucceeded') : fail(created.key);
  });
}
