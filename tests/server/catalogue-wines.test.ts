import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAudit } from '../../src/server/domain/staff-audit';
import { testApp } from '../helpers/test-app';
import { auditOf, formOf, wineForEditor } from './catalogue-helpers';
import { addressOf, call, orderOf, quickMember, wines, type TestApp } from './shop-helpers';
import { everyRole, staffCall, type Roles } from './staff-work-helpers';

/**
 * The catalogue in the console: wines and series read and changed by the shop, prices typed in
 * yuan / dollars and kept in fen / cents, one audit row per change with the changed fields only.
 * A new price is what the next checkout charges, while an order placed before keeps its price.
 */
let t: TestApp;
let staff: Roles;
beforeAll(async () => {
  // a short read cache: the public wine page may show the old price for this long, not longer
  t = await testApp({ env: { READ_CACHE_MS: '300' } });
  staff = await everyRole(t);
});
afterAll(async () => t.close());

const publicWine = (id: number, lang = 'en') => call(t, '/api/winery/wine/get', { id: String(id), lang });
const priceRow = async (id: number) => t.db.selectFrom('wines').select(['price_fen', 'dollar_price_cents']).where('id', '=', id).executeTakeFirstOrThrow();
const orderItems = (orderNo: string) =>
  t.db
    .selectFrom('goods_order_items as i')
    .innerJoin('goods_orders as o', 'o.id', 'i.order_id')
    .select(['i.unit_price_fen', 'i.dollar_price_cents', 'o.amount_fen', 'o.goods_fen'])
    .where('o.order_no', '=', orderNo)
    .execute();

