import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { CATERING_CATEGORIES, CATERING_INFO, VISIT_CATEGORIES, VISIT_INFO } from './bookings-data';

export const BOOKING_SEED_MARKER = 'booking_seed';
const json = (value: unknown) => JSON.stringify(value);

/**
 * The demo visit and catering catalogs, once per database: it claims its own marker row, so it
 * also fills a database whose demo content was seeded before bookings existed, and a second run
 * (or a second instance) does nothing. Skipped when visit categories are already there.
 */
export async function seedBookings(trx: Transaction<Database>): Promise<boolean> {
  const claimed = await trx
    .insertInto('app_meta')
    .values({ key: BOOKING_SEED_MARKER, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return false;
  if (await trx.selectFrom('visit_categories').select('id').limit(1).executeTakeFirst()) return false;

  const info = VISIT_INFO;
  await trx
    .insertInto('visit_info')
    .values({ title: json(info.title), businesstime: json(info.businesstime), address: json(info.address), phone: info.phone, intro: json(info.intro), images: json(info.images), video: info.video })
    .execute();
  await trx
    .insertInto('visit_categories')
    .values(
      VISIT_CATEGORIES.map((c, i) => ({
        ...c,
        name: json(c.name),
        intro: json(c.intro),
        weekdays: json(c.weekdays),
        timeslots: json(c.timeslots),
        content: json(c.content),
        attention: json(c.attention),
        images: json(c.images),
        sort: (i + 1) * 10,
      })),
    )
    .execute();
  const catering = CATERING_INFO;
  await trx
    .insertInto('catering_info')
    .values({
      title: json(catering.title),
      overview: json(catering.overview),
      must_read: json(catering.must_read),
      dinnertime: catering.dinnertime,
      attention: json(catering.attention),
      images: json(catering.images),
    })
    .execute();
  await trx
    .insertInto('catering_categories')
    .values(CATERING_CATEGORIES.map((c, i) => ({ ...c, name: json(c.name), intro: json(c.intro), images: json(c.images), sort: (i + 1) * 10 })))
    .execute();
  return true;
}
