import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingSettings, VisitTier } from '../../src/contract/staff-booking-settings';
import { verifyAudit } from '../../src/server/domain/staff-audit';
import { testApp } from '../helpers/test-app';
import { bookVisit, call, dayAhead, member, taken, type BookingApp } from './booking-helpers';
import { auditOf } from './catalogue-helpers';
import type { TestApp } from './shop-helpers';
import { CREATE, call as stayCall, dayFromToday, guest, stayForm } from './stay-helpers';
import { everyRole, staffCall, type Roles } from './staff-work-helpers';

/**
 * Booking settings changed by the bookings manager: visit tiers (texts, notes, slots, weekdays,
 * places), the visit page, dining texts and dinners, the hotel and its room types — each saved,
 * then read by the public call; what future bookings hold cannot be taken (a booked slot or
 * weekday, places below those taken) and a day with its own places keeps them; a reason for
 * every change of what guests can book, in the audit row; roles; bad input. The race of a
 * booking and a change of places: run on PostgreSQL too
 * (DATABASE_URL=postgres://… npx vitest run --project unit tests/server/booking-settings.test.ts).
 */
let t: TestApp;
let staff: Roles;
/** the seeded tiers that are not the team's, each test changing its own */
let tierIds: number[];
beforeAll(async () => {
  t = await testApp({ env: { HOLD_MAX_PLACES_PER_SLOT: '200', HOLD_MAX_ROOMS_PER_NIGHT: '50' } });
  staff = await everyRole(t);
  tierIds = (await settings()).tiers.filter((tier) => tier.team === 0).map((tier) => tier.id);
});
afterAll(async () => t.close());

const app = () => t as unknown as BookingApp;
const settings = async (who = staff.auditor) => (await staffCall<BookingSettings>(t, who, 'catalogue/booking/settings')).data;
const LANGS = ['cn', 'tw', 'en'] as const;

/** A tier as the console's form sends it, with `changes`. */
function tierForm(tier: VisitTier, changes: Record<string, string | number> = {}): Record<string, string | number> {
  const form: Record<string, string | number> = {
    id: tier.id,
    duration_min: tier.duration_min,
    min_people: tier.min_people,
    max_people: tier.max_people,
    team: tier.team,
    weekdays: tier.weekdays.join(','),
    timeslots: tier.timeslots.join(', '),
    capacity: tier.capacity,
    switch: tier.switch,
    sort: tier.sort,
  };
  for (const lang of LANGS) {
    form[`name_${lang}`] = tier.name[lang];
    form[`intro_${lang}`] = tier.intro[lang];
    form[`content_${lang}`] = tier.content[lang].join('\n');
    form[`attention_${lang}`] = tier.attention[lang].join('\n');
  }
  return { ...form, ...changes };
}
const saveTier = (form: Record<string, string | number>, who = staff.bookings) => staffCall(t, who, 'catalogue/visit-tier/save', form);
const tierRow = (id: number) => t.db.selectFrom('visit_categories').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const capacityRow = (resource: string, day: string, slot: string) =>
  t.db.selectFrom('booking_capacity').select(['capacity', 'taken', 'own_capacity']).where('resource', '=', resource).where('slot', '=', slot).where((eb) => eb(eb.cast('day', 'text'), '=', day)).executeTakeFirst();
const tierOf = async (index: number) => (await settings()).tiers.find((tier) => tier.id === tierIds[index])!;