describe('prices', () => {
  it('a new price reaches the wine page within the read cache, the next checkout charges it, an earlier unpaid order keeps its own', async () => {
    // a wine of a series no promotion reduces, so the list price is the price
    const [wine] = (await wines(t)).filter((w) => w.activity_id === null);
    const id = wine!.id;
    const before = await priceRow(id);
    const member = await quickMember(t);
    const address = await addressOf(t, member);
    const earlier = await orderOf(t, member, address, [[id, 1]]);
    expect(await publicWine(id)).toMatchObject({ data: { price: (before.price_fen / 100).toFixed(2) } });

    const edited = await wineForEditor(t, staff.shop, id);
    const saved = await staffCall(t, staff.shop, 'catalogue/wine/save', formOf(edited, { price: '1234.5', dollar_price: '199' }));
    expect(saved).toMatchObject({ code: 1, msg: 'Saved', data: { price: '1234.50', dollar_price: '199.00' } });
    expect(await priceRow(id)).toEqual({ price_fen: 123_450, dollar_price_cents: 19_900 });

    // served from the read cache a moment longer, then the new price
    await new Promise((r) => setTimeout(r, 350));
    expect(await publicWine(id)).toMatchObject({ data: { price: '1234.50', dollar_price: '199.00' } });
    expect(await publicWine(id, 'cn')).toMatchObject({ data: { price: '1234.50' } });

    const next = await orderOf(t, member, address, [[id, 1]]);
    expect(await orderItems(next.order_no)).toEqual([expect.objectContaining({ unit_price_fen: 123_450, dollar_price_cents: 19_900, goods_fen: 123_450 })]);
    const kept = await orderItems(earlier.order_no);
    expect(kept).toEqual([expect.objectContaining({ unit_price_fen: before.price_fen, dollar_price_cents: before.dollar_price_cents, goods_fen: before.price_fen })]);
    // the member's own view of the earlier order still asks the old amount
    const detail = await call(t, '/api/member/order/get', { order_no: earlier.order_no, lang: 'en' }, member.headers);
    expect(JSON.stringify(detail.data)).toContain((before.price_fen / 100).toFixed(2));

    const rows = await auditOf(t, `wine:${id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'catalogue.wine.update', username: staff.shop.username, role: 'shop' });
    expect(JSON.parse(rows[0]!.before)).toEqual({ price_fen: before.price_fen, dollar_price_cents: before.dollar_price_cents });
    expect(JSON.parse(rows[0]!.after)).toEqual({ price_fen: 123_450, dollar_price_cents: 19_900 });
    expect(await verifyAudit(t.db)).toMatchObject({ ok: true });
  });

  it('saving without a change writes nothing; texts in three languages and off sale are one row with just those fields', async () => {
    const [wine] = await wines(t);
    const edited = await wineForEditor(t, staff.owner, wine!.id);
    const object = `wine:${wine!.id}`;
    const count = (await auditOf(t, object)).length;
    expect(await staffCall(t, staff.owner, 'catalogue/wine/save', formOf(edited))).toMatchObject({ code: 1, msg: 'Nothing was changed' });
    expect(await auditOf(t, object)).toHaveLength(count);

    const changed = await staffCall(
      t,
      staff.owner,
      'catalogue/wine/save',
      formOf(edited, { title_tw: '崖畔珍藏', intro_en: 'New words', description_en: '<p>Deep <strong>ruby</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>', is_sell: 0 }),
    );
    expect(changed.code).toBe(1);
    const rows = await auditOf(t, object);
    expect(rows).toHaveLength(count + 1);
    const after = JSON.parse(rows.at(-1)!.after);
    expect(Object.keys(after).sort()).toEqual(['description', 'intro', 'is_sell', 'title']);
    expect(after.title.tw).toBe('崖畔珍藏');
    // rich text is stored clean
    expect(after.description.en).not.toMatch(/script|onerror/);
    expect(after.description.en).toContain('<strong>ruby</strong>');
    // off sale: the shop cannot order it
    expect((await call(t, '/api/winery/wine/get', { id: String(wine!.id), lang: 'en' })).data.is_sell).toBe(0);
  });

  it('creates a series and a wine in it, starting with no stock', async () => {
    const series = await staffCall(t, staff.shop, 'catalogue/series/save', {
      title_cn: '冰酒', title_tw: '冰酒', title_en: 'Ice Wine', intro_cn: '', intro_tw: '', intro_en: 'Sweet', image: '', switch: 1,
    });
    expect(series).toMatchObject({ code: 1, msg: 'Created', data: { title: { en: 'Ice Wine' }, wines: 0 } });
    const [any] = await wines(t);
    const template = await wineForEditor(t, staff.shop, any!.id);
    const created = await staffCall(t, staff.shop, 'catalogue/wine/save', formOf(template, { id: 0, series_id: series.data.id, title_en: 'Vidal Ice Wine', vintage: 2024, price: '688', dollar_price: '98.00' }));
    expect(created).toMatchObject({ code: 1, msg: 'Created', data: { stock: 0, price: '688.00', series_id: series.data.id } });
    expect(await auditOf(t, `wine:${created.data.id}`)).toEqual([expect.objectContaining({ action: 'catalogue.wine.create', before: '' })]);
    expect(await auditOf(t, `wine_series:${series.data.id}`)).toEqual([expect.objectContaining({ action: 'catalogue.series.create' })]);
    const list = await staffCall(t, staff.auditor, 'catalogue/list', { lang: 'en' });
    expect(list.data.wines).toContainEqual(expect.objectContaining({ id: created.data.id, series: 'Ice Wine', price: '688.00', stock: 0, held: 0 }));
  });
});

describe('pictures', () => {
  it('offers the pictures on the site and those uploaded for content, and a wine may use one', async () => {
    const id = 'ab'.repeat(16);
    await t.db.insertInto('content_media').values({ id, width: 1600, height: 1200, alt: JSON.stringify({ cn: '酒窖', tw: '酒窖', en: 'The cellar' }), staff_id: staff.content.id }).execute();
    const [wine] = await wines(t);
    const read = await staffCall(t, staff.shop, 'catalogue/wine', { id: wine!.id });
    const uploaded = `/media/content/${id}-1600.webp`;
    expect(read.data.media[0]).toBe(uploaded);
    expect(read.data.media).toEqual(expect.arrayContaining(read.data.wine.images));
    const saved = await staffCall(t, staff.shop, 'catalogue/wine/save', formOf(read.data.wine, { images: [uploaded, ...read.data.wine.images].join('\n') }));
    expect(saved).toMatchObject({ code: 1, data: { images: [uploaded, ...read.data.wine.images] } });
    await new Promise((r) => setTimeout(r, 350)); // past the read cache
    expect((await call(t, '/api/winery/wine/get', { id: String(wine!.id), lang: 'en' })).data.images[0]).toBe(uploaded);
  });
});

describe('bad input and roles', () => {
  it('refuses bad fields with a message in the staff member’s language and changes nothing, never 5xx', async () => {
    const [wine] = await wines(t);
    const edited = await wineForEditor(t, staff.shop, wine!.id);
    const before = await t.db.selectFrom('wines').selectAll().where('id', '=', wine!.id).executeTakeFirstOrThrow();
    const cases: [Record<string, string | number>, string][] = [
      [{ price: '0' }, 'Please give a price above 0 with at most two decimals, e.g. 398.00'],
      [{ price: '12.345' }, 'Please give a price above 0 with at most two decimals, e.g. 398.00'],
      [{ dollar_price: '-5' }, 'Please give a price above 0 with at most two decimals, e.g. 398.00'],
      [{ price: '9999999999' }, 'Please give a price above 0 with at most two decimals, e.g. 398.00'],
      [{ vintage: 1850 }, 'The vintage must be a year from 1900 to 2100'],
      [{ title_en: '' }, 'Please give the name in all three languages'],
      [{ title_cn: 'x'.repeat(81) }, 'A name can have at most 80 characters'],
      [{ images: 'javascript:alert(1)' }, 'A picture must be the address of a picture on this site, starting with /'],
      [{ images: '//evil.example/x.png' }, 'A picture must be the address of a picture on this site, starting with /'],
      [{ series_id: 999_999 }, 'There is no such wine series'],
      [{ id: 999_999 }, 'There is no such wine'],
      [{ is_sell: 2 }, 'Please choose yes or no'],
      [{ title_en: 'a\u0000b' }, 'The text cannot contain control characters'],
    ];
    for (const [change, msg] of cases) {
      const answer = await staffCall(t, staff.shop, 'catalogue/wine/save', formOf(edited, change));
      expect(answer, JSON.stringify(change)).toMatchObject({ code: 0, msg });
    }
    const cn = await staffCall(t, staff.shop, 'catalogue/wine/save', formOf(edited, { price: 'abc', lang: 'cn' }));
    expect(cn.msg).toBe('请填写大于 0 的价格，最多两位小数，例如 398.00');
    expect(await t.db.selectFrom('wines').selectAll().where('id', '=', wine!.id).executeTakeFirstOrThrow()).toEqual(before);
    expect(await staffCall(t, staff.shop, 'catalogue/wine', { id: 'x' })).toMatchObject({ code: 0, msg: 'There is no such wine' });
    expect(await staffCall(t, staff.shop, 'catalogue/wine', { id: 999_999 })).toMatchObject({ code: 0, msg: 'There is no such wine' });
  });

  it('content and bookings may not read or change the catalogue; the auditor reads only', async () => {
    const [wine] = await wines(t);
    const edited = await wineForEditor(t, staff.owner, wine!.id);
    for (const who of ['content', 'bookings'] as const) {
      expect((await staffCall(t, staff[who], 'catalogue/list')).status).toBe(403);
      expect((await staffCall(t, staff[who], 'catalogue/wine', { id: wine!.id })).status).toBe(403);
    }
    for (const who of ['content', 'bookings', 'auditor'] as const) {
      const refused = await staffCall(t, staff[who], 'catalogue/wine/save', formOf(edited, { price: '1.00' }));
      expect(refused).toMatchObject({ status: 403, msg: expect.any(String) });
      expect((await staffCall(t, staff[who], 'catalogue/stock', { id: wine!.id, delta: 5, reason: 'received', note: '' })).status).toBe(403);
    }
    expect((await staffCall(t, staff.auditor, 'catalogue/list')).code).toBe(1);
    expect((await staffCall(t, staff.auditor, 'catalogue/wine', { id: wine!.id })).code).toBe(1);
    expect((await staffCall(t, staff.auditor, 'catalogue/stock/history', { id: wine!.id })).code).toBe(1);
    expect((await priceRow(wine!.id)).price_fen).not.toBe(100);
  });
});
