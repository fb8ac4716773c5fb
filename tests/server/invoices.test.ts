import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditCodeCheckChar, creditCodeProblem, invoiceErrors } from '../../src/contract/invoice';
import { testApp } from '../helpers/test-app';
import { addressOf, call, quickMember, setStock, wines, type Member, type TestApp } from './shop-helpers';
import { everyRole, staffCall, type Roles } from './staff-work-helpers';

/**
 * Invoices (发票 / 發票, issue 16): asked for at checkout or later from the order, personal or
 * company (the unified social credit code checked down to its check character), changed while
 * still requested, refused once issued or 30 days after delivery; staff mark it issued, with an
 * audit row, and see it on the order.
 */
let t: TestApp;
let alice: Member;
let bob: Member;
let home: number;
let staff: Roles;
let wine: Awaited<ReturnType<typeof wines>>[number];

/** Real codes of registered companies (their check characters as issued). */
const VALID_CODES = ['91350100M000100Y43', '91110000802100433B', '91440300708461136T'];
const COMPANY = { kind: 'company', title: '蓬莱海岸酒业有限公司', tax_no: '91440300708461136T', email: 'finance@example.com' };
const PERSONAL = { kind: 'personal', title: '李华', tax_no: '', email: 'li@example.com' };

beforeAll(async () => {
  t = await testApp();
  alice = await quickMember(t, 'alice');
  bob = await quickMember(t, 'bob');
  home = await addressOf(t, alice);
  staff = await everyRole(t);
  wine = (await wines(t))[0]!;
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.deleteFrom('cart_items').execute();
  await setStock(t, wine.id, 50);
  expect((await call(t, '/api/member/cart/add', { goods_id: String(wine.id), product_count: '1' }, alice.headers)).code).toBe(1);
});

const place = (form: Record<string, string> = {}, lang = 'en') =>
  call(t, '/api/member/order/add', { address_id: String(home), adult_confirmed: '1', lang, ...form }, alice.headers);
const checkoutInvoice = (invoice: Record<string, string>) => Object.fromEntries(Object.entries(invoice).map(([k, v]) => [`invoice_${k}`, v]));
const request = (orderNo: string, invoice: Record<string, string>, who = alice, lang = 'en') =>
  call(t, '/api/member/order/invoice/request', { order_no: orderNo, lang, ...invoice }, who.headers);
const get = (orderNo: string, who = alice) => call(t, '/api/member/order/invoice', { order_no: orderNo, lang: 'en' }, who.headers);
const invoiceRows = async () => t.db.selectFrom('order_invoices').selectAll().execute();
const setOrderState = (orderNo: string, status: number, state: string, extra: { completed_at?: Date; paid_at?: Date } = {}) =>
  t.db.updateTable('goods_orders').set({ status, state, ...extra }).where('order_no', '=', orderNo).execute();
const ordersOfAlice = async () => (await t.db.selectFrom('goods_orders').select('id').where('member_id', '=', alice.id).execute()).length;

describe('the tax number: unified social credit code', () => {
  it.each(VALID_CODES)('%s is valid', (code) => expect(creditCodeProblem(code)).toBeNull());

  it('a wrong check character is refused as such; every other character than the right one is', () => {
    const code = VALID_CODES[2]!;
    expect(creditCodeCheckChar(code.slice(0, 17))).toBe('T');
    for (const c of '0123456789ABCDEFGHJKLMNPQRUWXY') expect(creditCodeProblem(code.slice(0, 17) + c), c).toBe('check');
  });

  it.each([
    ['17 characters', '9144030070846113T'],
    ['19 characters', '91440300708461136TX'],
    ['a letter not used (I)', '9144030070846I136T'],
    ['a letter not used (O)', '91440300708461O36T'],
    ['lower case left as typed', '91440300708461136t'],
  ])('%s is a format problem', (_, code) => expect(creditCodeProblem(code)).toBe('format'));

  it('the form rules: company needs a valid code, personal takes none; a title and an email always', () => {
    expect(invoiceErrors({ kind: 'company', title: 'ACME', tax_no: '91440300708461136t', email: 'a@b.cn' })).toEqual({});
    expect(invoiceErrors({ kind: 'company', title: 'ACME', tax_no: ' 9144 0300 7084 6113 6T ', email: 'a@b.cn' })).toEqual({});
    expect(invoiceErrors({ kind: 'company', title: '', tax_no: '', email: '' })).toEqual({
      title: 'invoice.companyTitleRequired',
      tax_no: 'invoice.taxNoRequired',
      email: 'invoice.emailRequired',
    });
    expect(invoiceErrors({ kind: 'company', title: 'ACME', tax_no: '91440300708461136U', email: 'nope' })).toEqual({
      tax_no: 'invoice.taxNoCheck',
      email: 'invoice.emailInvalid',
    });
    expect(invoiceErrors({ kind: 'personal', title: '李华', tax_no: '91440300708461136T', email: 'a@b.cn' })).toEqual({ tax_no: 'invoice.taxNoPersonal' });
    expect(invoiceErrors({ kind: 'personal', title: 'x'.repeat(101), tax_no: '', email: 'a@b.cn' })).toEqual({ title: 'invoice.titleTooLong' });
  });
});