describe('visit tiers', () => {
  it('texts, notes, slots and places saved are what the public calls answer; one audit row with the reason', async () => {
    const tier = await tierOf(0);
    const changed = await saveTier(
      tierForm(tier, { name_en: 'Cellar walk', content_tw: '酒窖\n品鑑兩款', timeslots: [...tier.timeslots, '16:30'].join(','), capacity: 12, reason: 'Summer hours' }),
    );
    expect(changed).toMatchObject({ code: 1, msg: 'Saved', data: { capacity: 12, timeslots: [...tier.timeslots, '16:30'].sort() } });

    const offered = (await call(app(), '/cms/member/visit/getVisitCate', {})).data.find((c: { id: number }) => c.id === tier.id);
    expect(offered).toMatchObject({ name: 'Cellar walk', time_number: 12, timeslot: [...tier.timeslots, '16:30'].sort() });
    expect((await call(app(), '/cms/member/visit/getVisitCate', { lang: 'tw' })).data.find((c: { id: number }) => c.id === tier.id).contentjson).toEqual(['酒窖', '品鑑兩款']);
    const day = dayAhead(5, tier.weekdays);
    const calendar = await call(app(), '/cms/member/visit/getCalendar', { cate: tier.id, date: day });
    expect(calendar.data.timeslots).toContainEqual(expect.objectContaining({ time: '16:30', time_number: 12, number: 12 }));

    const rows = await auditOf(t, `visit:${tier.id}`);
    expect(rows).toEqual([expect.objectContaining({ action: 'catalogue.visit.update', role: 'bookings', reason: 'Summer hours' })]);
    expect(JSON.parse(rows[0]!.after)).toMatchObject({ capacity: 12, timeslots: [...tier.timeslots, '16:30'].sort() });
    expect(await saveTier(tierForm((await settings()).tiers.find((x) => x.id === tier.id)!))).toMatchObject({ code: 1, msg: 'Nothing was changed' });
    expect(await auditOf(t, `visit:${tier.id}`)).toHaveLength(1);
  });

  it('a change of what guests can book needs a reason; a text alone does not', async () => {
    const tier = await tierOf(1);
    expect(await saveTier(tierForm(tier, { capacity: tier.capacity + 1 }))).toMatchObject({ code: 0, msg: 'Please give a reason: this changes what guests can book' });
    expect((await tierRow(tier.id)).capacity).toBe(tier.capacity);
    expect(await saveTier(tierForm(tier, { intro_cn: '新的简介' }))).toMatchObject({ code: 1, msg: 'Saved' });
  });

  it('a new tier is created with its prices and offered to members', async () => {
    const base = await tierOf(0);
    const created = await saveTier(tierForm(base, { id: 0, name_cn: '日落品鉴', name_tw: '日落品鑑', name_en: 'Sunset tasting', timeslots: '18:30', price: '258', dollar_price: '36', reason: 'New tier' }));
    expect(created).toMatchObject({ code: 1, msg: 'Created', data: { timeslots: ['18:30'] } });
    const row = await tierRow(created.data.id);
    expect(row).toMatchObject({ price_fen: 25_800, dollar_cents: 3_600, images: [] });
    expect((await call(app(), '/cms/member/visit/getVisitCate', {})).data).toContainEqual(expect.objectContaining({ id: row.id, name: 'Sunset tasting', price: '258.00' }));
    expect(await auditOf(t, `visit:${row.id}`)).toEqual([expect.objectContaining({ action: 'catalogue.visit.create', reason: 'New tier' })]);
    expect(await saveTier(tierForm(base, { id: 0, reason: 'x' }))).toMatchObject({ code: 0, msg: 'A new one needs its price in both currencies' });
  });

  it('a booked slot or weekday cannot go, nor places below those taken on a future day; a day with its own places keeps them', async () => {
    const tier = await tierOf(2);
    const who = await member(t.db);
    const day = dayAhead(6, tier.weekdays);
    const slot = tier.timeslots[0]!;
    expect((await bookVisit(app(), who, { cate: tier.id, date: day, slot, adults: 3 })).code).toBe(1);
    const before = await tierRow(tier.id);

    const withoutSlot = await saveTier(tierForm(tier, { timeslots: tier.timeslots.slice(1).join(','), reason: 'Fewer guides' }));
    expect(withoutSlot).toMatchObject({ code: 0, msg: `The ${slot} slot cannot be removed: 3 places are booked on ${day}` });
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const withoutDay = await saveTier(tierForm(tier, { weekdays: tier.weekdays.filter((d) => d !== weekday).join(','), reason: 'Closed that day' }));
    expect(withoutDay).toMatchObject({ code: 0, msg: `This weekday cannot be removed: 3 places are booked on ${day}` });
    const fewer = await saveTier(tierForm(tier, { capacity: 2, reason: 'Smaller groups' }));
    expect(fewer).toMatchObject({ code: 0, msg: `Places per slot cannot be fewer than 3: that many are booked at ${slot} on ${day}` });
    expect(await tierRow(tier.id)).toEqual(before);
    expect(await auditOf(t, `visit:${tier.id}`)).toEqual([]);

    // another day with its own places (set on the calendar), more of them taken
    const own = dayAhead(14, tier.weekdays);
    expect((await staffCall(t, staff.bookings, 'booking/capacity', { resource: `visit:${tier.id}`, date: own, slot, capacity: 30 })).code).toBe(1);
    expect((await bookVisit(app(), who, { cate: tier.id, date: own, slot, adults: 5 })).code).toBe(1);

    expect(await saveTier(tierForm(tier, { capacity: 3, reason: 'Smaller groups' }))).toMatchObject({ code: 1 });
    expect(await capacityRow(`visit:${tier.id}`, day, slot)).toEqual({ capacity: 3, taken: 3, own_capacity: false });
    expect(await capacityRow(`visit:${tier.id}`, own, slot)).toEqual({ capacity: 30, taken: 5, own_capacity: true });
    const full = await call(app(), '/cms/member/visit/getCalendar', { cate: tier.id, date: day });
    expect(full.data.timeslots.find((s: { time: string }) => s.time === slot)).toMatchObject({ time_number: 3, number: 0 });
    expect((await bookVisit(app(), who, { cate: tier.id, date: day, slot })).code).toBe(0);
  });
});

