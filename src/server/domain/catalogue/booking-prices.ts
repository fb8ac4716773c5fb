import { pick, type Lang } from '../../../contract/lang';
import type { MessageKey } from '../../../contract/messages';
import { formatCents, formatFen } from '../../../contract/money';
import type { PricedForm, PricedKind, PricedRow } from '../../../contract/staff-catalogue';
import type { Db } from '../../db/database';
import { appendAudit, type StaffActor } from '../staff-audit';

/**
 * Prices of what members book (issue 14 item 2, role `bookings`): visit tiers and dinner menus
 * per person, room types per night (with their own Friday and Saturday price, or none), and
 * whether members may book them. A booking keeps the amount it was placed at, so a new price is
 * what the next booking costs; the public catalogue shows it within READ_CACHE_MS. Each change is
 * one audit row (`catalogue.booking.update`, the resource's name `visit:<id>`, `dining:<id>`,
 * `room:<id>`, the changed fields before → after) in its transaction.
 */
interface Stored {
  id: number;
  name: { cn: string; tw: string; en: string };
  price_fen: number;
  dollar_cents: number;
  weekend_fen: number | null;
  weekend_cents: number | null;
  open: number;
}

function rowOf(kind: PricedKind, r: Stored, lang: Lang): PricedRow {
  return {
    kind,
    id: r.id,
    name: pick(r.name, lang),
    price: formatFen(r.price_fen),
    dollar_price: formatCents(r.dollar_cents),
    weekend_price: r.weekend_fen === null ? '' : formatFen(r.weekend_fen),
    weekend_dollar_price: r.weekend_cents === null ? '' : formatCents(r.weekend_cents),
    open: r.open,
  };
}

const visits = (db: Db) =>
  db.selectFrom('visit_categories').select(['id', 'name', 'price_fen', 'dollar_cents as dollar_cents', 'switch as open']).orderBy('sort').orderBy('id');
const dinners = (db: Db) =>
  db.selectFrom('catering_categories').select(['id', 'name', 'price_fen', 'dollar_cents as dollar_cents', 'switch as open']).orderBy('sort').orderBy('id');
const rooms = (db: Db) =>
  db
    .selectFrom('hotel_rooms')
    .select(['id', 'name', 'price_fen', 'dollar_price_cents as dollar_cents', 'weekend_price_fen as weekend_fen', 'weekend_dollar_price_cents as weekend_cents', 'status as open'])
    .orderBy('id');

const noWeekend = <T extends object>(r: T) => ({ ...r, weekend_fen: null, weekend_cents: null });

export async function pricedList(db: Db, lang: Lang): Promise<PricedRow[]> {
  return [
    ...(await visits(db).execute()).map((r) => rowOf('visit', noWeekend(r), lang)),
    ...(await dinners(db).execute()).map((r) => rowOf('dining', noWeekend(r), lang)),
    ...(await rooms(db).execute()).map((r) => rowOf('room', r, lang)),
  ];
}

export type PricedOutcome = { ok: true; value: PricedRow; changed: boolean } | { ok: false; key: MessageKey };

export async function savePriced(db: Db, actor: StaffActor, form: PricedForm, lang: Lang): Promise<PricedOutcome> {
  return db.transaction().execute(async (trx): Promise<PricedOutcome> => {
    const next = { price_fen: form.price, dollar_cents: form.dollar_price, weekend_fen: form.weekend_price, weekend_cents: form.weekend_dollar_price, open: form.open };
    let before: Stored | undefined;
    if (form.kind === 'visit') {
      const r = await trx.selectFrom('visit_categories').select(['id', 'name', 'price_fen', 'dollar_cents', 'switch as open']).where('id', '=', form.id).forUpdate().executeTakeFirst();
      before = r && noWeekend(r);
    } else if (form.kind === 'dining') {
      const r = await trx.selectFrom('catering_categories').select(['id', 'name', 'price_fen', 'dollar_cents', 'switch as open']).where('id', '=', form.id).forUpdate().executeTakeFirst();
      before = r && noWeekend(r);
    } else {
      before = await trx
        .selectFrom('hotel_rooms')
        .select(['id', 'name', 'price_fen', 'dollar_price_cents as dollar_cents', 'weekend_price_fen as weekend_fen', 'weekend_dollar_price_cents as weekend_cents', 'status as open'])
        .where('id', '=', form.id)
        .forUpdate()
        .executeTakeFirst();
    }
    if (!before) return { ok: false, key: 'staffCatalogue.pricedNotFound' };
    const keys = (Object.keys(next) as (keyof typeof next)[]).filter((k) => before[k] !== next[k]);
    const after: Stored = { ...before, ...next };
    if (keys.length === 0) return { ok: true, value: rowOf(form.kind, before, lang), changed: false };
    if (form.kind === 'visit') {
      await trx.updateTable('visit_categories').set({ price_fen: next.price_fen, dollar_cents: next.dollar_cents, switch: next.open }).where('id', '=', form.id).execute();
    } else if (form.kind === 'dining') {
      await trx.updateTable('catering_categories').set({ price_fen: next.price_fen, dollar_cents: next.dollar_cents, switch: next.open }).where('id', '=', form.id).execute();
    } else {
      await trx
        .updateTable('hotel_rooms')
        .set({ price_fen: next.price_fen, dollar_price_cents: next.dollar_cents, weekend_price_fen: next.weekend_fen, weekend_dollar_price_cents: next.weekend_cents, status: next.open })
        .where('id', '=', form.id)
        .execute();
    }
    await appendAudit(trx, actor, {
      action: 'catalogue.booking.update',
      object: `${form.kind}:${form.id}`,
      before: Object.fromEntries(keys.map((k) => [k, before[k]])),
      after: Object.fromEntries(keys.map((k) => [k, after[k]])),
    });
    return { ok: true, value: rowOf(form.kind, after, lang), changed: true };
  });
}
