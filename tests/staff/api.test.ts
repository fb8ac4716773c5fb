import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffAccountInvite, staffMe } from '../../src/contract/staff-auth';
import en from '../../src/staff/locales/en';
import { configureStaffApi, staffCall, staffSend, StaffApiError } from '../../src/staff/lib/api';
import { setStaffDict } from '../../src/staff/lib/i18n';

/**
 * The console's API helper: every call posts its form with `lang` and the staff token, answers the
 * contract-parsed `data`, and turns every failure into a StaffApiError with the message to show —
 * a 401 also tells the session (back to sign-in), a 403 carries the server's words.
 */
const envelope = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const me = { id: 1, username: 'owner', name: 'Wang Li', role: 'owner' };
let unauthorized = 0;

beforeAll(() => {
  setStaffDict('en', en);
  configureStaffApi({ base: 'http://console.test/', token: () => 'st_token', onUnauthorized: () => unauthorized++ });
});
afterEach(() => {
  vi.unstubAllGlobals();
  unauthorized = 0;
});

describe('staffCall', () => {
  it('posts the form with lang and the token, and answers the parsed data', async () => {
    const fetch = vi.fn(async () => envelope(200, { code: 1, msg: 'ok', time: '0', data: me }));
    vi.stubGlobal('fetch', fetch);
    await expect(staffCall(staffMe, {})).resolves.toEqual(me);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://console.test/api/staff/me');
    expect((init.headers as Record<string, string>).token).toBe('st_token');
    expect(String(init.body)).toBe('lang=en');
  });

  it('gives an action the server message for the toast', async () => {
    vi.stubGlobal('fetch', async () => envelope(200, { code: 1, msg: 'Invitation made', time: '0', data: { account: { ...me, active: true, totp: false, invited: true, last_sign_in: '', created_at: '' }, code: 'c'.repeat(20), expires_at: '' } }));
    const { msg } = await staffSend(staffAccountInvite, { username: 'shop1', name: 'Chen', role: 'shop' });
    expect(msg).toBe('Invitation made');
  });

  it('a 401 ends the session and says so', async () => {
    vi.stubGlobal('fetch', async () => envelope(401, { code: 0, msg: 'Please sign in first', time: '0', data: null }));
    const error = await staffCall(staffMe, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StaffApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: 'Please sign in first' });
    expect(unauthorized).toBe(1);
  });

  it("a 403 is the server's refusal in the staff member's words, and the session stays", async () => {
    vi.stubGlobal('fetch', async () => envelope(403, { code: 0, msg: '您的角色无权执行此操作', time: '0', data: null }));
    await expect(staffCall(staffMe, {})).rejects.toMatchObject({ kind: 'forbidden', status: 403, message: '您的角色无权执行此操作' });
    expect(unauthorized).toBe(0);
  });

  it("a business failure carries the server's message; no answer at all the console's own", async () => {
    vi.stubGlobal('fetch', async () => envelope(200, { code: 0, msg: 'The code is not right, please try again', time: '0', data: null }));
    await expect(staffCall(staffMe, {})).rejects.toMatchObject({ kind: 'business', message: 'The code is not right, please try again' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(staffCall(staffMe, {})).rejects.toMatchObject({ kind: 'network', message: en.shell.error.network });
    vi.stubGlobal('fetch', async () => envelope(200, { code: 1, msg: 'ok', time: '0', data: { id: 'not a number' } }));
    await expect(staffCall(staffMe, {})).rejects.toMatchObject({ kind: 'invalid', message: en.shell.error.failed });
  });
});
