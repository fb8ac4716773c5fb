import type {
  BookingSettings,
  CateringInfoForm,
  CateringInfoSettings,
  DinnerForm,
  DinnerSettings,
  HotelForm,
  HotelSettings,
  RoomTypeForm,
  RoomTypeSettings,
  VisitInfoForm,
  VisitInfoSettings,
  VisitTier,
  VisitTierForm,
} from '../../../contract/staff-booking-settings';
import type { Db } from '../../db/database';
import { estateDay } from '../bookings/estate-days';
import { sanitizeHtml } from '../sanitize-html';
import type { StaffActor } from '../staff-audit';
import { bookedInSlots, bookedOnWeekdays, followDefault } from './booking-settings-places';
import { saveSettingRow, three, threeText, type SettingSaved } from './booking-settings-row';

/**
 * Booking settings (issue 14 item 2, role `bookings`): visit tiers, the visit page's texts, the
 * dining texts and dinners, the hotel's texts and its room types, as the console edits them
 * (every language side by side). The public pages read the same rows (bookings/catalog.ts,
 * stays/catalogue.ts) within READ_CACHE_MS. What guests can book is guarded by
 * ./booking-settings-places.ts; each save is one audit row (./booking-settings-row.ts).
 */
type Row = Record<string, unknown>;
const L = <T>(row: Row, key: string) => row[key] as T;
type Texts = { cn: string; tw: string; en: string };
type Lists = { cn: string[]; tw: string[]; en: string[] };

const tierOf = (r: Row): VisitTier => ({
  id: L(r, 'id'), name: L<Texts>(r, 'name'), intro: L<Texts>(r, 'intro'), content: L<Lists>(r, 'content'), attention: L<Lists>(r, 'attention'),
  duration_min: L(r, 'duration_min'), min_people: L(r, 'min_people'), max_people: L(r, 'max_people'), team: L(r, 'team'),
  weekdays: L(r, 'weekdays'), timeslots: L(r, 'timeslots'), capacity: L(r, 'capacity'), switch: L(r, 'switch'), sort: L(r, 'sort'),
});
const visitInfoOf = (r: Row): VisitInfoSettings => ({
  id: L(r, 'id'), title: L(r, 'title'), intro: L(r, 'intro'),
});
const cateringInfoOf = (r: Row): CateringInfoSettings => ({
  id: L(r, 'id'), title: L(r, 'title'), overview: L(r, 'overview'), must_read: L(r, 'must_read'), dinnertime: L(r, 'dinnertime'), attention: L(r, 'attention'),
});
const dinnerOf = (r: Row): DinnerSettings => ({ id: L(r, 'id'), name: L(r, 'name'), intro: L(r, 'intro'), amount: L(r, 'amount'), switch: L(r, 'switch'), sort: L(r, 'sort') });
const hotelOf = (r: Row): HotelSettings => ({
  id: L(r, 'id'), name: L(r, 'name'), brief: L(r, 'brief'), must_read: L(r, 'must_read'), meals: L(r, 'meals'),
});
const roomOf = (r: Row): RoomTypeSettings => ({
  id: L(r, 'id'), hotel_id: L(r, 'hotel_id'), name: L(r, 'name'), brief: L(r, 'brief'), area: L(r, 'area'), amount: L(r, 'amount'), status: L(r, 'status'), sort: L(r, 'sort'),
});

export async function bookingSettings(db: Db): Promise<BookingSettings> {
  const visitInfo = await db.selectFrom('visit_info').selectAll().orderBy('id').executeTakeFirst();
  const cateringInfo = await db.selectFrom('catering_info').selectAll().orderBy('id').executeTakeFirst();
  return {
    visit_info: visitInfo ? visitInfoOf(visitInfo) : null,
    tiers: (await db.selectFrom('visit_categories').selectAll().orderBy('sort').orderBy('id').execute()).map(tierOf),
    catering_info: cateringInfo ? cateringInfoOf(cateringInfo) : null,
    dinners: (await db.selectFrom('catering_categories').selectAll().orderBy('sort').orderBy('id').execute()).map(dinnerOf),
    hotels: (await db.selectFrom('hotels').selectAll().orderBy('sort').orderBy('id').execute()).map(hotelOf),
    rooms: (await db.selectFrom('hotel_rooms').selectAll().orderBy('sort').orderBy('id').execute()).map(roomOf),
  };
}

const mapped = <T>(saved: SettingSaved<Row>, view: (r: Row) => T): SettingSaved<T> => (saved.ok ? { ...saved, value: view(saved.value) } : saved);
const today = () => estateDay(Date.now());
const set = (...names: string[]) => new Set(names);

const TIER_JSON = set('name', 'intro', 'content', 'attention', 'weekdays', 'timeslots');
const TIER_GUESTS = set('weekdays', 'timeslots', 'capacity', 'switch', 'min_people', 'max_people', 'team');

