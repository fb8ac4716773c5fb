import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../src/server/domain/members';
import { SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_FAILURES_PER_IP } from '../../src/server/domain/sign-in';
import { createBindTicket, MAX_BIND_ATTEMPTS } from '../../src/server/domain/wechat';
import { testApp } from '../helpers/test-app';
import { call, freshIp, freshPhone, type Ctx } from './account/helpers';

/**
 * "Bind an existing account" compares a member's password, so it is held to the same limits as
 * signing in: a try of the bind ticket and a sign-in attempt (account and address) are taken
 * before the comparison, so no burst gets more comparisons than they allow — with one ticket or
 * with many. Concurrency matters here: this file also runs on PostgreSQL.
 */
let ctx: Ctx;
beforeAll(async () => {
  // as behind a proxy on the same host: each call's X-Forwarded-For (a fresh one by default) is its address
  ctx = await testApp({ seed: false, env: { TRUST_PROXY: 'loopback' } });
});
afterAll(async () => ctx.close());

const WRONG = 'Incorrect account or password';
const BURNT = 'Too many wrong attempts, please sign in with WeChat again';
const EXPIRED = 'The WeChat authorization has expired, please sign in with WeChat again';
const TOO_MANY = 'Too many attempts, please try again later';

let openids = 0;
/** A bind ticket for a new, unbound WeChat user, as a code-0 login hands it out. */
async function ticket(): Promise<string> {
  openids += 1;
  const openid = `oLIMIT${String(openids).padStart(22, '0')}`;
  return createBindTicket(ctx.db, { openid, unionid: null, nickname: `Limit ${openids}`, avatar: '' });
}

async function member() {
  const mobile = freshPhone();
  await createMember(ctx.db, { mobile, password: 'secret123' });
  return mobile;
}

const bind = (openid: string, account: string, password: string, headers: Record<string, string> = {}) =>
  call(ctx, '/api/member/Wechat/bind', { mode: 'bind', openid, account, password, lang: 'en' }, headers);
const signIn = (account: string, password: string) => call(ctx, '/api/user/login', { account, password, lang: 'en' });

/** The answers of calls whose password was compared (a wrong one, or the one that burnt the ticket). */
const compared = (answers: { msg: string }[]) => answers.filter((answer) => answer.msg === WRONG || answer.msg === BURNT);

async function accountFailures(account: string): Promise<number> {
  const row = await ctx.db.selectFrom('rate_limits').select('hits').where('key', '=', `signin:acct:${account}`).executeTakeFirst();
  return row?.hits ?? 0;
}

describe('binding an existing account is held to the bind ticket and the sign-in limits', () => {
  it(`a burst of 20 binds with one ticket compares at most ${MAX_BIND_ATTEMPTS} passwords, each counted against the account`, async () => {
    const account = await member();
    const openid = await ticket();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => bind(openid, account, `wrong-pw-${i}`)));
    const checked = compared(answers);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(MAX_BIND_ATTEMPTS);
    expect(answers.filter((answer) => !checked.includes(answer)).every((answer) => answer.msg === EXPIRED)).toBe(true);
    expect(await accountFailures(account)).toBe(checked.length);
    // the ticket is burnt: even the right password is not compared with it any more
    expect((await bind(openid, account, 'secret123')).msg).toBe(EXPIRED);
    const bound = ctx.db.selectFrom('wechat_accounts').innerJoin('members', 'members.id', 'wechat_accounts.member_id');
    expect(await bound.select('wechat_accounts.id').where('members.mobile', '=', account).execute()).toEqual([]);
  });

  it(`binds with 30 tickets for one account compare at most ${SIGN_IN_FAILURES_PER_ACCOUNT} passwords; then sign-in is refused too`, async () => {
    const account = await member();
    const openids = await Promise.all(Array.from({ length: 30 }, () => ticket()));
    const answers = await Promise.all(openids.map((openid, i) => bind(openid, account, `wrong-pw-${i}`)));
    const checked = compared(answers);
    expect(checked.length).toBeLessThanOrEqual(SIGN_IN_FAILURES_PER_ACCOUNT);
    expect(answers.filter((answer) => !checked.includes(answer)).every((answer) => answer.msg === TOO_MANY)).toBe(true);
    // a ticket refused by the sign-in limit had nothing compared: it keeps its tries
    const hashes = openids.map((openid) => createHash('sha256').update(openid).digest('hex'));
    const tickets = await ctx.db.selectFrom('wechat_bind_tickets').select('attempts').where('ticket_hash', 'in', hashes).execute();
    expect(tickets.reduce((sum, row) => sum + row.attempts, 0)).toBe(checked.length);
    expect((await signIn(account, 'secret123')).msg).toBe(TOO_MANY);
  });

  it(`binds from one address compare at most ${SIGN_IN_FAILURES_PER_IP} passwords, whatever the accounts`, async () => {
    const ip = freshIp();
    const openids = await Promise.all(Array.from({ length: 40 }, () => ticket()));
    const answers = await Promise.all(openids.map((openid) => bind(openid, freshPhone(), 'wrong-pw', { 'x-forwarded-for': ip })));
    expect(compared(answers).length).toBeLessThanOrEqual(SIGN_IN_FAILURES_PER_IP);
    expect(answers.filter((answer) => answer.msg === TOO_MANY).length).toBeGreaterThanOrEqual(40 - SIGN_IN_FAILURES_PER_IP);
  });

  it('wrong binds and wrong sign-ins count together against one account', async () => {
    const account = await member();
    for (let i = 0; i < 6; i++) expect((await signIn(account, `wrong-pw-${i}`)).msg).toBe(WRONG);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT - 6; i++) expect((await bind(await ticket(), account, `wrong-bind-${i}`)).msg).toBe(WRONG);
    // the limit is reached: neither path compares another password, not even the right one
    expect((await bind(await ticket(), account, 'secret123')).msg).toBe(TOO_MANY);
    expect((await signIn(account, 'secret123')).msg).toBe(TOO_MANY);
  });

  it("a right password on a ticket's last try binds, and forgets the account's failures as a sign-in does", async () => {
    const account = await member();
    const first = await ticket();
    const answers = [];
    for (let i = 0; i < MAX_BIND_ATTEMPTS; i++) answers.push((await bind(first, account, `wrong-pw-${i}`)).msg);
    expect(answers).toEqual([...Array<string>(MAX_BIND_ATTEMPTS - 1).fill(WRONG), BURNT]);
    const second = await ticket();
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT - MAX_BIND_ATTEMPTS - 1; i++) expect((await bind(second, account, `wrong-again-${i}`)).msg).toBe(WRONG);
    // one failure short of the account's limit, and on the second ticket's last try
    const bound = await bind(second, account, 'secret123');
    expect(bound).toMatchObject({ code: 1, msg: 'Binding succeeded', data: { mobile: account } });
    expect(await accountFailures(account)).toBe(0);
    expect((await signIn(account, 'wrong-pw')).msg).toBe(WRONG);
    expect((await signIn(account, 'secret123')).code).toBe(1);
  });
});