describe('dinners and room types', () => {
  it('seats per evening cannot go below a booked evening; texts and on / off reach the public list', async () => {
    const dinner = (await settings()).dinners[0]!;
    const evening = dayFromToday(9);
    // an evening that already has 7 seats taken
    await t.db.insertInto('booking_capacity').values({ resource: `dining:${dinner.id}`, day: evening, slot: '', capacity: dinner.amount, taken: 7 }).execute();
    const form = (changes: Record<string, string | number>) => ({
      id: dinner.id, amount: dinner.amount, switch: dinner.switch, sort: dinner.sort,
      ...Object.fromEntries(LANGS.flatMap((l) => [[`name_${l}`, dinner.name[l]], [`intro_${l}`, dinner.intro[l]]])),
      ...changes,
    });
    expect(await staffCall(t, staff.bookings, 'catalogue/dinner/save', form({ amount: 6, reason: 'Smaller room' }))).toMatchObject({
      code: 0,
      msg: `Seats per evening cannot be fewer than 7: that many are booked on ${evening}`,
    });
    expect(await staffCall(t, staff.bookings, 'catalogue/dinner/save', form({ amount: 7, intro_en: 'Five courses, two wines', reason: 'Smaller room' }))).toMatchObject({ code: 1 });
    const offered = (await call(app(), '/cms/catering/getCateringCate', { date: evening })).data.find((c: { id: number }) => c.id === dinner.id);
    expect(offered).toMatchObject({ intro: 'Five courses, two wines', amount: 7, number: 0 });
    expect(await auditOf(t, `dining:${dinner.id}`)).toEqual([expect.objectContaining({ action: 'catalogue.dining.update', reason: 'Smaller room' })]);
  });

  it('a room type cannot have fewer rooms than a booked night; its texts reach the public list', async () => {
    const room = (await settings()).rooms.find((r) => r.amount === 2)!;
    const who = await member(t.db);
    const [checkin, checkout] = [dayFromToday(12), dayFromToday(13)];
    const booked = await stayCall(t.app, CREATE, { ...stayForm(room.id, checkin, checkout, { rooms: '2' }), ...guest }, who.token);
    expect(booked.code, booked.msg).toBe(1);
    const form = (changes: Record<string, string | number>) => ({
      id: room.id, area: room.area, amount: room.amount, status: room.status, sort: room.sort,
      ...Object.fromEntries(LANGS.flatMap((l) => [[`name_${l}`, room.name[l]], [`brief_${l}`, room.brief[l]]])),
      ...changes,
    });
    const refused = await staffCall(t, staff.bookings, 'catalogue/room-type/save', form({ amount: 1, reason: 'One under repair' }));
    expect(refused).toMatchObject({ code: 0, msg: `This room type cannot have fewer than 2 rooms: that many are booked for the night of ${checkin}` });
    expect((await t.db.selectFrom('hotel_rooms').select('amount').where('id', '=', room.id).executeTakeFirstOrThrow()).amount).toBe(2);
    const cn = await staffCall(t, staff.bookings, 'catalogue/room-type/save', { ...form({ amount: 3, name_en: 'Sea-view king', area: 40, reason: 'A room added' }), lang: 'cn' });
    expect(cn).toMatchObject({ code: 1, msg: '已保存', data: { amount: 3, area: 40 } });
    expect(await capacityRow(`room:${room.id}`, checkin, '')).toMatchObject({ capacity: 3, taken: 2 });
    const list = await stayCall(t.app, '/cms/hotel/getHotelHouseList', { checkin: dayFromToday(20), checkout: dayFromToday(21), adults: '2' });
    expect(JSON.stringify(list.data)).toContain('Sea-view king');
  });
});

