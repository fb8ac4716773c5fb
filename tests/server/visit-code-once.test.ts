import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import type { Database } from '../../src/server/db/schema';
import { createBooking } from '../../src/server/domain/bookings/visit-orders';
import { bookingApp, call, dayAhead, member, phoneWithCode, taken, visitCategory, type BookingApp } from './booking-helpers';

/**
 * A visit's SMS code is used up exactly once, together with the booking it proves (issue 11 §2):
 * submits racing with one code and different forms make one booking; a booking refused as full
 * gives the code back; a wrong code still counts a try. Runs on PGlite and, in CI, PostgreSQL.
 */
let t: BookingApp;
beforeAll(async () => {
  t = await bookingApp();
});
afterAll(async () => t.close());

const VISIT = '/cms/visit_order/getVisitOrder';
const token = (n: number) => `visit-code-once-token-${String(n).padStart(4, '0')}`;
const bookingsOf = async (memberId: number) =>
  (await t.db.selectFrom('booking_orders').select('order_no').where('member_id', '=', memberId).execute()).map((row) => row.order_no);

describe('one visit code', () => {
  it('ten submits at once with one code and ten forms make one booking; the others are refused', async () => {
    const who = await member(t.db);
    const cate = await visitCategory(t.db, false);
    const date = dayAhead(7);
    const { phone, code } = await phoneWithCode(t.db, who.id);
    const form = { cate: cate.id, date, slot: '11:00', adults: 1, minors: 0, name: 'Li Hua', phone, code };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => call(t, VISIT, { ...form, submit_token: token(n) }, who.token)));
    const made = answers.filter((a) => a.code === 1);
    expect(made, answers.map((a) => a.msg).join(' | ')).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 1)) {
      expect(refused.code).toBe(0);
      expect(refused.msg).toBe('This verification code has already been used, please request a new one');
    }
    expect(await bookingsOf(who.id)).toEqual([made[0]!.data.order_no]);
    expect(await taken(t.db, `visit:${cate.id}`, date, '11:00')).toBe(1);
  });

  it('the same form sent ten times at once answers its one booking each time', async () => {
    const who = await member(t.db);
    const cate = await visitCategory(t.db, false);
    const { phone, code } = await phoneWithCode(t.db, who.id);
    const ask = { cate: cate.id, date: dayAhead(8), slot: '14:00', adults: 2, minors: 0 };
    const guest = { name: 'Li Hua', phone, description: '' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => createBooking(t.db, who.id, 'visit', ask, guest, { codeKey: t.app.services.codes, code, validityS: 86_400, submitToken: token(20) })),
    );
    expect(answers.map((a) => a.ok)).toEqual(Array(10).fill(true));
    expect(new Set(answers.map((a) => (a.ok ? a.value.order_no : ''))).size).toBe(1);
    expect(await bookingsOf(who.id)).toHaveLength(1);
  });

  it('a booking refused as full gives the code back: the same code books another time', async () => {
    const who = await member(t.db);
    const cate = await visitCategory(t.db, false);
    const date = dayAhead(9);
    const { phone, code } = await phoneWithCode(t.db, who.id);
    const form = { cate: cate.id, date, slot: '15:00', adults: 2, minors: 0, name: 'Li Hua', phone, code };
    await t.db.insertInto('booking_capacity').values({ resource: `visit:${cate.id}`, day: date, slot: '15:00', capacity: 2, taken: 0 }).execute();
    const ask = { cate: cate.id, date, slot: '15:00', adults: 2, minors: 0 };
    // the rules see the slot free; a competing booking fills it before this one's claim
    const racing = fillingBeforeTransaction(`visit:${cate.id}`, date, '15:00');
    const full = await createBooking(racing, who.id, 'visit', ask, { name: 'Li Hua', phone, description: '' }, { codeKey: t.app.services.codes, code, validityS: 86_400, submitToken: token(30) });
    expect(full).toEqual({ ok: false, key: 'booking.full' });
    expect(await bookingsOf(who.id)).toEqual([]);
    await t.db.deleteFrom('booking_capacity').where('resource', '=', `visit:${cate.id}`).where('slot', '=', '15:00').where('taken', '=', 2).execute();
    const again = await call(t, VISIT, { ...form, submit_token: token(31) }, who.token);
    expect(again.code, again.msg).toBe(1);
  });

  it('a wrong code counts a try even though its booking is not made', async () => {
    const who = await member(t.db);
    const cate = await visitCategory(t.db, false);
    const { phone, code } = await phoneWithCode(t.db, who.id);
    const wrong = code === '000000' ? '000001' : '000000';
    const form = { cate: cate.id, date: dayAhead(10), slot: '10:00', adults: 1, minors: 0, name: 'Li Hua', phone };
    for (let n = 0; n < 4; n++) expect((await call(t, VISIT, { ...form, code: wrong, submit_token: token(40 + n) }, who.token)).msg).toBe('Verification code incorrect');
    expect((await call(t, VISIT, { ...form, code: wrong, submit_token: token(45) }, who.token)).msg).toBe('Too many wrong codes, please request a new one');
    expect((await call(t, VISIT, { ...form, code, submit_token: token(46) }, who.token)).msg).toBe('The verification code has expired, please request a new one');
    expect(await bookingsOf(who.id)).toEqual([]);
  });
});

/** The test database, except that the slot fills up just before a transaction starts. */
function fillingBeforeTransaction(resource: string, day: string, slot: string): Db {
  const fill = () =>
    t.db
      .updateTable('booking_capacity')
      .set({ taken: 2 })
      .where('resource', '=', resource)
      .where('slot', '=', slot)
      .where((eb) => eb(eb.cast('day', 'text'), '=', day))
      .execute();
  return new Proxy(t.db, {
    get(target, prop) {
      if (prop === 'transaction') {
        return () => ({
          execute: async <T>(run: (trx: Transaction<Database>) => Promise<T>) => {
            await fill();
            return target.transaction().execute(run);
          },
        });
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
