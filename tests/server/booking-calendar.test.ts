import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingOrderMachine } from '../../machines/booking-order.machine';
import { BOOKING_CALENDAR_PATH } from '../../src/contract/booking-calendar';
import { initialStatus } from '../../src/server/domain/machine-rules';
import { testApp } from '../helpers/test-app';
import { member } from './payment-helpers';

/**
 * A booking's calendar file (issue 16): read back with a small RFC 5545 reader written here (not
 * the code under test) — CRLF line ends, lines folded at 75 octets without splitting a character,
 * TEXT escapes — and checked against the booking's row and the site texts: Asia/Shanghai times,
 * the estate's address and transport notes, a UID stable per booking; only its member gets it.
 */
let t: Awaited<ReturnType<typeof testApp>>;
let owner: { id: number; token: string };
let other: { id: number; token: string };
beforeAll(async () => {
  t = await testApp();
  owner = await member(t.db);
  other = await member(t.db);
});
afterAll(async () => t.close());

const l = (cn: string, tw: string, en: string) => JSON.stringify({ cn, tw, en });
let serial = 0;
async function booking(values: { kind: 'visit' | 'dining' | 'stay'; ref_id: number; start_at: Date; end_at?: Date | null; adults?: number; rooms?: number; hidden?: boolean }) {
  serial++;
  const orderNo = `B2026TEST${String(serial).padStart(4, '0')}`;
  await t.db
    .insertInto('booking_orders')
    .values({
      order_no: orderNo, member_id: owner.id, kind: values.kind, ...initialStatus(bookingOrderMachine), ref_id: values.ref_id, amount_fen: 100, pay_fen: 100,
      dollar_cents: 14, title: l('标准参观', '標準參觀', 'Standard visit'), image: '', name: 'Li Hua', phone: '13800000000', description: '',
      adults: values.adults ?? 2, minors: 1, rooms: values.rooms ?? 1, start_at: values.start_at, end_at: values.end_at ?? null, details: '{}',
      expires_at: new Date(Date.now() + 3_600_000), hidden_at: values.hidden ? new Date() : null,
    })
    .execute();
  return orderNo;
}

const download = (orderNo: string, token: string | null, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `${BOOKING_CALENDAR_PATH}?order_no=${encodeURIComponent(orderNo)}&lang=${lang}`, headers: token ? { token } : {} });

interface Prop { name: string; params: Record<string, string>; value: string }
interface Component { name: string; props: Prop[]; children: Component[] }

