import type { Kysely, Selectable } from 'kysely';
import { STAY_CHECKIN_TIME, STAY_CHECKOUT_TIME, type Hotel, type StayNamed } from '../../../contract/hotel';
import type { Lang } from '../../../contract/lang';
import { formatCents, formatFen } from '../../../contract/money';
import type { Database } from '../../db/schema';
import type { HotelDictionaryKind, HotelRoomsTable } from '../../db/stay-schema';
import { richText, siteImages, text } from '../content';

/**
 * The villa catalogue: the hotel and its room kinds with dictionary ids resolved to names in
 * the asked language. Ids that point at a missing, switched-off or wrong-kind entry are dropped
 * (the jsonb id lists cannot carry foreign keys).
 */
export type RoomRow = Selectable<HotelRoomsTable>;
type Dictionary = Map<number, { kind: HotelDictionaryKind; name: string }>;

export async function loadDictionary(db: Kysely<Database>, lang: Lang): Promise<Dictionary> {
  const rows = await db
    .selectFrom('hotel_dictionary')
    .select(['id', 'kind', 'name'])
    .where('switch', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return new Map(rows.map((row) => [row.id, { kind: row.kind, name: text(row.name, lang) }]));
}

function ids(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
}

function named(dictionary: Dictionary, kind: HotelDictionaryKind, value: unknown): StayNamed[] {
  const out: StayNamed[] = [];
  for (const id of ids(value)) {
    const entry = dictionary.get(id);
    if (entry?.kind === kind) out.push({ id, name: entry.name });
  }
  return out;
}

const names = (dictionary: Dictionary, kind: HotelDictionaryKind, value: unknown) =>
  named(dictionary, kind, value).map((entry) => entry.name);

export async function loadHotel(db: Kysely<Database>, lang: Lang): Promise<Hotel | null> {
  const row = await db.selectFrom('hotels').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').limit(1).executeTakeFirst();
  if (!row) return null;
  const dictionary = await loadDictionary(db, lang);
  const facilities = named(dictionary, 'facility', row.facilities_ids);
  const meals = named(dictionary, 'meal', row.meals_ids);
  const business = named(dictionary, 'business', row.business_ids);
  return {
    id: row.id,
    name: text(row.name, lang),
    address: text(row.address, lang),
    phone: row.phone,
    brief: text(row.brief, lang),
    images: siteImages(row.images),
    must_read: richText(row.must_read, lang),
    meals: richText(row.meals, lang),
    facilities_ids: facilities.map((e) => e.id),
    meals_ids: meals.map((e) => e.id),
    business_ids: business.map((e) => e.id),
    facilities,
    meal_options: meals,
    business,
    checkin_time: STAY_CHECKIN_TIME,
    checkout_time: STAY_CHECKOUT_TIME,
  };
}

/** The shown room kinds of the (one) shown hotel, in display order. */
export async function loadRooms(db: Kysely<Database>, roomId?: number): Promise<RoomRow[]> {
  let query = db
    .selectFrom('hotel_rooms as r')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .selectAll('r')
    .where('r.switch', '=', 1)
    .where('h.switch', '=', 1);
  if (roomId !== undefined) query = query.where('r.id', '=', roomId);
  return query.orderBy('r.sort').orderBy('r.id').execute();
}

/** Base and weekend prices of a night; a weekend night is a Friday or Saturday night. */
export function nightPrice(room: RoomRow, day: string): { fen: number; cents: number } {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekend = (weekday === 5 || weekday === 6) && room.weekend_price_fen !== null && room.weekend_dollar_price_cents !== null;
  return weekend
    ? { fen: room.weekend_price_fen!, cents: room.weekend_dollar_price_cents! }
    : { fen: room.price_fen, cents: room.dollar_price_cents };
}

/** A room kind as answered, without the range-dependent fields. */
export function roomView(room: RoomRow, dictionary: Dictionary, lang: Lang) {
  const one = (kind: HotelDictionaryKind, id: number) => (dictionary.get(id)?.kind === kind ? dictionary.get(id)!.name : '');
  const list = (kind: HotelDictionaryKind, value: unknown) => named(dictionary, kind, value).map((e) => e.id);
  return {
    id: room.id,
    name: text(room.name, lang),
    brief: text(room.brief, lang),
    images: siteImages(room.images),
    area: room.area,
    number: room.number,
    layout_id: room.layout_id,
    floor_id: room.floor_id,
    label_ids: list('label', room.label_ids),
    landscape_ids: list('landscape', room.landscape_ids),
    facilities_ids: list('facility', room.facilities_ids),
    bathing_ids: list('bathing', room.bathing_ids),
    bathroom_ids: list('bathroom', room.bathroom_ids),
    appliance_ids: list('appliance', room.appliance_ids),
    food_ids: list('food', room.food_ids),
    layout: one('layout', room.layout_id),
    floor: one('floor', room.floor_id),
    labels: names(dictionary, 'label', room.label_ids),
    landscape: names(dictionary, 'landscape', room.landscape_ids),
    facilities: names(dictionary, 'facility', room.facilities_ids),
    bathing: names(dictionary, 'bathing', room.bathing_ids),
    bathroom: names(dictionary, 'bathroom', room.bathroom_ids),
    appliances: names(dictionary, 'appliance', room.appliance_ids),
    food: names(dictionary, 'food', room.food_ids),
    price: formatFen(room.price_fen),
    dollar_price: formatCents(room.dollar_price_cents),
    weekend_price: formatFen(room.weekend_price_fen ?? room.price_fen),
    weekend_dollar_price: formatCents(room.weekend_dollar_price_cents ?? room.dollar_price_cents),
    checkin_time: STAY_CHECKIN_TIME,
    checkout_time: STAY_CHECKOUT_TIME,
    status: room.status,
    switch: room.switch,
  };
}
