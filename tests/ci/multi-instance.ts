/**
 * Issue 15 §3: several app instances on one PostgreSQL server behind nginx. Started by
 * tests/ci/multi-instance.sh (from .ci/run, after the PostgreSQL server suite) with
 * DATABASE_URL pointing at the CI machine's server; it makes its own database (winery_multi),
 * three production instances started together and Debian's nginx in front of them with
 * docs/deploy/nginx.conf, then shows through nginx that:
 *  (a) 200 concurrent checkouts of 50 bottles sell exactly 50;
 *  (b) a payment notification delivered to every instance at once is applied once;
 *  (c) code cooldowns and sign-in limits hold across instances, per real client address;
 *  (d) content published on one instance reaches every instance within READ_CACHE_MS;
 *  (e) a member signed out on one instance is refused on the others;
 *  (f) a picture uploaded through one instance is served by every instance.
 * Every check is printed; any failure makes the exit code 1.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { authEn } from '../../src/contract/messages/auth.en';
import { PAYMENT_ATTEMPT_STATUS } from '../../machines/payment-attempt.machine';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Db } from '../../src/server/db/database';
import { createMember, signIn, type MemberRow } from '../../src/server/domain/members';
import { totpCode } from '../../src/server/domain/staff-totp';
import { createSandboxGateway } from '../../src/server/providers/payment/sandbox';
import { call, freePorts, freshDatabase, INSTANCES, Processes, request, serverCommand, sharedEnv, sleep, upstreamCounts, waitReady, writeNginxConf } from './multi-instance/cluster';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://winery:winery@127.0.0.1:5432/winery';
const DB_NAME = 'winery_multi';
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const READ_CACHE_MS = 2_000;
const BUYERS = 200;
const BOTTLES = 50;
const PASSWORD = 'cliffside-2026';
/** slack for a shared, busy CI machine on top of a bound the product promises */
const SLACK_MS = 1_000;