describe('an invoice asked for at checkout', () => {
  it('a company invoice is stored with the order', async () => {
    const placed = await place(checkoutInvoice({ ...COMPANY, tax_no: '91440300708461136t' }));
    expect(placed.code, placed.msg).toBe(1);
    const answer = await get(placed.data.order_no);
    expect(answer.data).toMatchObject({ invoice: { kind: 'company', title: COMPANY.title, tax_no: COMPANY.tax_no, email: COMPANY.email, status: 'requested', issued_at: '' }, can_request: true, deadline: '' });
  });

  it.each([
    ['en', 'This tax number is not valid: its last character does not match. Please check it against the business licence'],
    ['cn', '税号无效：最后一位校验码不符，请对照营业执照核对'],
    ['tw', '稅號無效：最後一位檢查碼不符，請對照營業執照核對'],
  ])('a wrong check character refuses the order in %s and nothing is placed or stored', async (lang, msg) => {
    const before = { orders: await ordersOfAlice(), invoices: (await invoiceRows()).length };
    expect(await place(checkoutInvoice({ ...COMPANY, tax_no: '91440300708461136U' }), lang)).toMatchObject({ status: 200, code: 0, msg, data: null });
    expect({ orders: await ordersOfAlice(), invoices: (await invoiceRows()).length }).toEqual(before);
  });

  it('a personal invoice with a tax number, or an unknown kind, is refused', async () => {
    expect((await place(checkoutInvoice({ ...PERSONAL, tax_no: COMPANY.tax_no }))).msg).toBe('A personal invoice takes no tax number');
    expect((await place(checkoutInvoice({ ...PERSONAL, kind: 'government' }))).msg).toBe('Please choose a personal or a company invoice');
  });

  it('no invoice part: the order has none; a retried submit keeps the one stored with the first', async () => {
    const plain = await place();
    expect((await get(plain.data.order_no)).data).toMatchObject({ invoice: null, can_request: true });

    await t.db.deleteFrom('cart_items').execute();
    await call(t, '/api/member/cart/add', { goods_id: String(wine.id), product_count: '1' }, alice.headers);
    const token = 'a'.repeat(32);
    const first = await place({ submit_token: token, ...checkoutInvoice(COMPANY) });
    expect(first.code, first.msg).toBe(1);
    const again = await place({ submit_token: token, ...checkoutInvoice({ ...PERSONAL, title: 'Someone else' }) });
    expect(again.data.order_no).toBe(first.data.order_no);
    expect((await get(first.data.order_no)).data.invoice).toMatchObject({ kind: 'company', title: COMPANY.title });
  });
});

describe('asking for an invoice later, from the order', () => {
  it('once: the first request stores it, the next changes it while staff have not issued it', async () => {
    const placed = await place();
    const orderNo = placed.data.order_no as string;
    await setOrderState(orderNo, 10, 'paid', { paid_at: new Date() });
    const first = await request(orderNo, PERSONAL);
    expect(first).toMatchObject({ code: 1, msg: 'Invoice requested', data: { invoice: { kind: 'personal', title: '李华', tax_no: '', status: 'requested' }, can_request: true } });
    const changed = await request(orderNo, COMPANY, alice, 'cn');
    expect(changed).toMatchObject({ code: 1, msg: '发票信息已修改', data: { invoice: { kind: 'company', tax_no: COMPANY.tax_no } } });
    const rows = (await invoiceRows()).filter((r) => r.email === COMPANY.email && r.title === COMPANY.title);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    const order = await t.db.selectFrom('goods_orders').select('id').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect((await invoiceRows()).filter((r) => r.order_id === order.id)).toHaveLength(1);

    // issued: nothing changes it any more
    expect((await staffCall(t, staff.shop, 'order/invoice/issue', { order_no: orderNo, note: 'sent by email' })).code).toBe(1);
    const refused = await request(orderNo, PERSONAL, alice, 'tw');
    expect(refused).toMatchObject({ code: 0, msg: '發票已開立，不能再修改' });
    expect((await get(orderNo)).data).toMatchObject({ invoice: { kind: 'company', status: 'issued' }, can_request: false });
  });

  it('up to 30 days after delivery, not after; not for a closed or another member’s order', async () => {
    const placed = await place();
    const orderNo = placed.data.order_no as string;
    await setOrderState(orderNo, 20, 'completed', { paid_at: new Date(), completed_at: new Date(Date.now() - 29 * 86_400_000) });
    expect((await get(orderNo)).data).toMatchObject({ can_request: true, deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await request(orderNo, PERSONAL, bob)).msg).toBe('There are no such orders');
    await setOrderState(orderNo, 20, 'completed', { completed_at: new Date(Date.now() - 31 * 86_400_000) });
    expect(await request(orderNo, PERSONAL)).toMatchObject({ code: 0, msg: 'Invoices can be requested up to 30 days after delivery; this order is past that' });
    expect((await get(orderNo)).data).toMatchObject({ invoice: null, can_request: false });

    await call(t, '/api/member/cart/add', { goods_id: String(wine.id), product_count: '1' }, alice.headers);
    const closed = await place();
    await setOrderState(closed.data.order_no, 7, 'closed');
    expect((await request(closed.data.order_no, PERSONAL)).msg).toBe('An invoice cannot be requested for this order');
    expect((await invoiceRows()).some((r) => r.title === PERSONAL.title && r.email === PERSONAL.email && r.status === 'requested')).toBe(false);
  });

  it('bad fields are refused field by field in the member’s language', async () => {
    const placed = await place();
    expect((await request(placed.data.order_no, { ...COMPANY, tax_no: '' }, alice, 'cn')).msg).toBe('请填写单位税号（统一社会信用代码）');
    expect((await request(placed.data.order_no, { ...COMPANY, tax_no: '9144030070846I136T' }, alice, 'tw')).msg).toBe('稅號為 18 位數字或大寫字母（不含 I、O、S、V、Z）');
    expect((await request(placed.data.order_no, { ...PERSONAL, email: 'x' })).msg).toBe('Please enter a valid email to send the e-invoice to');
    expect((await request(placed.data.order_no, { ...PERSONAL, title: ' ' })).msg).toBe('Please enter the name to put on the invoice');
    expect((await get(placed.data.order_no)).data.invoice).toBeNull();
  });
});

