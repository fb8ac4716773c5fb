import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAudit } from '../../src/server/domain/staff-audit';
import { bookingOf, bookVisit, dayAhead, member, visitCategory, type BookingApp } from './booking-helpers';
import { auditOf } from './catalogue-helpers';
import { testApp } from '../helpers/test-app';
import type { TestApp } from './shop-helpers';
import { everyRole, staffCall, type Roles } from './staff-work-helpers';

/**
 * Prices of what members book, changed by the bookings manager: a visit tier's new price is what
 * the next booking costs while an earlier unpaid booking keeps its amount; a room's weekend price
 * set or cleared; closed to members; one audit row per change; roles; bad input.
 */
let t: TestApp;
let staff: Roles;
beforeAll(async () => {
  t = await testApp();
  staff = await everyRole(t);
});
afterAll(async () => t.close());

const save = (form: Record<string, string | number>, who = staff.bookings) => staffCall(t, who, 'catalogue/booking/save', form);

describe('booking prices', () => {
  it('lists visit tiers, dinners and room types; a new visit price is what the next booking costs, an earlier unpaid one keeps its amount', async () => {
    const list = await staffCall(t, staff.auditor, 'catalogue/booking/list');
    expect(new Set(list.data.items.map((r: { kind: string }) => r.kind))).toEqual(new Set(['visit', 'dining', 'room']));
    const cate = await visitCategory(t.db, false);
    const row = list.data.items.find((r: { kind: string; id: number }) => r.kind === 'visit' && r.id === cate.id);
    expect(row).toMatchObject({ price: (cate.price_fen / 100).toFixed(2), weekend_price: '', open: 1 });

    const who = await member(t.db);
    const day = dayAhead(3, cate.weekdays);
    const slot = cate.timeslots[0]!;
    const earlier = await bookVisit(t as unknown as BookingApp, who, { cate: cate.id, date: day, slot });
    expect(earlier.code).toBe(1);

    const changed = await save({ kind: 'visit', id: cate.id, price: '345.6', dollar_price: '49', open: 1 });
    expect(changed).toMatchObject({ code: 1, msg: 'Saved', data: { price: '345.60', dollar_price: '49.00' } });
    const next = await bookVisit(t as unknown as BookingApp, who, { cate: cate.id, date: day, slot });
    expect(next.code).toBe(1);
    expect((await bookingOf(t.db, next.data.order_no)).amount_fen).toBe(34_560);
    expect((await bookingOf(t.db, earlier.data.order_no)).amount_fen).toBe(cate.price_fen);
    expect((await staffCall(t, staff.owner, 'catalogue/booking/list')).data.items).toContainEqual(expect.objectContaining({ kind: 'visit', id: cate.id, price: '345.60' }));

    const rows = await auditOf(t, `visit:${cate.id}`);
    expect(rows).toEqual([expect.objectContaining({ action: 'catalogue.booking.update', role: 'bookings' })]);
    expect(JSON.parse(rows[0]!.before)).toEqual({ price_fen: cate.price_fen, dollar_cents: cate.dollar_cents });
    expect(JSON.parse(rows[0]!.after)).toEqual({ price_fen: 34_560, dollar_cents: 4900 });
    expect(await save({ kind: 'visit', id: cate.id, price: '345.60', dollar_price: '49.00', open: 1 })).toMatchObject({ code: 1, msg: 'Nothing was changed' });
    expect(await auditOf(t, `visit:${cate.id}`)).toHaveLength(1);
    expect(await verifyAudit(t.db)).toMatchObject({ ok: true });
  });

  it('a room’s weekend price is set and cleared; a closed dinner is not offered to members', async () => {
    const room = await t.db.selectFrom('hotel_rooms').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const weekend = await save({ kind: 'room', id: room.id, price: '1000', dollar_price: '150', weekend_price: '1300', weekend_dollar_price: '190', open: 1 });
    expect(weekend).toMatchObject({ code: 1, data: { weekend_price: '1300.00', weekend_dollar_price: '190.00' } });
    expect(await t.db.selectFrom('hotel_rooms').select(['price_fen', 'weekend_price_fen', 'weekend_dollar_price_cents']).where('id', '=', room.id).executeTakeFirstOrThrow()).toEqual({
      price_fen: 100_000,
      weekend_price_fen: 130_000,
      weekend_dollar_price_cents: 19_000,
    });
    const cleared = await save({ kind: 'room', id: room.id, price: '1000', dollar_price: '150', weekend_price: '', weekend_dollar_price: '', open: 1 });
    expect(cleared).toMatchObject({ code: 1, data: { weekend_price: '', weekend_dollar_price: '' } });

    const dinner = await t.db.selectFrom('catering_categories').selectAll().orderBy('id').executeTakeFirstOrThrow();
    expect((await save({ kind: 'dining', id: dinner.id, price: (dinner.price_fen / 100).toFixed(2), dollar_price: (dinner.dollar_cents / 100).toFixed(2), open: 0 })).code).toBe(1);
    expect((await t.db.selectFrom('catering_categories').select('switch').where('id', '=', dinner.id).executeTakeFirstOrThrow()).switch).toBe(0);
    expect(JSON.parse((await auditOf(t, `dining:${dinner.id}`))[0]!.after)).toEqual({ open: 0 });
  });

  it('bad input is refused with a message and changes nothing; shop and content may not, the auditor reads only', async () => {
    const cate = await visitCategory(t.db, true);
    const before = await t.db.selectFrom('visit_categories').selectAll().where('id', '=', cate.id).executeTakeFirstOrThrow();
    const cases: [Record<string, string | number>, string][] = [
      [{ kind: 'tent', id: 1, price: '1', dollar_price: '1', open: 1 }, 'Unknown kind: a visit, a dinner or a room'],
      [{ kind: 'visit', id: 999_999, price: '1', dollar_price: '1', open: 1 }, 'There is no such visit, dinner or room'],
      [{ kind: 'visit', id: cate.id, price: '0', dollar_price: '1', open: 1 }, 'Please give a price above 0 with at most two decimals, e.g. 398.00'],
      [{ kind: 'visit', id: cate.id, price: '1', dollar_price: '1', open: 3 }, 'Please choose yes or no'],
      [{ kind: 'visit', id: cate.id, price: '1', dollar_price: '1', weekend_price: '2', weekend_dollar_price: '2', open: 1 }, 'Only rooms have a weekend price'],
      [{ kind: 'room', id: 1, price: '1', dollar_price: '1', weekend_price: '2', open: 1 }, 'Please give the weekend price in both currencies, or neither'],
    ];
    for (const [form, msg] of cases) expect(await save(form), JSON.stringify(form)).toMatchObject({ status: 200, code: 0, msg });
    expect((await save({ kind: 'visit', id: cate.id, price: 'x', dollar_price: '1', open: 1, lang: 'cn' })).msg).toBe('请填写大于 0 的价格，最多两位小数，例如 398.00');
    for (const who of ['shop', 'content', 'auditor'] as const) expect((await save({ kind: 'visit', id: cate.id, price: '1', dollar_price: '1', open: 1 }, staff[who])).status).toBe(403);
    for (const who of ['shop', 'content'] as const) expect((await staffCall(t, staff[who], 'catalogue/booking/list')).status).toBe(403);
    expect(await t.db.selectFrom('visit_categories').selectAll().where('id', '=', cate.id).executeTakeFirstOrThrow()).toEqual(before);
  });
});