const results: { ok: boolean; what: string; detail: string }[] = [];
function check(ok: boolean, what: string, detail = '') {
  results.push({ ok, what, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${what}${detail ? ` — ${detail}` : ''}`);
}
const eq = (actual: unknown, expected: unknown, what: string) =>
  check(JSON.stringify(actual) === JSON.stringify(expected), what, JSON.stringify(actual) === JSON.stringify(expected) ? String(actual) : `got ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);

/** Runs `work` on the items, at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await work(items[index]!, index);
    }
  }));
  return out;
}

const runDir = process.env.MULTI_RUN_DIR ?? mkdtempSync(join(tmpdir(), 'winery-multi-'));
const procs = new Processes(runDir);
const started = Date.now();
const database = await freshDatabase(ADMIN_URL, DB_NAME);
const [nginxPort, ...ports] = await freePorts(INSTANCES + 1);
const edge = `http://127.0.0.1:${nginxPort}`;
const instances = ports.map((port) => `http://127.0.0.1:${port}`);
const env = sharedEnv(database.url, edge, READ_CACHE_MS);
let db: Db | undefined;

async function main() {
  // three instances started at once: migrations and the demo seed must run once between them
  const { DATABASE_URL: _parent, ...parentEnv } = process.env;
  const server = serverCommand();
  console.log(`starting ${INSTANCES} instances (${[server.command, ...server.args].join(' ')}) on ${DB_NAME}, nginx on ${edge}; logs in ${runDir}/logs`);
  const children = ports.map((port, i) => procs.start(`instance-${i + 1}`, server.command, server.args, { ...parentEnv, ...env, PORT: String(port), DATA_DIR: join(runDir, `data-${i + 1}`) }));
  await Promise.all(instances.map((url, i) => waitReady(url, () => children[i]!.child.exitCode === null)));
  const nginxDir = writeNginxConf(runDir, nginxPort!, ports);
  const test = spawnSync(NGINX, ['-t', '-q', '-p', nginxDir, '-e', `${nginxDir}/error.log`, '-c', `${nginxDir}/nginx.conf`], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused ${nginxDir}/nginx.conf:\n${test.stderr}`);
  const nginx = procs.start('nginx', NGINX, ['-p', nginxDir, '-e', `${nginxDir}/error.log`, '-c', `${nginxDir}/nginx.conf`, '-g', 'daemon off;'], process.env);
  await waitReady(edge, () => nginx.child.exitCode === null, 10_000);
  console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  db = await openDatabase({ DATABASE_URL: database.url, DATA_DIR: runDir });
  const doubles = await sql<{ n: number }>`select count(*)::int as n from (select title from wines group by title having count(*) > 1) d`.execute(db);
  eq(doubles.rows[0]?.n, 0, 'start: three instances started together seeded the demo wines once');

  const buyers = await checkouts(db, nginxDir);
  await notifyEverywhere(db, buyers.winner);
  await limits(db);
  await contentEverywhere();
  await signOutEverywhere(buyers.other);
  await uploadsEverywhere(buyers.other);
}

/** (a) 200 members check out the last 50 bottles at once, through nginx. */
async function checkouts(db: Db, nginxDir: string) {
  const wine = await db.selectFrom('wines').select(['id', 'title']).where('is_sell', '=', 1).where('switch', '=', 1).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const template = await createMember(db, { mobile: '13700000000', password: PASSWORD });
  const rows = Array.from({ length: BUYERS }, (_, i) => ({
    username: `multi-buyer-${i}`,
    nickname: `Buyer ${i}`,
    mobile: `137${String(i + 1).padStart(8, '0')}`,
    email: null,
    birthday: null,
    // one password hash for all: the sign-ins below check it, no need to hash it 200 times here
    salt: template.salt,
    password_hash: template.password_hash,
  }));
  const members = await db.insertInto('members').values(rows).returningAll().execute();
  for (const [i, member] of members.entries()) {
    // one receiver phone each: a phone may hold only so many unpaid bottles (HOLD_MAX_BOTTLES_PER_WINE)
    await db.insertInto('member_addresses').values({ member_id: member.id, consignee: `Buyer ${i}`, mobile: `138${String(i).padStart(8, '0')}`, province: 370000, city: 370600, area: 370614, address_details: 'Cliff Road', zip_code: '', is_default: 1 }).execute();
    await db.insertInto('cart_items').values({ member_id: member.id, goods_id: wine.id, product_count: 1 }).execute();
  }
  const addresses = await db.selectFrom('member_addresses').select(['member_id', 'id']).where('member_id', 'in', members.map((m) => m.id)).execute();
  const addressOf = new Map(addresses.map((a) => [a.member_id, a.id]));
  await db.updateTable('wines').set({ stock: BOTTLES }).where('id', '=', wine.id).execute();
  // sessions made by the domain's sign-in (200 password checks would be a minute of scrypt on
  // a busy machine; the sign-ins through nginx below check the password the real way)
  const tokens = await Promise.all(members.map(async (member: MemberRow) => (await signIn(db, member)).token!));

  const checkoutStarted = Date.now();
  const answers = await Promise.all(members.map((member, i) => call(edge, '/api/member/order/add', { address_id: addressOf.get(member.id)!, adult_confirmed: '1' }, { token: tokens[i]! })));
  const ms = Date.now() - checkoutStarted;
  const won = answers.flatMap((a, i) => (a.code === 1 ? [{ i, orderNo: a.data.order_no as string }] : []));
  eq(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.msg}`), [], `(a) ${BUYERS} concurrent checkouts through nginx: every answer an HTTP 200 envelope (${ms} ms)`);
  eq(won.length, BOTTLES, '(a) orders made');
  eq(new Set(won.map((w) => w.orderNo)).size, BOTTLES, '(a) distinct order numbers');
  eq([...new Set(answers.filter((a) => a.code !== 1).map((a) => a.msg))], [`${wine.title.en} is sold out`], '(a) every other checkout is refused as sold out');
  const stock = await db.selectFrom('wines').select('stock').where('id', '=', wine.id).executeTakeFirstOrThrow();
  eq(stock.stock, 0, '(a) stock left');
  const sold = await db
    .selectFrom('goods_order_items as i')
    .innerJoin('goods_orders as o', 'o.id', 'i.order_id')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('i.product_count'), sql<number>`0`).as('bottles'), eb.fn.count<number>('o.id').distinct().as('orders')])
    .where('i.goods_id', '=', wine.id)
    .where('o.status', '=', 5)
    .where('o.expires_at', '>', new Date())
    .executeTakeFirstOrThrow();
  eq([Number(sold.bottles), Number(sold.orders)], [BOTTLES, BOTTLES], '(a) bottles in unpaid, payable orders / those orders (none oversold)');
  const spread = upstreamCounts(nginxDir, '/api/member/order/add');
  check(Object.keys(spread).length === INSTANCES && Object.values(spread).every((n) => n >= BUYERS / INSTANCES / 2), '(a) nginx spread the checkouts over every instance', JSON.stringify(spread));

  const first = won[0]!;
  const other = answers.findIndex((a) => a.code !== 1);
  return { winner: { orderNo: first.orderNo, token: tokens[first.i]! }, other: { token: tokens[other]!, mobile: members[other]!.mobile! } };
}

/** (b) The provider's signed callback for one payment, sent to every instance directly and through nginx, all at once. */
async function notifyEverywhere(db: Db, winner: { orderNo: string; token: string }) {
  const started = await call(edge, '/api/member/order/goPay', { order_no: winner.orderNo, method: 'sandbox' }, { token: winner.token });
  if (started.code !== 1) {
    check(false, '(b) a payment attempt through nginx', `${started.status} ${started.msg}`);
    return;
  }
  const outTradeNo = started.data.out_trade_no as string;
  const statuses: number[] = [];
  // the sandbox gateway with the instances' keys: it marks the transaction paid and signs the
  // notification as WeChat Pay would; "delivering" it means sending it everywhere at once
  const gateway = createSandboxGateway(loadConfig({ ...env, PORT: '0' }), db, async (notifyUrl, headers, body) => {
    const path = new URL(notifyUrl).pathname;
    const targets = [...instances, ...instances.map(() => edge)];
    const answers = await Promise.all(targets.map((base) => request(base, path, { method: 'POST', headers, body })));
    statuses.push(...answers.map((a) => a.status));
    return Math.max(...statuses);
  });
  const approved = await gateway.approve(outTradeNo);
  check(approved.ok, '(b) the sandbox approved the payment');
  eq(statuses, new Array(INSTANCES * 2).fill(204), `(b) the notification sent to ${INSTANCES} instances and ${INSTANCES} times through nginx at once: every answer 204`);
  // and once more later, as a provider's retry would
  const again = await gateway.notification(outTradeNo);
  const retry = again ? await request(edge, '/api/payment/notify/sandbox', { method: 'POST', headers: again.headers, body: again.body }) : null;
  eq(retry?.status, 204, '(b) a later repeat through nginx answers 204');

  const order = await db.selectFrom('goods_orders').select(['id', 'status']).where('order_no', '=', winner.orderNo).executeTakeFirstOrThrow();
  const payment = await db.selectFrom('payments').select(['id', 'status', 'transaction_id']).where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
  const notifications = await db.selectFrom('payment_notifications').select(['notification_id', 'outcome']).where('out_trade_no', '=', outTradeNo).execute();
  const orderHistory = await db.selectFrom('status_history').select('event').where('entity', '=', 'goods_order').where('entity_id', '=', order.id).orderBy('id').execute();
  const paymentHistory = await db
    .selectFrom('status_history')
    .select('to_status')
    .where('entity', '=', 'payment')
    .where('entity_id', '=', payment.id)
    .where('to_status', '=', PAYMENT_ATTEMPT_STATUS.paid)
    .execute();
  eq(notifications.map((n) => n.outcome), ['applied'], '(b) notification rows recorded');
  eq([payment.status, payment.transaction_id !== null], [PAYMENT_ATTEMPT_STATUS.paid, true], '(b) the payment attempt is paid with its transaction id');
  eq(paymentHistory.length, 1, '(b) history rows of the attempt becoming paid');
  eq(order.status, 10, '(b) the order is paid');
  eq(orderHistory.map((h) => h.event), ['CREATE', 'PAY'], '(b) the order\'s history: created, paid once');
  const seen = await call(edge, '/api/member/order/query', { order_no: winner.orderNo, out_trade_no: outTradeNo }, { token: winner.token });
  check(seen.code === 1, '(b) the member reads the payment through nginx', JSON.stringify(seen.data ?? seen.msg).slice(0, 160));
}

const cooldownMsg = /^Please wait \d+ seconds? before requesting another code$/;

/** (c) Code cooldowns and sign-in limits, counted in the database, whichever instance is asked. */
async function limits(db: Db) {
  // a code to one phone through instance 1, then at once through instances 2 and 3 and nginx
  const phone = '13912345678';
  const first = await call(instances[0]!, '/api/sms/send', { mobile: phone, event: 'register' });
  eq([first.code, first.msg], [1, authEn.codeSent], '(c) a code sent through instance 1');
  const rest = await Promise.all([...instances.slice(1), edge, edge].map((base) => call(base, '/api/sms/send', { mobile: phone, event: 'register' })));
  check(rest.every((a) => a.code === 0 && cooldownMsg.test(a.msg)), '(c) the same phone at once through instances 2, 3 and twice through nginx: every one refused by the cooldown', rest.map((a) => a.msg).join(' | '));
  // six at once for another phone, spread by nginx: exactly one goes
  const burst = await Promise.all(Array.from({ length: 6 }, () => call(edge, '/api/sms/send', { mobile: '13912345679', event: 'register' })));
  eq(burst.filter((a) => a.code === 1).length, 1, '(c) six code requests for one phone at once through nginx: sent');
  const codes = await db.selectFrom('verification_codes').select('target').where('target', 'in', [phone, '13912345679']).execute();
  eq(codes.length, 2, '(c) codes stored for the two phones');

  // an account's failures counted across instances: 10 wrong passwords round the instances, then the right one is refused too
  const account = '13700000000';
  const wrong = [];
  for (let i = 0; i < 10; i++) wrong.push(await call(instances[i % INSTANCES]!, '/api/user/login', { account, password: 'not-the-password' }));
  check(wrong.every((a) => a.msg === authEn.loginFailed), '(c) ten wrong passwords for one account, round the three instances: each refused as wrong');
  const locked = await Promise.all(instances.map((base) => call(base, '/api/user/login', { account, password: PASSWORD })));
  check(locked.every((a) => a.code === 0 && a.msg === authEn.tooManyAttempts), '(c) then the right password on every instance: too many attempts', locked.map((a) => a.msg).join(' | '));

  // an address's failures, counted by the real client behind nginx (not nginx's own address)
  const failures = await pool(Array.from({ length: 30 }, (_, i) => `1360000${String(i).padStart(4, '0')}`), 5, (unknown) =>
    call(edge, '/api/user/login', { account: unknown, password: 'guess-guess' }, { from: '127.0.0.2' }),
  );
  check(failures.every((a) => a.msg === authEn.loginFailed), '(c) 30 failed sign-ins from client 127.0.0.2 through nginx (per-address limit 30)');
  const blocked = await call(edge, '/api/user/login', { account: '13600009999', password: 'guess-guess' }, { from: '127.0.0.2' });
  eq(blocked.msg, authEn.tooManyAttempts, '(c) the 31st from 127.0.0.2 through nginx');
  const spoofed = await call(edge, '/api/user/login', { account: '13600009998', password: 'guess-guess' }, { from: '127.0.0.2', headers: { 'x-forwarded-for': '10.1.2.3' } });
  eq(spoofed.msg, authEn.tooManyAttempts, '(c) 127.0.0.2 claiming to be 10.1.2.3 in X-Forwarded-For');
  const neighbour = await call(edge, '/api/user/login', { account: '13600009997', password: 'guess-guess' }, { from: '127.0.0.3' });
  eq(neighbour.msg, authEn.loginFailed, '(c) another client (127.0.0.3) through the same nginx is not limited');
  const keys = await db.selectFrom('rate_limits').select('key').where('key', 'like', 'signin:ip:%').execute();
  check(keys.some((k) => k.key === 'signin:ip:127.0.0.2') && keys.some((k) => k.key === 'signin:ip:127.0.0.3'), '(c) the limits are kept per client address', keys.map((k) => k.key).join(', '));
}

/** (d) News published by staff through nginx, read on each instance until the new title shows. */
async function contentEverywhere() {
  const created = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', 'create-staff', '--username', 'editor', '--name', 'Editor', '--role', 'content'], {
    env: { ...process.env, DATABASE_URL: database.url, STAFF_PASSWORD: 'vineyard-editor-2026' },
    encoding: 'utf8',
  });
  check(created.status === 0, '(d) a content editor made with the staff command', (created.stdout + created.stderr).trim().split('\n').pop());
  const login = await call(edge, '/api/staff/login', { username: 'editor', password: 'vineyard-editor-2026' });
  const session = await call(edge, '/api/staff/login/enrol', { ticket: login.data?.ticket, code: totpCode(login.data?.secret ?? '') });
  const staff = session.data?.token as string | undefined;
  check(staff !== undefined, '(d) the editor signs in through nginx (password, then the authenticator)', staff ? '' : `${login.msg} / ${session.msg}`);
  if (!staff) return;
  const staffCall = (path: string, form: Record<string, string | number>) => call(edge, `/api/staff/content/${path}`, form, { token: staff });

  const news = await call(edge, '/api/winery/news/list', { page: 1 });
  const item = (news.data?.list ?? [])[0] as { id: number; title: string } | undefined;
  if (!item) {
    check(false, '(d) a published news item to edit', JSON.stringify(news).slice(0, 200));
    return;
  }
  const title = `Harvest ${Date.now()}`;
  const saved = await staffCall('save', {
    type: 'news', live_id: item.id,
    title_cn: `${title} 简体`, title_tw: `${title} 繁體`, title_en: title,
    summary_cn: '简体摘要', summary_tw: '繁體摘要', summary_en: 'Summary',
    content_cn: '<p>简体正文</p>', content_tw: '<p>繁體正文</p>', content_en: '<p>Body</p>',
    releasedate: '2026-11-20',
  });
  check(saved.code === 1, '(d) the change saved through nginx', saved.msg);
  const titleAt = async (base: string) => (await call(base, '/api/winery/news/get', { id: item.id })).data?.title as string | undefined;
  // every instance answers (and keeps) the old title just before publishing
  const before = await Promise.all(instances.map(titleAt));
  check(before.every((t) => t === item.title), '(d) every instance answers the old title before publishing', before.join(' | '));
  const published = await staffCall('publish', { type: 'news', id: saved.data?.id });
  const at = Date.now();
  check(published.code === 1, '(d) published through nginx', published.msg);
  const seenAfter = await Promise.all(
    instances.map(async (base) => {
      for (;;) {
        if ((await titleAt(base)) === title) return Date.now() - at;
        if (Date.now() - at > READ_CACHE_MS + 10_000) return Infinity;
        await sleep(50);
      }
    }),
  );
  check(seenAfter.every((ms) => ms <= READ_CACHE_MS + SLACK_MS), `(d) every instance answers the new title within READ_CACHE_MS (${READ_CACHE_MS} ms)`, `after ${seenAfter.map((ms) => `${ms} ms`).join(', ')} (instances 1–3)`);
  eq(await titleAt(edge), title, '(d) and through nginx');
}

/** The bound on a signed-out token still working on another instance: the instances' SESSION_CACHE_MS when the server has one, else none. */
function sessionBoundMs(): number {
  const config = loadConfig({ ...env, PORT: '0' }) as Record<string, unknown>;
  return typeof config.SESSION_CACHE_MS === 'number' ? config.SESSION_CACHE_MS : 0;
}

/** (e) A member signed out through instance 1 is refused on instances 2 and 3 (and through nginx). */
async function signOutEverywhere(member: { token: string }) {
  const read = (base: string) => call(base, '/api/user/info', {}, { token: member.token });
  const before = await Promise.all(instances.map(read));
  check(before.every((a) => a.code === 1), '(e) a signed-in member reads their account on every instance');
  const out = await call(instances[0]!, '/api/user/logout', {}, { token: member.token });
  const at = Date.now();
  check(out.code === 1, '(e) signed out through instance 1', out.msg);
  const bound = sessionBoundMs();
  const refusedAfter = await Promise.all(
    [...instances, edge].map(async (base) => {
      for (let tries = 0; ; tries++) {
        const answer = await read(base);
        if (answer.status === 401) return { ms: Date.now() - at, tries };
        if (Date.now() - at > bound + 10_000) return { ms: Infinity, tries };
        await sleep(50);
      }
    }),
  );
  const within = bound === 0 ? refusedAfter.every((r) => r.tries === 0) : refusedAfter.every((r) => r.ms <= bound + SLACK_MS);
  check(within, `(e) the token refused on every instance and through nginx ${bound === 0 ? 'at once' : `within SESSION_CACHE_MS (${bound} ms)`}`, `after ${refusedAfter.map((r) => `${r.ms} ms`).join(', ')} (instances 1–3, nginx)`);
}

/** (f) Pictures are kept in the database: uploaded through one instance, served by every one. */
async function uploadsEverywhere(member: { mobile: string }) {
  const signedIn = await call(edge, '/api/user/login', { account: member.mobile, password: PASSWORD });
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const boundary = '----multi-instance';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await request(edge, '/api/common/upload', { method: 'POST', headers: { token: signedIn.data?.token ?? '', 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
  const url = (JSON.parse(res.body.toString('utf8')).data?.url ?? '') as string;
  check(url.startsWith('/media/uploads/'), '(f) a picture uploaded through nginx', url || res.body.toString('utf8').slice(0, 160));
  if (!url) return;
  const served = await Promise.all(instances.map((base) => request(base, url)));
  check(served.every((r) => r.status === 200 && r.body.equals(png)), '(f) every instance serves the same bytes (no media directory to share)', served.map((r) => r.status).join(', '));
}

let failure: unknown;
try {
  await main();
} catch (err) {
  failure = err;
}
await db?.destroy();
const exits = await procs.stopAll();
for (const [name, code] of Object.entries(exits)) {
  if (name.startsWith('instance')) eq(code, 0, `${name} stopped cleanly on SIGTERM`);
}
await database.drop().catch((err: Error) => console.error(`could not drop ${DB_NAME}: ${err.message}`));
if (failure) {
  console.error(`the run stopped: ${(failure as Error).stack ?? failure}`);
  for (const name of Object.keys(exits)) console.error(`--- ${name} (last lines)\n${procs.log(name).split('\n').slice(-15).map((line) => line.slice(0, 400)).join('\n')}`);
}
const failed = results.filter((r) => !r.ok);
console.log(`\n${results.length - failed.length}/${results.length} checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failed.length > 0 || failure) {
  for (const name of Object.keys(exits)) if (!failure) console.error(`--- ${name} (last lines)\n${procs.log(name).split('\n').slice(-15).map((line) => line.slice(0, 400)).join('\n')}`);
  process.exit(1);
}
process.exit(0);
