import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAudit } from '../../src/server/domain/staff-audit';
import { testApp } from '../helpers/test-app';
import { auditOf } from './catalogue-helpers';
import { addressOf, call, orderOf, quickMember, setStock, stockOf, wines, type TestApp } from './shop-helpers';
import { everyRole, staffCall, type Roles } from './staff-work-helpers';

/**
 * Stock adjustments: a reason each, a history row each (who, when, how many, why, the stock
 * after), an audit row each, and never below what unpaid orders hold — one conditional UPDATE,
 * so concurrent adjustments and checkouts cannot sell a bottle twice (run on PostgreSQL too:
 * DATABASE_URL=postgres://… npx vitest run --project unit tests/server/catalogue-stock.test.ts).
 */
let t: TestApp;
let staff: Roles;
beforeAll(async () => {
  t = await testApp();
  staff = await everyRole(t);
});
afterAll(async () => t.close());

const adjust = (form: Record<string, string | number>, who = staff.shop) => staffCall(t, who, 'catalogue/stock', form);

describe('adjustments', () => {
  it('each is a history row and an audit row; the list shows free and held bottles', async () => {
    const [wine] = await wines(t);
    const id = wine!.id;
    await setStock(t, id, 10);
    const received = await adjust({ id, delta: 24, reason: 'received', note: 'Pallet from the cellar' });
    expect(received).toMatchObject({ code: 1, msg: 'The stock was adjusted', data: { stock: 34, held: 0 } });
    expect(await adjust({ id, delta: '-2', reason: 'breakage', note: '' }, staff.owner)).toMatchObject({ code: 1, data: { stock: 32 } });
    expect(await adjust({ id, delta: -1, reason: 'tasting', note: 'Trade visit' })).toMatchObject({ code: 1, data: { stock: 31 } });

    const history = await staffCall(t, staff.auditor, 'catalogue/stock/history', { id });
    expect(history.data.total).toBe(3);
    expect(history.data.items.map((r: { delta: number; reason: string; stock_after: number; staff: string; note: string }) => [r.delta, r.reason, r.stock_after, r.staff, r.note])).toEqual([
      [-1, 'tasting', 31, staff.shop.username, 'Trade visit'],
      [-2, 'breakage', 32, staff.owner.username, ''],
      [24, 'received', 34, staff.shop.username, 'Pallet from the cellar'],
    ]);
    expect(history.data.items[0].at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const rows = await auditOf(t, `wine:${id}`);
    expect(rows.slice(-3).map((r) => [r.action, r.before, r.after, r.reason, r.role])).toEqual([
      ['catalogue.stock', '10', '34', 'received: Pallet from the cellar', 'shop'],
      ['catalogue.stock', '34', '32', 'breakage', 'owner'],
      ['catalogue.stock', '32', '31', 'tasting: Trade visit', 'shop'],
    ]);
    expect(await verifyAudit(t.db)).toMatchObject({ ok: true });
  });

  it('cannot take the stock below what unpaid orders hold: refused with the numbers, nothing written', async () => {
    const [, wine] = await wines(t);
    const id = wine!.id;
    await setStock(t, id, 5);
    const member = await quickMember(t);
    const order = await orderOf(t, member, await addressOf(t, member), [[id, 3]]);
    expect(order.order_no).toBeTruthy();
    expect(await stockOf(t, id)).toBe(2);
    const list = await staffCall(t, staff.shop, 'catalogue/list');
    expect(list.data.wines).toContainEqual(expect.objectContaining({ id, stock: 2, held: 3 }));

    const historyBefore = (await staffCall(t, staff.shop, 'catalogue/stock/history', { id })).data.total;
    const auditBefore = (await auditOf(t, `wine:${id}`)).length;
    const refused = await adjust({ id, delta: -3, reason: 'breakage', note: '' });
    expect(refused).toMatchObject({ code: 0, msg: 'Only 2 bottles are free: unpaid orders hold 3 of the 5 in stock, so at most 2 can be taken away' });
    const tw = await adjust({ id, delta: -5, reason: 'correction', note: 'Counted 0', lang: 'tw' });
    expect(tw.msg).toBe('只有 2 瓶可調整：庫存 5 瓶中有 3 瓶被未付款訂單佔用，最多可減少 2 瓶');
    expect(await stockOf(t, id)).toBe(2);
    expect((await staffCall(t, staff.shop, 'catalogue/stock/history', { id })).data.total).toBe(historyBefore);
    expect(await auditOf(t, `wine:${id}`)).toHaveLength(auditBefore);
    // exactly the free bottles may go
    expect(await adjust({ id, delta: -2, reason: 'correction', note: 'Counted 3 on the shelf' })).toMatchObject({ code: 1, data: { stock: 0, held: 3, row: { stock_after: 0, held: 3 } } });
  });

  it('bad input is refused with a clear message, never 5xx, and changes nothing', async () => {
    const [wine] = await wines(t);
    const id = wine!.id;
    const stock = await stockOf(t, id);
    const cases: [Record<string, string | number>, string][] = [
      [{ id, delta: 0, reason: 'received' }, 'Please give a number of bottles other than 0 (at most 100000)'],
      [{ id, delta: '1.5', reason: 'received' }, 'Please give a number of bottles other than 0 (at most 100000)'],
      [{ id, delta: 1e6, reason: 'received' }, 'Please give a number of bottles other than 0 (at most 100000)'],
      [{ id, delta: 'ten', reason: 'received' }, 'Please give a number of bottles other than 0 (at most 100000)'],
      [{ id, delta: 3 }, 'Please choose a reason'],
      [{ id, delta: 3, reason: 'stolen' }, 'Please choose a reason'],
      [{ id, delta: -3, reason: 'received' }, 'Bottles received are added; breakage and tasting take bottles away'],
      [{ id, delta: 3, reason: 'breakage' }, 'Bottles received are added; breakage and tasting take bottles away'],
      [{ id, delta: 3, reason: 'correction', note: '' }, 'Please say what the correction is for'],
      [{ id, delta: 3, reason: 'received', note: 'x'.repeat(201) }, 'The note can have at most 200 characters'],
      [{ id, delta: 3, reason: 'received', note: 'a\u0000b' }, 'The text cannot contain control characters'],
      [{ id: 999_999, delta: 3, reason: 'received' }, 'There is no such wine'],
      [{ id: '1 or 1=1', delta: 3, reason: 'received' }, 'There is no such wine'],
    ];
    for (const [form, msg] of cases) expect(await adjust(form), JSON.stringify(form)).toMatchObject({ status: 200, code: 0, msg });
    expect((await adjust({ id, delta: 3, reason: 'kaputt', lang: 'cn' })).msg).toBe('请选择原因');
    expect(await stockOf(t, id)).toBe(stock);
    expect(await staffCall(t, staff.shop, 'catalogue/stock/history', { id: 999_999 })).toMatchObject({ code: 0, msg: 'There is no such wine' });
  });
});

describe('concurrency', () => {
  it('adjustments and checkouts at once never oversell: every bottle is accounted for', async () => {
    const [, , wine] = await wines(t);
    const id = wine!.id;
    await setStock(t, id, 6);
    const buyers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const m = await quickMember(t);
        const address = await addressOf(t, m);
        const added = await call(t, '/api/member/cart/add', { goods_id: String(id), product_count: '2' }, m.headers);
        expect(added.code).toBe(1);
        return { m, address };
      }),
    );
    const checkouts = buyers.map(({ m, address }) => call(t, '/api/member/order/add', { address_id: String(address), adult_confirmed: '1', lang: 'en' }, m.headers));
    const takes = Array.from({ length: 6 }, () => adjust({ id, delta: -2, reason: 'breakage', note: '' }));
    const gives = Array.from({ length: 2 }, () => adjust({ id, delta: 1, reason: 'received', note: '' }));
    const [placed, taken, given] = await Promise.all([Promise.all(checkouts), Promise.all(takes), Promise.all(gives)]);
    for (const answer of [...placed, ...taken, ...given]) expect(answer.status).toBe(200);
    const ordered = placed.filter((a) => a.code === 1).length * 2;
    const broken = taken.filter((a) => a.code === 1).length * 2;
    expect(given.every((a) => a.code === 1)).toBe(true);
    const final = await stockOf(t, id);
    expect(final).toBeGreaterThanOrEqual(0);
    expect(final).toBe(6 + 2 - ordered - broken);
    expect(ordered + broken).toBeLessThanOrEqual(8);
    const held = await staffCall(t, staff.shop, 'catalogue/list');
    expect(held.data.wines).toContainEqual(expect.objectContaining({ id, stock: final, held: ordered }));
    const history = await t.db.selectFrom('stock_history').select(['delta', 'stock_after']).where('wine_id', '=', id).execute();
    expect(history.reduce((sum, r) => sum + r.delta, 0)).toBe(2 - broken);
    expect(history.every((r) => r.stock_after >= 0)).toBe(true);
  });
});
