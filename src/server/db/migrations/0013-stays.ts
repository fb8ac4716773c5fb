import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Villa stays: the hotel, its dictionaries (layouts, floors, labels, … shown as names in every
 * language) and its room kinds with a price per night. Which nights are sold lives in the generic
 * booking capacity (resource `room:<id>`, one row per night, default capacity = the room's
 * `amount`), so nothing here counts bookings. Values inlined so this migration never changes.
 */
type Table = CreateTableBuilder<string, string>;

const localized = (name: string) => (t: Table): Table =>
  t.addColumn(name, 'jsonb', (c) =>
    c.notNull().check(sql`jsonb_typeof(${sql.ref(name)}) = 'object' and ${sql.ref(name)} ?& array['cn', 'tw', 'en']`),
  );

/** A jsonb array (image URLs or dictionary ids). */
const list = (name: string) => (t: Table): Table =>
  t.addColumn(name, 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`).check(sql`jsonb_typeof(${sql.ref(name)}) = 'array'`));

const flag = (name: string, initial: 0 | 1) => (t: Table): Table =>
  t.addColumn(name, 'smallint', (c) => c.notNull().defaultTo(initial).check(sql`${sql.ref(name)} in (0, 1)`));

const common = (t: Table): Table =>
  t
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(flag('switch', 1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));

const KINDS = ['layout', 'floor', 'label', 'landscape', 'facility', 'bathing', 'bathroom', 'appliance', 'food', 'meal', 'business'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('hotel_dictionary')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in (${sql.join(KINDS.map((k) => sql.lit(k)))})`))
    .$call(localized('name'))
    .$call(common)
    .addUniqueConstraint('hotel_dictionary_id_kind', ['id', 'kind'])
    .execute();
  await db.schema.createIndex('hotel_dictionary_kind_idx').on('hotel_dictionary').columns(['kind', 'sort', 'id']).execute();

  await db.schema
    .createTable('hotels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .$call(localized('name'))
    .$call(localized('address'))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .$call(localized('brief'))
    .$call(list('images'))
    .$call(localized('must_read'))
    .$call(localized('meals'))
    .$call(list('facilities_ids'))
    .$call(list('meals_ids'))
    .$call(list('business_ids'))
    .$call(common)
    .execute();

  // layout and floor are single ids: (id, kind) foreign keys keep them pointing at the right dictionary
  await db.schema
    .createTable('hotel_rooms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotels.id').onDelete('restrict'))
    .$call(localized('name'))
    .$call(localized('brief'))
    .$call(list('images'))
    .addColumn('area', 'integer', (c) => c.notNull().check(sql`area > 0`))
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number between 1 and 4`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('layout_id', 'integer', (c) => c.notNull())
    .addColumn('layout_kind', 'text', (c) => c.notNull().defaultTo('layout').check(sql`layout_kind = 'layout'`))
    .addColumn('floor_id', 'integer', (c) => c.notNull())
    .addColumn('floor_kind', 'text', (c) => c.notNull().defaultTo('floor').check(sql`floor_kind = 'floor'`))
    .$call(list('label_ids'))
    .$call(list('landscape_ids'))
    .$call(list('facilities_ids'))
    .$call(list('bathing_ids'))
    .$call(list('bathroom_ids'))
    .$call(list('appliance_ids'))
    .$call(list('food_ids'))
    .addColumn('price_fen', 'integer', (c) => c.notNull().check(sql`price_fen > 0`))
    .addColumn('dollar_price_cents', 'integer', (c) => c.notNull().check(sql`dollar_price_cents > 0`))
    .addColumn('weekend_price_fen', 'integer', (c) => c.check(sql`weekend_price_fen > 0`))
    .addColumn('weekend_dollar_price_cents', 'integer', (c) => c.check(sql`weekend_dollar_price_cents > 0`))
    .$call(flag('status', 1))
    .$call(common)
    .addForeignKeyConstraint('hotel_rooms_layout_fk', ['layout_id', 'layout_kind'], 'hotel_dictionary', ['id', 'kind'])
    .addForeignKeyConstraint('hotel_rooms_floor_fk', ['floor_id', 'floor_kind'], 'hotel_dictionary', ['id', 'kind'])
    .addCheckConstraint(
      'hotel_rooms_weekend_both',
      sql`(weekend_price_fen is null) = (weekend_dollar_price_cents is null)`,
    )
    .execute();
  await db.schema.createIndex('hotel_rooms_hotel_idx').on('hotel_rooms').columns(['hotel_id', 'sort', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hotel_rooms').execute();
  await db.schema.dropTable('hotels').execute();
  await db.schema.dropTable('hotel_dictionary').execute();
}