export async function saveVisitTier(db: Db, actor: StaffActor, form: VisitTierForm): Promise<SettingSaved<VisitTier>> {
  const next = {
    name: threeText(form, 'name'), intro: threeText(form, 'intro'), content: three<string[]>(form, 'content'), attention: three<string[]>(form, 'attention'),
    duration_min: form.duration_min, min_people: form.min_people, max_people: form.max_people, team: form.team,
    weekdays: form.weekdays, timeslots: form.timeslots, capacity: form.capacity, switch: form.switch, sort: form.sort,
  };
  const saved = await saveSettingRow(db, actor, {
    table: 'visit_categories', id: form.id, object: 'visit:', action: { create: 'catalogue.visit.create', update: 'catalogue.visit.update' },
    next, created: { price_fen: form.price, dollar_cents: form.dollar_price, images: [] }, jsonColumns: set(...TIER_JSON, 'images'),
    guestColumns: TIER_GUESTS, reason: form.reason, notFound: 'staffCatalogue.pricedNotFound',
    guard: async (trx, before, changed) => {
      const resource = `visit:${form.id}`;
      const day = today();
      if (changed.has('timeslots')) {
        const refused = await bookedInSlots(trx, resource, day, (before.timeslots as string[]).filter((s) => !form.timeslots.includes(s)));
        if (refused) return refused;
      }
      if (changed.has('weekdays')) {
        const refused = await bookedOnWeekdays(trx, resource, day, (before.weekdays as number[]).filter((d) => !form.weekdays.includes(d)));
        if (refused) return refused;
      }
      return changed.has('capacity') ? followDefault(trx, resource, day, form.capacity) : null;
    },
  });
  return mapped(saved, tierOf);
}

export async function saveDinner(db: Db, actor: StaffActor, form: DinnerForm): Promise<SettingSaved<DinnerSettings>> {
  const next = { name: threeText(form, 'name'), intro: threeText(form, 'intro'), amount: form.amount, switch: form.switch, sort: form.sort };
  const saved = await saveSettingRow(db, actor, {
    table: 'catering_categories', id: form.id, object: 'dining:', action: { create: 'catalogue.dining.create', update: 'catalogue.dining.update' },
    next, created: { price_fen: form.price, dollar_cents: form.dollar_price, images: [] }, jsonColumns: set('name', 'intro', 'images'),
    guestColumns: set('amount', 'switch'), reason: form.reason, notFound: 'staffCatalogue.pricedNotFound',
    guard: async (trx, _before, changed) => (changed.has('amount') ? followDefault(trx, `dining:${form.id}`, today(), form.amount) : null),
  });
  return mapped(saved, dinnerOf);
}

export async function saveRoomType(db: Db, actor: StaffActor, form: RoomTypeForm): Promise<SettingSaved<RoomTypeSettings>> {
  const next = { name: threeText(form, 'name'), brief: threeText(form, 'brief'), area: form.area, amount: form.amount, status: form.status, sort: form.sort };
  const saved = await saveSettingRow(db, actor, {
    table: 'hotel_rooms', id: form.id, object: 'room:', action: { update: 'catalogue.room.update' },
    next, jsonColumns: set('name', 'brief'), guestColumns: set('amount', 'status'), reason: form.reason, notFound: 'staffCatalogue.pricedNotFound',
    guard: async (trx, _before, changed) => (changed.has('amount') ? followDefault(trx, `room:${form.id}`, today(), form.amount) : null),
  });
  return mapped(saved, roomOf);
}

const texts = { update: 'catalogue.texts.update' } as const;

export async function saveVisitInfo(db: Db, actor: StaffActor, form: VisitInfoForm): Promise<SettingSaved<VisitInfoSettings>> {
  const next = { title: threeText(form, 'title'), intro: threeText(form, 'intro') };
  const saved = await saveSettingRow(db, actor, {
    table: 'visit_info', id: form.id, object: 'visit_info:', action: texts, next, jsonColumns: set('title', 'intro'), notFound: 'staffCatalogue.settingNotFound',
  });
  return mapped(saved, visitInfoOf);
}

export async function saveCateringInfo(db: Db, actor: StaffActor, form: CateringInfoForm): Promise<SettingSaved<CateringInfoSettings>> {
  const next = {
    title: threeText(form, 'title'), overview: threeText(form, 'overview'), must_read: threeText(form, 'must_read'), attention: three<string[]>(form, 'attention'), dinnertime: form.dinnertime,
  };
  const saved = await saveSettingRow(db, actor, {
    table: 'catering_info', id: form.id, object: 'catering_info:', action: texts, next, jsonColumns: set('title', 'overview', 'must_read', 'attention'),
    notFound: 'staffCatalogue.settingNotFound',
  });
  return mapped(saved, cateringInfoOf);
}

export async function saveHotel(db: Db, actor: StaffActor, form: HotelForm): Promise<SettingSaved<HotelSettings>> {
  const next = {
    name: threeText(form, 'name'), brief: threeText(form, 'brief'),
    must_read: threeText(form, 'must_read', sanitizeHtml), meals: threeText(form, 'meals', sanitizeHtml),
  };
  const saved = await saveSettingRow(db, actor, {
    table: 'hotels', id: form.id, object: 'hotel:', action: texts, next, jsonColumns: set('name', 'brief', 'must_read', 'meals'), notFound: 'staffCatalogue.settingNotFound',
  });
  return mapped(saved, hotelOf);
}
