import type { Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';
import { seedContent } from './content';
import { seedStays, STAY_SEED_MARKER } from './stays';
import { BOOKING_SEED_MARKER, seedBookings } from './bookings';

const MARKER = 'demo_seed';

async function seedPlacard(trx: Transaction<Database>) {
  await trx
    .insertInto('placard')
    .values({
      switch: 1,
      content: JSON.stringify({
        cn: '2026 年份新酒上市 · 会员预订酒庄参观与崖畔别墅入住可享早鸟礼遇 · 蓬莱崖畔酒庄欢迎您',
        tw: '2026 年份新酒上市 · 會員預訂酒莊參觀與崖畔別墅入住可享早鳥禮遇 · 蓬萊崖畔酒莊歡迎您',
        en: 'The 2026 vintage has arrived · Members booking an estate visit or a villa stay enjoy early-bird privileges · Welcome to Penglai Cliffside Estate',
      }),
    })
    .execute();
}

/**
 * Fills an empty database with the demo content, once: the marker row is claimed in the same
 * transaction, so a second run (or a second instance starting at the same time) does nothing.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  // a seeded database (every start but the first) is told by one read, without a transaction
  const markers = await db.selectFrom('app_meta').select('key').where('key', 'in', [MARKER, STAY_SEED_MARKER, BOOKING_SEED_MARKER]).execute();
  if (markers.length === 3) return false;
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('app_meta')
      .values({ key: MARKER, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    await seedStays(trx); // own marker: also reaches databases seeded before villas existed
    await seedBookings(trx); // own marker, likewise for visits and dinners
    if (!claimed) return false;
    await seedPlacard(trx);
    await seedContent(trx);
    return true;
  });
}
