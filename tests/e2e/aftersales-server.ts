import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { totpCode } from '../../src/server/domain/staff-totp';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';

/**
 * The after-sales browser tests' own server: a fresh embedded database on which the staff
 * command first creates a staff account (the command and a running server cannot share an
 * embedded database), then the real server. Everything else goes through the real APIs.
 */
export const STAFF = { username: 'e2e.packer', password: 'cliffside-cellar-7' };

export interface AftersalesServer {
  url: string;
  stop: () => Promise<void>;
}

/** `env`: settings of this server beside the defaults (e.g. a quick NOTIFY_INTERVAL_MS, so member messages are sent while a test waits). */
export async function startAftersalesServer(env: Record<string, string> = {}): Promise<AftersalesServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'winery-aftersales-e2e-'));
  const { DATABASE_URL: _server, ...parentEnv } = process.env;
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', 'create-staff', '--username', STAFF.username, '--name', 'E2E Packer'], {
    env: { ...parentEnv, DATA_DIR: dataDir, NODE_ENV: 'test', STAFF_PASSWORD: STAFF.password },
  });
  let server: ServerProcess;
  try {
    server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: 'dist/web', ...env });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Answer = { code: number; msg: string; data: any };

/** The real APIs of that server, as the browser and staff tools call them, in `lang` (a member keeps the language of their calls). */
export function apiOf(base: string, lang = 'en') {
  const api = async (path: string, form: Record<string, string>, token?: string): Promise<Answer> => {
    const response = await fetch(new URL(path, base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
      body: new URLSearchParams({ lang, ...form }),
    });
    return (await response.json()) as Answer;
  };
  const must = async (path: string, form: Record<string, string>, token?: string) => {
    const answer = await api(path, form, token);
    if (answer.code !== 1) throw new Error(`${path}: ${answer.msg}`);
    return answer.data;
  };

  /** The newest code the development outbox holds for a phone ('' when none came). */
  async function codeSentTo(phone: string) {
    let code: string | undefined;
    for (let attempt = 0; attempt < 40 && !code; attempt++) {
      const entries = (await (await fetch(new URL(`/dev/outbox?to=${phone}`, base))).json()) as { body: string }[];
      code = entries[0]?.body.match(/\b(\d{6})\b/)?.[1];
      if (!code) await new Promise((resolve) => setTimeout(resolve, 150));
    }
    return code ?? '';
  }

  async function registerMember() {
    const mobile = `13${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`;
    await must('/api/sms/send', { mobile, event: 'register' });
    const { token, ...user } = await must('/api/user/register', { mobile, code: await codeSentTo(mobile), password: 'cellar-door1', confirm: 'cellar-door1' });
    await must('/api/member/address/add', { consignee: 'Li Hua', mobile, province: '370000', city: '370600', area: '370614', address_details: '1 Cliffside Road' }, token);
    return { mobile, token: token as string, user };
  }

  /** Cart → order → a sandbox payment approved on the sandbox's own cashier endpoint. */
  async function paidOrder(member: { token: string }) {
    const wines = (await must('/api/winery/wine/list', {})).list as { id: number }[];
    let added = false;
    for (const wine of wines) {
      if ((await api('/api/member/cart/add', { goods_id: String(wine.id), product_count: '1' }, member.token)).code === 1) {
        added = true;
        break;
      }
    }
    if (!added) throw new Error('no wine could be added to the cart');
    const [address] = (await must('/api/member/address/list', {}, member.token)) as { id: number }[];
    const order = await must('/api/member/order/add', { address_id: String(address!.id), adult_confirmed: '1' }, member.token);
    const start = await must('/api/member/order/goPay', { order_no: order.order_no, method: 'sandbox' }, member.token);
    await approveInSandbox(start.out_trade_no);
    return order.order_no as string;
  }

  /** The sandbox cashier approves the payment attempt `outTradeNo` (it answers with a redirect). */
  async function approveInSandbox(outTradeNo: string) {
    const approved = await fetch(new URL(`/dev/pay/${outTradeNo}`, base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    if (approved.status !== 303) throw new Error(`sandbox approve: HTTP ${approved.status}`);
  }

  /** A visit booked for `day` (YYYY-MM-DD) by `phone`'s code and paid through the sandbox; its order number. */
  async function paidVisit(member: { token: string }, day: string, phone: string) {
    await must('/cms/visit_sms/sendSms', { phone }, member.token);
    const visit = await must('/cms/visit_order/getVisitOrder', { cate: '1', date: day, slot: '14:00', adults: '2', name: 'Wang Fang', phone, code: await codeSentTo(phone) }, member.token);
    const start = await must('/api/member/visit_order/payOrder', { order_no: visit.order_no, method: 'sandbox' }, member.token);
    await approveInSandbox(start.out_trade_no);
    return visit.order_no as string;
  }

  /** The staff account's session: its password, then the first code of a new authenticator (a code signs in once, so the session is kept). */
  let staffSession: Promise<string> | undefined;
  async function signInStaff() {
    const step = await must('/api/staff/login', STAFF);
    if (step.step !== 'enrol') throw new Error(`staff/login: expected the enrolment step, got ${step.step}`);
    return (await must('/api/staff/login/enrol', { ticket: step.ticket, code: totpCode(step.secret) })).token as string;
  }
  function staffToken() {
    staffSession ??= signInStaff();
    return staffSession;
  }

  return { api, must, registerMember, paidOrder, paidVisit, staffToken };
}