describe('page texts', () => {
  it('the visit page, the dining texts and the hotel (its rich text cleaned) are what the public calls answer', async () => {
    const all = await settings(staff.owner);
    const visit = all.visit_info!;
    const visitForm = { id: visit.id, ...Object.fromEntries(LANGS.flatMap((l) => ['title', 'intro'].map((k) => [`${k}_${l}`, (visit as never)[k][l]]))) };
    const phoneBefore = (await call(app(), '/cms/member/visit/getVisit', {})).data.phone as string;
    // address, phone and hours are the site texts' (one set for every page): a visit-info save leaves them alone
    expect((await staffCall(t, staff.bookings, 'catalogue/visit-info/save', { ...visitForm, title_en: 'Visit the cliffside estate', phone: '0535-1234567' })).code).toBe(1);
    expect((await call(app(), '/cms/member/visit/getVisit', {})).data).toMatchObject({ title: 'Visit the cliffside estate', phone: phoneBefore });

    const dining = all.catering_info!;
    const diningForm = {
      id: dining.id, dinnertime: dining.dinnertime,
      ...Object.fromEntries(LANGS.flatMap((l) => [[`title_${l}`, dining.title[l]], [`overview_${l}`, dining.overview[l]], [`must_read_${l}`, dining.must_read[l]], [`attention_${l}`, dining.attention[l].join('\n')]])),
    };
    expect((await staffCall(t, staff.bookings, 'catalogue/catering-info/save', { ...diningForm, attention_en: 'Arrive by 17:45\nSmart casual' })).code).toBe(1);
    expect((await call(app(), '/cms/catering/getCatering', {})).data.attentionjson).toEqual(['Arrive by 17:45', 'Smart casual']);

    const hotel = all.hotels[0]!;
    const hotelForm = { id: hotel.id, ...Object.fromEntries(LANGS.flatMap((l) => ['name', 'brief', 'must_read', 'meals'].map((k) => [`${k}_${l}`, (hotel as never)[k][l]]))) };
    const saved = await staffCall(t, staff.bookings, 'catalogue/hotel/save', { ...hotelForm, must_read_en: '<p>Quiet after 22:00<script>alert(1)</script></p><img src=x onerror=alert(1)>' });
    expect(saved.code).toBe(1);
    expect(saved.data.must_read.en).not.toMatch(/script|onerror/);
    expect(saved.data.must_read.en).toContain('Quiet after 22:00');
    expect((await stayCall(t.app, '/cms/hotel/getHotel', {})).data.must_read).toContain('Quiet after 22:00');
    expect(await auditOf(t, `hotel:${hotel.id}`)).toEqual([expect.objectContaining({ action: 'catalogue.texts.update', role: 'bookings' })]);
    expect(await verifyAudit(t.db)).toMatchObject({ ok: true });
  });
});

describe('refusals and roles', () => {
  it('bad input is refused with its message and changes nothing', async () => {
    const tier = await tierOf(0);
    const before = await tierRow(tier.id);
    const cases: [Record<string, string | number>, string][] = [
      [{ timeslots: '25:00' }, 'A time must be written as HH:MM, e.g. 10:00'],
      [{ timeslots: '' }, 'Please give at least one time slot'],
      [{ weekdays: '' }, 'Please tick at least one weekday'],
      [{ weekdays: '1,7' }, 'Please tick at least one weekday'],
      [{ capacity: -1 }, 'Places must be a whole number from 0 to 10000'],
      [{ min_people: 8, max_people: 4 }, 'The largest party cannot be smaller than the smallest'],
      [{ name_tw: '' }, 'Please give the name in all three languages'],
      [{ id: 999_999 }, 'There is no such visit, dinner or room'],
    ];
    for (const [changes, msg] of cases) expect(await saveTier(tierForm(tier, { ...changes, reason: 'x' })), JSON.stringify(changes)).toMatchObject({ code: 0, msg });
    expect(await tierRow(tier.id)).toEqual(before);
  });

  it('shop and content may not change them; the auditor reads but may not change', async () => {
    const tier = await tierOf(0);
    expect((await settings(staff.auditor)).tiers.length).toBeGreaterThan(0);
    for (const who of [staff.shop, staff.content, staff.auditor]) {
      expect((await saveTier(tierForm(tier, { intro_en: 'nope' }), who)).code).toBe(0);
    }
    expect((await staffCall(t, staff.shop, 'catalogue/booking/settings')).code).toBe(0);
    expect((await tierRow(tier.id)).intro.en).not.toBe('nope');
  });
});

describe('a booking and a change of places at once', () => {
  it('the day’s places always follow the tier’s: never the default a booking read before the change', async () => {
    const tier = await tierOf(2);
    const slot = tier.timeslots[1]!;
    let reason = 0;
    for (let round = 0; round < 6; round++) {
      const day = dayAhead(20 + round * 7, tier.weekdays);
      const current = (await tierRow(tier.id)).capacity;
      const next = current >= 10 ? 4 : 12;
      const who = await member(t.db);
      const [change, ...bookings] = await Promise.all([
        saveTier(tierForm({ ...tier, capacity: current }, { capacity: next, reason: `round ${++reason}` })),
        ...Array.from({ length: 6 }, () => bookVisit(app(), who, { cate: tier.id, date: day, slot })),
      ]);
      const row = await capacityRow(`visit:${tier.id}`, day, slot);
      const stored = (await tierRow(tier.id)).capacity;
      expect(stored).toBe(change.code === 1 ? next : current);
      expect(row, `round ${round}`).toMatchObject({ capacity: stored, own_capacity: false });
      expect(row!.taken).toBe(bookings.filter((b) => b.code === 1).length);
      expect(row!.taken).toBeLessThanOrEqual(row!.capacity);
      expect(await taken(t.db, `visit:${tier.id}`, day, slot)).toBe(row!.taken);
    }
  });
});
