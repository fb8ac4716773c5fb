import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Brand content: wines and their series, the pages' texts and pictures, the vineyard, harvest
 * reports, the villa, experiences and the promotion badge. Texts are jsonb {cn, tw, en}; image
 * lists jsonb arrays. Values are inlined (not imported) so this migration never changes.
 */
type Table = CreateTableBuilder<string, string>;

/** A translatable text: a jsonb object carrying all three languages. */
const localized =
  (name: string) =>
  (t: Table): Table =>
    t.addColumn(name, 'jsonb', (c) =>
      c.notNull().check(sql`jsonb_typeof(${sql.ref(name)}) = 'object' and ${sql.ref(name)} ?& array['cn', 'tw', 'en']`),
    );

/** A list of image URLs. */
const images =
  (name: string) =>
  (t: Table): Table =>
    t.addColumn(name, 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'[]'::jsonb`).check(sql`jsonb_typeof(${sql.ref(name)}) = 'array'`),
    );

const flag =
  (name: string, initial: 0 | 1) =>
  (t: Table): Table =>
    t.addColumn(name, 'smallint', (c) => c.notNull().defaultTo(initial).check(sql`${sql.ref(name)} in (0, 1)`));

const text = (name: string) => (t: Table) => t.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));

/** id first, the table's own columns, then the columns every content table shares. */
function contentTable(db: Kysely<any>, name: string, ...columns: Array<(t: Table) => Table>) {
  let t: Table = db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey());
  for (const column of columns) t = column(t);
  return t
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(flag('switch', 1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
}

async function listIndex(db: Kysely<any>, table: string, ...columns: string[]): Promise<void> {
  await db.schema
    .createIndex(`${table}_list_idx`)
    .on(table)
    .columns([...columns, 'sort', 'id'])
    .where(sql.ref('switch'), '=', 1)
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await contentTable(db, 'wine_series', localized('title'), localized('intro'), text('image')).execute();
  await listIndex(db, 'wine_series');

  await contentTable(
    db,
    'wines',
    (t) => t.addColumn('series_id', 'integer', (c) => c.notNull().references('wine_series.id').onDelete('restrict')),
    localized('title'),
    localized('intro'),
    localized('description'),
    (t) => t.addColumn('price_fen', 'integer', (c) => c.notNull().check(sql`price_fen > 0`)),
    (t) => t.addColumn('dollar_price_cents', 'integer', (c) => c.notNull().check(sql`dollar_price_cents > 0`)),
    (t) => t.addColumn('original_price_fen', 'integer'),
    text('alcohol'),
    localized('type'),
    (t) => t.addColumn('volume', 'text', (c) => c.notNull().defaultTo('750ml')),
    localized('grape'),
    (t) => t.addColumn('vintage', 'integer', (c) => c.notNull().check(sql`vintage between 1900 and 2100`)),
    (t) => t.addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0).check(sql`stock >= 0`)),
    images('images'),
    flag('is_sell', 1),
    localized('tasting_notes'),
  )
    .addCheckConstraint('wines_original_price_check', sql`original_price_fen is null or original_price_fen >= price_fen`)
    .execute();
  await listIndex(db, 'wines', 'series_id');

  await contentTable(
    db,
    'rotations',
    localized('title'),
    text('entitle'),
    localized('intro'),
    text('image'),
    text('link'),
  ).execute();
  await listIndex(db, 'rotations');

  await contentTable(
    db,
    'banners',
    (t) =>
      t.addColumn('page', 'text', (c) =>
        c
          .notNull()
          .check(sql`page in ('brand', 'garden', 'winery', 'house', 'experience', 'series', 'news', 'contact')`),
      ),
    text('entitle'),
    localized('title'),
    localized('intro'),
    text('image'),
  ).execute();
  await listIndex(db, 'banners', 'page');

  await contentTable(
    db,
    'news',
    localized('title'),
    localized('summary'),
    localized('content'),
    (t) => t.addColumn('releasedate', 'date', (c) => c.notNull()),
    images('images'),
    flag('is_text', 0),
  ).execute();
  await db.schema
    .createIndex('news_list_idx')
    .on('news')
    .columns(['releasedate desc', 'id desc'])
    .where(sql.ref('switch'), '=', 1)
    .execute();

  await contentTable(db, 'brand_sections', localized('title'), text('entitle'), localized('intro'), images('images')).execute();
  await listIndex(db, 'brand_sections');

  await contentTable(db, 'histories', (t) => t.addColumn('years', 'text', (c) => c.notNull().unique()), images('images')).execute();
  await listIndex(db, 'histories');
  await contentTable(
    db,
    'history_items',
    (t) => t.addColumn('history_id', 'integer', (c) => c.notNull().references('histories.id').onDelete('cascade')),
    localized('intro'),
  ).execute();
  await db.schema.createIndex('history_items_history_idx').on('history_items').columns(['history_id', 'sort', 'id']).execute();

  await contentTable(
    db,
    'team_members',
    (t) => t.addColumn('category', 'smallint', (c) => c.notNull().check(sql`category in (1, 5)`)),
    localized('name'),
    localized('position'),
    text('jobtime'),
    localized('content'),
    images('images'),
  ).execute();
  await listIndex(db, 'team_members', 'category');

  await contentTable(
    db,
    'awards',
    (t) => t.addColumn('category', 'smallint', (c) => c.notNull().check(sql`category in (1, 5, 10)`)),
    (t) => t.addColumn('year', 'integer', (c) => c.notNull()),
    localized('intro'),
    localized('content'),
    images('images'),
  ).execute();
  await listIndex(db, 'awards', 'category');

  await contentTable(db, 'dynamics', text('image'), localized('title'), localized('intro'), text('url')).execute();
  await listIndex(db, 'dynamics');

  await contentTable(
    db,
    'winery_sections',
    text('entitle'),
    localized('brief'),
    localized('title'),
    localized('intro'),
    images('images'),
  ).execute();
  await listIndex(db, 'winery_sections');

  await contentTable(db, 'designs', localized('title'), localized('intro'), images('images')).execute();
  await listIndex(db, 'designs');

  await contentTable(
    db,
    'vineyard_sections',
    (t) => t.addColumn('category', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`category in (1, 2)`)),
    flag('is_img', 1),
    text('entitle'),
    localized('title'),
    images('images'),
    localized('intro_title'),
    localized('intro'),
    images('intro_images'),
  ).execute();
  await listIndex(db, 'vineyard_sections', 'category');

  await contentTable(db, 'concepts', localized('title'), localized('intro'), text('image')).execute();
  await listIndex(db, 'concepts');

  await contentTable(db, 'analyses', localized('title'), localized('value'), localized('intro'), text('image')).execute();
  await listIndex(db, 'analyses');

  await contentTable(
    db,
    'grape_varieties',
    localized('name'),
    (t) => t.addColumn('color', 'text', (c) => c.notNull().check(sql`color in ('red', 'white')`)),
    localized('intro'),
    text('image'),
  ).execute();
  await listIndex(db, 'grape_varieties');

  await contentTable(db, 'report_years', (t) => t.addColumn('years', 'text', (c) => c.notNull().unique()), images('images')).execute();
  await listIndex(db, 'report_years');
  await contentTable(
    db,
    'reports',
    (t) => t.addColumn('years_id', 'integer', (c) => c.notNull().references('report_years.id').onDelete('cascade')),
    localized('title'),
    (t) => t.addColumn('reportdate', 'date', (c) => c.notNull()),
    localized('content'),
  ).execute();
  await db.schema.createIndex('reports_years_idx').on('reports').columns(['years_id', 'reportdate', 'id']).execute();

  await contentTable(db, 'villas', text('entitle'), localized('title'), localized('intro'), images('images')).execute();
  await listIndex(db, 'villas');

  await contentTable(db, 'experiences', localized('title'), localized('intro'), images('images')).execute();
  await listIndex(db, 'experiences');

  await contentTable(
    db,
    'wine_facts',
    (t) => t.addColumn('key', 'text', (c) => c.notNull().unique()),
    localized('title'),
    text('value'),
    localized('intro'),
  ).execute();

  await contentTable(db, 'tasting_notes', localized('name'), localized('intro')).execute();
  await listIndex(db, 'tasting_notes');

  await contentTable(
    db,
    'activities',
    localized('title'),
    localized('intro'),
    text('image'),
    (t) => t.addColumn('wine_series_id', 'integer', (c) => c.references('wine_series.id').onDelete('set null')),
    (t) => t.addColumn('starts_at', 'timestamptz', (c) => c.notNull()),
    (t) => t.addColumn('ends_at', 'timestamptz', (c) => c.notNull()),
  )
    .addCheckConstraint('activities_window_check', sql`ends_at > starts_at`)
    .execute();
  await db.schema
    .createIndex('activities_live_idx')
    .on('activities')
    .columns(['ends_at', 'starts_at'])
    .where(sql.ref('switch'), '=', 1)
    .execute();
}