describe('staff see the invoice with the order and mark it issued', () => {
  it('shop marks it issued once, with an audit row; the auditor sees it and may not mark it', async () => {
    const placed = await place(checkoutInvoice(COMPANY));
    const orderNo = placed.data.order_no as string;
    const detail = await staffCall(t, staff.auditor, 'order/detail', { order_no: orderNo });
    expect(detail.data.invoice).toMatchObject({ kind: 'company', title: COMPANY.title, tax_no: COMPANY.tax_no, email: COMPANY.email, status: 'requested', issued_by: '', can_issue: false });
    // the console offers 'mark issued' only to a role that may, once the order is paid
    expect((await staffCall(t, staff.shop, 'order/detail', { order_no: orderNo })).data.invoice.can_issue).toBe(false);

    // unpaid: not yet
    expect(await staffCall(t, staff.shop, 'order/invoice/issue', { order_no: orderNo })).toMatchObject({ code: 0, msg: 'The order is not paid, or its money was returned: no invoice can be issued' });
    await setOrderState(orderNo, 10, 'paid', { paid_at: new Date() });
    expect((await staffCall(t, staff.auditor, 'order/invoice/issue', { order_no: orderNo })).status).toBe(403);
    expect((await staffCall(t, staff.auditor, 'order/detail', { order_no: orderNo })).data.invoice.can_issue).toBe(false);
    expect((await staffCall(t, staff.shop, 'order/detail', { order_no: orderNo })).data.invoice.can_issue).toBe(true);

    const auditBefore = await t.db.selectFrom('staff_audit').select('id').where('action', '=', 'invoice.issue').execute();
    const issued = await staffCall(t, staff.shop, 'order/invoice/issue', { order_no: orderNo, note: 'e-invoice 0001', lang: 'cn' });
    expect(issued).toMatchObject({ code: 1, msg: '已标记为已开票', data: { status: 'issued', issued_by: staff.shop.username, note: 'e-invoice 0001' } });
    expect(issued.data.issued_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const audit = await t.db.selectFrom('staff_audit').selectAll().where('action', '=', 'invoice.issue').orderBy('id', 'desc').execute();
    expect(audit).toHaveLength(auditBefore.length + 1);
    expect(audit[0]).toMatchObject({ object: `goods_order:${orderNo}`, username: staff.shop.username, role: 'shop', reason: 'e-invoice 0001' });
    expect(JSON.parse(audit[0]!.after)).toMatchObject({ status: 'issued', tax_no: COMPANY.tax_no });

    expect(await staffCall(t, staff.owner, 'order/invoice/issue', { order_no: orderNo })).toMatchObject({ code: 0, msg: 'The invoice has already been issued and can no longer be changed' });
    expect(await t.db.selectFrom('staff_audit').select('id').where('action', '=', 'invoice.issue').execute()).toHaveLength(auditBefore.length + 1);
    expect((await staffCall(t, staff.shop, 'order/detail', { order_no: orderNo })).data.invoice).toMatchObject({ status: 'issued', issued_by: staff.shop.username, can_issue: false });
  });

  it('an order without an invoice says so', async () => {
    const placed = await place();
    await setOrderState(placed.data.order_no, 10, 'paid', { paid_at: new Date() });
    expect(await staffCall(t, staff.shop, 'order/invoice/issue', { order_no: placed.data.order_no })).toMatchObject({ code: 0, msg: 'No invoice was requested for this order' });
    expect((await staffCall(t, staff.shop, 'order/detail', { order_no: placed.data.order_no })).data.invoice).toBeNull();
  });
});
