import type { Selectable, Transaction } from 'kysely';
import { ADDRESS_MAX_PER_MEMBER, type Address } from '../../contract/address';
import type { Lang } from '../../contract/lang';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { lockMember } from './holds';
import { regionText, resolveRegion } from './regions';

/**
 * A member's address book. Every change runs in one transaction that first locks the member's
 * row, so two requests of the same member (two tabs, a double click) take turns: the count
 * under the cap and "exactly one default" hold under concurrency, on PGlite and PostgreSQL alike.
 * The partial unique index (one `is_default = 1` per member) backs the rule in the database.
 */
type Row = Selectable<Database['member_addresses']>;
type Trx = Transaction<Database>;

export interface AddressFields {
  consignee: string;
  mobile: string;
  province: number;
  city: number;
  area: number;
  address_details: string;
  zip_code: string;
  is_default: 0 | 1;
}

export type AddressOutcome<T> = { ok: true; value: T } | { ok: false; key: 'address.notFound' | 'address.limit' | 'address.regionInvalid' };

const done = <T>(value: T): AddressOutcome<T> => ({ ok: true, value });
const refused = (key: 'address.notFound' | 'address.limit' | 'address.regionInvalid'): AddressOutcome<never> => ({ ok: false, key });

export function toAddress(row: Row, lang: Lang): Address {
  return {
    id: row.id,
    uuid: row.uuid,
    province: row.province,
    city: row.city,
    area: row.area,
    address_name: regionText(row.province, row.city, row.area, lang),
    address_details: row.address_details,
    is_default: row.is_default === 1 ? 1 : 0,
    zip_code: row.zip_code,
    consignee: row.consignee,
    mobile: row.mobile,
  };
}

/** The default first, then the newest. */
export async function listAddresses(db: Db, memberId: number, lang: Lang): Promise<Address[]> {
  const rows = await db
    .selectFrom('member_addresses')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toAddress(row, lang));
}

function ownAddress(trx: Trx, memberId: number, id: number) {
  return trx.selectFrom('member_addresses').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}

/** Clears the old default first: the unique index would refuse two at once. */
async function makeDefault(trx: Trx, memberId: number, id: number) {
  await trx
    .updateTable('member_addresses')
    .set({ is_default: 0, updated_at: new Date() })
    .where('member_id', '=', memberId)
    .where('is_default', '=', 1)
    .where('id', '!=', id)
    .execute();
  await trx.updateTable('member_addresses').set({ is_default: 1, updated_at: new Date() }).where('id', '=', id).execute();
}

export function addAddress(db: Db, memberId: number, fields: AddressFields, lang: Lang): Promise<AddressOutcome<Address>> {
  if (!resolveRegion(fields.province, fields.city, fields.area)) return Promise.resolve(refused('address.regionInvalid'));
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const { count } = await trx
      .selectFrom('member_addresses')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= ADDRESS_MAX_PER_MEMBER) return refused('address.limit');
    const { is_default, ...rest } = fields;
    const row = await trx
      .insertInto('member_addresses')
      .values({ ...rest, member_id: memberId, is_default: 0 })
      .returningAll()
      .executeTakeFirstOrThrow();
    // the first address is the default whatever was asked
    if (is_default === 1 || Number(count) === 0) {
      await makeDefault(trx, memberId, row.id);
      row.is_default = 1;
    }
    return done(toAddress(row, lang));
  });
}

/** The default stays the default when the form leaves the flag off: there must be one. */
export function editAddress(
  db: Db,
  memberId: number,
  id: number,
  fields: AddressFields,
  lang: Lang,
): Promise<AddressOutcome<Address>> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const current = await ownAddress(trx, memberId, id);
    if (!current) return refused('address.notFound');
    if (!resolveRegion(fields.province, fields.city, fields.area)) return refused('address.regionInvalid');
    const { is_default, ...rest } = fields;
    if (is_default === 1 && current.is_default !== 1) await makeDefault(trx, memberId, id);
    const row = await trx
      .updateTable('member_addresses')
      .set({ ...rest, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return done(toAddress(row, lang));
  });
}

export function setDefaultAddress(db: Db, memberId: number, id: number): Promise<AddressOutcome<null>> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    if (!(await ownAddress(trx, memberId, id))) return refused('address.notFound');
    await makeDefault(trx, memberId, id);
    return done(null);
  });
}

/** Deleting the default hands the flag to the most recent other address. */
export function deleteAddress(db: Db, memberId: number, id: number): Promise<AddressOutcome<null>> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const current = await ownAddress(trx, memberId, id);
    if (!current) return refused('address.notFound');
    await trx.deleteFrom('member_addresses').where('id', '=', id).execute();
    if (current.is_default === 1) {
      const next = await trx
        .selectFrom('member_addresses')
        .select('id')
        .where('member_id', '=', memberId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (next) await makeDefault(trx, memberId, next.id);
    }
    return done(null);
  });
}
