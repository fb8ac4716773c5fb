import type { Transaction } from 'kysely';
import { sanitizeHtml } from '../../domain/sanitize-html';
import type { Localized } from '../../../contract/lang';
import type { Database } from '../schema';
import { HOTEL_DICTIONARY_KINDS, type HotelDictionaryKind } from '../stay-schema';
import { STAY_DICTIONARY, STAY_HOTEL, STAY_ROOMS } from './stays-data';

export const STAY_SEED_MARKER = 'stay_seed';
const json = (value: unknown) => JSON.stringify(value);
const rich = (text: Localized) => json({ cn: sanitizeHtml(text.cn), tw: sanitizeHtml(text.tw), en: sanitizeHtml(text.en) });

/**
 * The villa's demo hotel, dictionaries and rooms, once per database: it claims its own marker
 * row, so it also fills a database whose demo content was seeded before villas existed, and a
 * second run (or a second instance) does nothing. Skipped when a hotel is already there.
 */
export async function seedStays(trx: Transaction<Database>): Promise<boolean> {
  const claimed = await trx
    .insertInto('app_meta')
    .values({ key: STAY_SEED_MARKER, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return false;
  if (await trx.selectFrom('hotels').select('id').limit(1).executeTakeFirst()) return false;

  const ids = new Map<string, number>();
  for (const kind of HOTEL_DICTIONARY_KINDS) {
    const entries = Object.entries(STAY_DICTIONARY[kind]);
    const rows = await trx
      .insertInto('hotel_dictionary')
      .values(entries.map(([, name], i) => ({ kind, name: json(name), sort: (i + 1) * 10 })))
      .returning('id')
      .execute();
    entries.forEach(([key], i) => ids.set(`${kind}:${key}`, rows[i]!.id));
  }
  const idOf = (kind: HotelDictionaryKind, key: string): number => {
    const id = ids.get(`${kind}:${key}`);
    if (id === undefined) throw new Error(`seed: unknown ${kind} ${key}`);
    return id;
  };
  const idsOf = (kind: HotelDictionaryKind, keys: readonly string[]) => json(keys.map((key) => idOf(kind, key)));

  const hotel = await trx
    .insertInto('hotels')
    .values({
      name: json(STAY_HOTEL.name),
      address: json(STAY_HOTEL.address),
      phone: STAY_HOTEL.phone,
      brief: json(STAY_HOTEL.brief),
      images: json(STAY_HOTEL.images),
      must_read: rich(STAY_HOTEL.must_read),
      meals: rich(STAY_HOTEL.meals),
      facilities_ids: idsOf('facility', STAY_HOTEL.facilities),
      meals_ids: idsOf('meal', STAY_HOTEL.meals_list),
      business_ids: idsOf('business', STAY_HOTEL.business),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await trx
    .insertInto('hotel_rooms')
    .values(
      STAY_ROOMS.map((room, i) => ({
        hotel_id: hotel.id,
        name: json(room.name),
        brief: json(room.brief),
        images: json(room.images),
        area: room.area,
        number: room.number,
        amount: room.amount,
        layout_id: idOf('layout', room.layout),
        floor_id: idOf('floor', room.floor),
        label_ids: idsOf('label', room.labels),
        landscape_ids: idsOf('landscape', room.landscape),
        facilities_ids: idsOf('facility', room.facilities),
        bathing_ids: idsOf('bathing', room.bathing),
        bathroom_ids: idsOf('bathroom', room.bathroom),
        appliance_ids: idsOf('appliance', room.appliances),
        food_ids: idsOf('food', room.food),
        price_fen: room.price_fen,
        dollar_price_cents: room.dollar_price_cents,
        weekend_price_fen: room.weekend_price_fen,
        weekend_dollar_price_cents: room.weekend_dollar_price_cents,
        sort: (i + 1) * 10,
      })),
    )
    .execute();
  return true;
}