/** RFC 5545 §3.1 unfolding and §3.3.11 unescaping, independent of the writer. */
function readIcs(body: string): Component {
  expect(body.endsWith('\r\n')).toBe(true);
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // no bare CR or LF
  const physical = body.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(line).not.toContain('\uFFFD');
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const root: Component = { name: '', props: [], children: [] };
  const stack = [root];
  for (const line of logical) {
    const colon = line.indexOf(':');
    const [name, ...paramParts] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    const top = stack[stack.length - 1]!;
    if (name === 'BEGIN') {
      const child: Component = { name: value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(top.name).toBe(value);
      stack.pop();
    } else {
      const params = Object.fromEntries(paramParts.map((p) => p.split('=') as [string, string]));
      top.props.push({ name: name!, params, value });
    }
  }
  expect(stack).toHaveLength(1);
  return root.children[0]!;
}
const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
const prop = (c: Component, name: string) => c.props.find((p) => p.name === name);
const event = (cal: Component) => cal.children.find((c) => c.name === 'VEVENT')!;

describe('a booking’s calendar file', () => {
  it('a visit: Asia/Shanghai times for the category’s length, the estate’s address and directions, a stable UID', async () => {
    const cate = await t.db.selectFrom('visit_categories').select(['id', 'duration_min']).orderBy('id').executeTakeFirstOrThrow();
    const orderNo = await booking({ kind: 'visit', ref_id: cate.id, start_at: new Date('2026-12-05T10:00:00+08:00') });
    const answer = await download(orderNo, owner.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${orderNo}.ics"`);
    const cal = readIcs(answer.body);
    expect(cal.name).toBe('VCALENDAR');
    expect(prop(cal, 'VERSION')!.value).toBe('2.0');
    expect(prop(cal, 'PRODID')).toBeDefined();
    const zone = cal.children.find((c) => c.name === 'VTIMEZONE')!;
    expect(prop(zone, 'TZID')!.value).toBe('Asia/Shanghai');
    const ev = event(cal);
    expect(prop(ev, 'UID')!.value).toBe(`${orderNo}@bookings.penglai-cliffside.example`);
    expect(prop(ev, 'DTSTAMP')!.value).toMatch(/^\d{8}T\d{6}Z$/);
    expect(prop(ev, 'DTSTART')).toEqual({ name: 'DTSTART', params: { TZID: 'Asia/Shanghai' }, value: '20261205T100000' });
    // 10:00 plus the category's length, worked out here
    const end = new Date(Date.parse('2026-12-05T10:00:00+08:00') + cate.duration_min * 60_000 + 8 * 3_600_000).toISOString();
    expect(prop(ev, 'DTEND')).toEqual({ name: 'DTEND', params: { TZID: 'Asia/Shanghai' }, value: end.replace(/[-:]/g, '').slice(0, 15) });
    const site = await t.db.selectFrom('site_texts').selectAll().executeTakeFirstOrThrow();
    expect(unescape(prop(ev, 'LOCATION')!.value)).toBe(`${site.share_title.en}, ${site.address.en}`);
    expect(unescape(prop(ev, 'SUMMARY')!.value)).toBe(`Winery visit: Standard visit · ${site.share_title.en}`);
    const description = unescape(prop(ev, 'DESCRIPTION')!.value);
    expect(description).toContain(`Booking no. ${orderNo}`);
    expect(description).toContain(site.phone);
    expect(description).toContain(site.getting_there.en);
    expect(prop(ev, 'GEO')!.value).toBe(site.map_point.replace(',', ';'));
    expect(prop(ev, 'STATUS')!.value).toBe('TENTATIVE'); // not paid yet

    const again = await download(orderNo, owner.token);
    expect(prop(event(readIcs(again.body)), 'UID')!.value).toBe(prop(ev, 'UID')!.value);
  });

  it('a stay: from check-in 14:00 to check-out 12:00, in Chinese, with folding that never splits a character', async () => {
    const room = await t.db.selectFrom('hotel_rooms').select('id').orderBy('id').executeTakeFirstOrThrow();
    const orderNo = await booking({
      kind: 'stay', ref_id: room.id, start_at: new Date('2026-12-24T14:00:00+08:00'), end_at: new Date('2026-12-27T12:00:00+08:00'), adults: 3, rooms: 2,
    });
    const cal = readIcs((await download(orderNo, owner.token, 'cn')).body);
    const ev = event(cal);
    expect(prop(ev, 'DTSTART')!.value).toBe('20261224T140000');
    expect(prop(ev, 'DTEND')!.value).toBe('20261227T120000');
    const site = await t.db.selectFrom('site_texts').selectAll().executeTakeFirstOrThrow();
    expect(unescape(prop(ev, 'LOCATION')!.value)).toBe(`${site.share_title.cn}, ${site.address.cn}`);
    const description = unescape(prop(ev, 'DESCRIPTION')!.value);
    expect(description).toContain('成人：3 · 房间：2');
    expect(description).toContain(site.getting_there.cn);
  });

  it('escapes backslash, semicolon, comma and line breaks in text', async () => {
    const tricky = 'Bus 5, then walk; ask for C:\\gate\nor call';
    await sql`update site_texts set getting_there = jsonb_set(getting_there, '{en}', to_jsonb(${tricky}::text))`.execute(t.db);
    const cate = await t.db.selectFrom('visit_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const orderNo = await booking({ kind: 'visit', ref_id: cate.id, start_at: new Date('2026-12-06T10:00:00+08:00') });
    const body = (await download(orderNo, owner.token)).body;
    const ev = event(readIcs(body));
    expect(prop(ev, 'DESCRIPTION')!.value).toContain('Bus 5\\, then walk\\; ask for C:\\\\gate\\nor call');
    expect(unescape(prop(ev, 'DESCRIPTION')!.value)).toContain(tricky);
  });

  it('a dinner ends DINNER_MINUTES after it starts; a cancelled booking comes as cancelled', async () => {
    const orderNo = await booking({ kind: 'dining', ref_id: 1, start_at: new Date('2026-12-07T18:00:00+08:00') });
    await t.db.updateTable('booking_orders').set({ status: 3, state: 'cancelled', closed_reason: 'cancelled' } as never).where('order_no', '=', orderNo).execute();
    const ev = event(readIcs((await download(orderNo, owner.token)).body));
    expect(prop(ev, 'DTEND')!.value).toBe('20261207T203000'); // 18:00 + 2½ hours
    expect(prop(ev, 'STATUS')!.value).toBe('CANCELLED');
  });
});

describe('only the booking’s member gets it', () => {
  it('another member, an unknown or malformed number and a deleted booking are not found; no token is 401', async () => {
    const cate = await t.db.selectFrom('visit_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const orderNo = await booking({ kind: 'visit', ref_id: cate.id, start_at: new Date('2026-12-08T10:00:00+08:00') });
    const hidden = await booking({ kind: 'visit', ref_id: cate.id, start_at: new Date('2026-12-08T10:00:00+08:00'), hidden: true });
    expect((await download(orderNo, owner.token)).statusCode).toBe(200);
    const theirs = await download(orderNo, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('BEGIN:VCALENDAR');
    expect(theirs.json()).toMatchObject({ msg: 'There are no such orders' });
    expect((await download('B2026NOSUCH', owner.token)).statusCode).toBe(404);
    expect((await download("x' or 1=1 --", owner.token)).statusCode).toBe(404);
    expect((await download(hidden, owner.token)).statusCode).toBe(404);
    const anonymous = await download(orderNo, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('BEGIN:VCALENDAR');
  });
});
