/**
 * Who may send what (issue 12 §2): every transition of every domain machine names its senders in
 * `meta.actors`, and the server's decision refuses every other kind. Enumerated from the machine
 * definitions in MACHINES, so a new event or machine is held to it without editing this file.
 * Then a few checks through the real app: member routes, staff calls and the service functions
 * they use.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { MACHINES, type RegisteredMachine } from '../../machines';
import { ACTORS, isActor, type DomainStateMeta, type DomainTransitionMeta, type Words } from '../../machines/meta';
import { ORDER_SWEEP_S, ORDER_VALIDITY_S } from '../../src/contract/constants';
import { applyBookingEvent } from '../../src/server/domain/bookings/apply-event';
import { createBookingOrder } from '../../src/server/domain/bookings/create';
import { applyGoodsOrderEvent } from '../../src/server/domain/goods-orders';
import { codeOf, decide } from '../../src/server/domain/machine-rules';
import { testApp, testConfig } from '../helpers/test-app';
import { orderIdOf, paidOrder, REFUND_FORM, type Staff, staffSession, statusOf, unpaidOrder } from './aftersales-helpers';
import { call, history, quickMember, type TestApp } from './shop-helpers';

/** A domain machine: its states carry the stored code (the server enforces it). */
const isDomain = (machine: AnyStateMachine) => Object.values(machine.root.states).some((node) => node.meta !== undefined);
const DOMAIN = Object.entries(MACHINES).filter(([, entry]) => isDomain(entry.machine));

/** The events a state reacts to, with their transitions (guarded alternatives in order); XState's own events aside. */
function eventsOf(node: AnyStateNode) {
  return [...node.transitions.entries()].filter(([type]) => !type.startsWith('xstate.'));
}

/** Each sample context of the machine (from its registered inputs) and each sample of an event type (or the bare event). */
function contextsOf(entry: RegisteredMachine): object[] {
  return entry.inputs.map((input) => createActor(entry.machine, { input }).getSnapshot().context as object);
}
function samplesOf(entry: RegisteredMachine, type: string): AnyEventObject[] {
  const sampled = entry.events.filter((event) => event.type === type);
  return sampled.length > 0 ? sampled : [{ type }];
}

const LANGS = ['en', 'cn', 'tw'] as const;
// characters written differently in Simplified and Traditional Chinese: cn has none of the latter, tw none of the former
const SIMPLIFIED_ONLY = '订单会员发货关时处预约审记删释这为与还过经进场额务态认运选线让给绝请库编号费码状实数间题';
const TRADITIONAL_ONLY = '訂單會員發貨關時處預約審記刪釋這為與還過經進場額務態認運選線讓給絕請庫編號費碼狀實數間題';
function wordsProblems(words: Words | undefined, where: string): string[] {
  if (!words) return [`${where}: missing`];
  const problems = LANGS.filter((lang) => typeof words[lang] !== 'string' || words[lang].trim() === '').map((lang) => `${where}: no ${lang}`);
  const simplifiedInTw = [...(words.tw ?? '')].filter((c) => SIMPLIFIED_ONLY.includes(c));
  const traditionalInCn = [...(words.cn ?? '')].filter((c) => TRADITIONAL_ONLY.includes(c));
  if (simplifiedInTw.length) problems.push(`${where}: Simplified ${simplifiedInTw.join('')} in tw`);
  if (traditionalInCn.length) problems.push(`${where}: Traditional ${traditionalInCn.join('')} in cn`);
  return problems;
}

describe('every domain machine', () => {
  it('is found: the goods order, refund and booking machines at least', () => {
    expect(DOMAIN.map(([name]) => name)).toEqual(expect.arrayContaining(['goodsOrder', 'refund', 'bookingOrder']));
  });

  for (const [name, entry] of DOMAIN) {
    const { machine } = entry;

    it(`${name}: every state has its code, label and spec meaning in cn, tw and en; every transition its actors, label and description`, () => {
      const problems: string[] = [];
      for (const node of Object.values(machine.root.states)) {
        const meta = node.meta as Partial<DomainStateMeta> | undefined;
        if (Object.keys(node.states).length > 0) problems.push(`${node.key}: a domain machine's states are stored by name, so they are flat`);
        if (typeof meta?.code !== 'number') problems.push(`${node.key}: no code`);
        problems.push(...wordsProblems(meta?.label, `${node.key} label`), ...wordsProblems(meta?.meaning, `${node.key} meaning`));
        for (const [type, transitions] of eventsOf(node)) {
          transitions.forEach((transition, index) => {
            const where = `${node.key} ${type}${transitions.length > 1 ? ` #${index + 1}` : ''}`;
            const tmeta = transition.meta as Partial<DomainTransitionMeta> | undefined;
            const actors: readonly unknown[] = tmeta?.actors ?? [];
            if (actors.length === 0) problems.push(`${where}: no actors`);
            for (const actor of actors) if (!isActor(actor)) problems.push(`${where}: unknown actor ${String(actor)}`);
            problems.push(...wordsProblems(tmeta?.label, `${where} label`), ...wordsProblems(tmeta?.description, `${where} description`));
            if (tmeta?.timer) {
              if (!tmeta.timer.setting || !(tmeta.timer.defaultS > 0)) problems.push(`${where}: timer without setting or default`);
              if (!actors.includes('timer')) problems.push(`${where}: a timer setting on an event no timer sends`);
            }
          });
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${name}: plain words for exactly the guards and actions it names, and the files that enforce and prove it`, () => {
      const implementations = machine.implementations as { guards: object; actions: object };
      expect(entry.words, `${name} has no words`).toBeDefined();
      expect(Object.keys(entry.words!.guards).sort()).toEqual(Object.keys(implementations.guards).sort());
      expect(Object.keys(entry.words!.actions).sort()).toEqual(Object.keys(implementations.actions).sort());
      const problems = [
        ...Object.entries(entry.words!.guards).flatMap(([key, words]) => wordsProblems(words, `guard ${key}`)),
        ...Object.entries(entry.words!.actions).flatMap(([key, words]) => wordsProblems(words, `action ${key}`)),
      ];
      expect(problems).toEqual([]);
      expect(entry.enforcedBy?.length, `${name}: enforcedBy`).toBeGreaterThan(0);
      expect(entry.provedBy?.length, `${name}: provedBy`).toBeGreaterThan(0);
      expect([...entry.enforcedBy!, ...entry.provedBy!].filter((file) => !existsSync(file))).toEqual([]);
    });

    it(`${name}: every event, in a state that allows it, passes from its actors and is refused from every other kind`, () => {
      const contexts = contextsOf(entry);
      const covered = new Set<string>();
      const uncovered: string[] = [];
      const wrong: string[] = [];
      for (const node of Object.values(machine.root.states)) {
        // stored as the server stores it: the code and the state's name (a code several states share — 25 refunding or refunded — is told apart by it)
        const stored = { code: codeOf(machine, node.key), state: node.key };
        for (const [type, transitions] of eventsOf(node)) {
          for (const transition of transitions) {
            const actors = (transition.meta as DomainTransitionMeta).actors;
            // a context and a sample of the event with which the machine takes this very transition
            const found = contexts
              .flatMap((context) => samplesOf(entry, type).map((event) => ({ context, event })))
              .find(({ context, event }) => {
                const snapshot = machine.resolveState({ value: node.key, context });
                return snapshot.can(event) && machine.getTransitionData(snapshot, event)[0] === transition;
              });
            if (!found) {
              uncovered.push(`${node.key} ${type}`);
              continue;
            }
            covered.add(type);
            for (const actor of ACTORS) {
              const decision = decide(machine, stored, found.context, found.event, actor);
              const expected = actors.includes(actor);
              if (decision.allowed !== expected) wrong.push(`${node.key} ${type} from ${actor}: ${decision.allowed ? 'allowed' : 'refused'}`);
              if (!decision.allowed && expected === false && decision.refusal !== 'actor') wrong.push(`${node.key} ${type} from ${actor}: refused as ${decision.refusal}`);
            }
          }
        }
      }
      const events = new Set(Object.values(machine.root.states).flatMap((node) => eventsOf(node).map(([type]) => type)));
      expect(wrong).toEqual([]);
      // every event of the machine is checked in at least one state (add samples to its registry entry otherwise)
      expect([...events].filter((type) => !covered.has(type)), `not taken with the registered samples: ${uncovered.join(', ')}`).toEqual([]);
    });
  }

  it('timer settings name the server settings with their defaults', () => {
    const defaults = testConfig({});
    const settings: Record<string, number> = { ORDER_VALIDITY_S, ORDER_SWEEP_S };
    expect({ ORDER_VALIDITY_S: defaults.ORDER_VALIDITY_S, ORDER_SWEEP_S: defaults.ORDER_SWEEP_S }).toEqual(settings);
    for (const [, entry] of DOMAIN) {
      for (const node of Object.values(entry.machine.root.states)) {
        for (const [type, transitions] of eventsOf(node)) {
          for (const transition of transitions) {
            const timer = (transition.meta as DomainTransitionMeta | undefined)?.timer;
            if (!timer) continue;
            for (const { setting, defaultS } of [timer, ...(timer.sweep ? [timer.sweep] : [])]) {
              expect(setting in defaults, `${entry.machine.id} ${node.key} ${type}: ${setting} is no server setting`).toBe(true);
              expect(defaultS, `${entry.machine.id} ${node.key} ${type}: ${setting}`).toBe(defaults[setting as keyof typeof defaults]);
            }
          }
        }
      }
    }
  });
});

describe('the server refuses an event from the wrong kind of sender', () => {
  let t: TestApp;
  let staff: Staff;
  beforeAll(async () => {
    t = await testApp();
    staff = await staffSession(t);
  });
  afterAll(async () => t.close());

  const orderId = (orderNo: string) => orderIdOf(t, orderNo);
  const refundStatus = async (orderNo: string) =>
    (await t.db.selectFrom('refunds').select('status').where('order_id', '=', await orderId(orderNo)).orderBy('id', 'desc').executeTakeFirstOrThrow()).status;
  type Sender = Parameters<typeof applyGoodsOrderEvent>[3];
  const orderEvent = (id: number, event: Parameters<typeof applyGoodsOrderEvent>[2], sender: Sender, data: Parameters<typeof applyGoodsOrderEvent>[4] = {}) =>
    t.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, id, event, sender, data));
  const REFUSED = { ok: false, reason: 'notAllowed' };

  it('a member cannot approve their own refund: the staff call is closed to them, and the order refuses APPROVE_REFUND from a member', async () => {
    const { member, orderNo } = await paidOrder(t);
    expect((await call(t, '/api/member/order/refuse', { order_no: orderNo, ...REFUND_FORM }, member.headers)).code).toBe(1);
    const before = await history(t, orderNo);
    const approve = await t.app.inject({ method: 'POST', url: '/api/staff/refund/approve', headers: member.headers, payload: { order_no: orderNo, remark: '', lang: 'en' } });
    expect(approve.statusCode).toBe(401);
    const sender: Sender = `member:${member.id}`;
    for (const type of ['APPROVE_REFUND', 'REJECT_REFUND'] as const) {
      expect(await orderEvent(await orderId(orderNo), { type }, sender, { decision: { operator: sender, remark: '' } })).toEqual(REFUSED);
    }
    expect(await statusOf(t, orderNo)).toBe(8);
    expect(await refundStatus(orderNo)).toBe(0);
    expect(await history(t, orderNo)).toEqual(before);
    // staff may
    const approved = await call(t, '/api/staff/refund/approve', { order_no: orderNo, remark: 'As asked', lang: 'en' }, staff.headers);
    expect(approved).toMatchObject({ code: 1, data: { status: 25 } });
  });

  it('staff cannot withdraw a member\'s refund request; the member can', async () => {
    const { member, orderNo } = await paidOrder(t);
    await call(t, '/api/member/order/refuse', { order_no: orderNo, ...REFUND_FORM }, member.headers);
    const sender: Sender = `staff:${staff.id}`;
    expect(await orderEvent(await orderId(orderNo), { type: 'WITHDRAW_REFUND' }, sender, { decision: { operator: sender, remark: '' } })).toEqual(REFUSED);
    expect(await refundStatus(orderNo)).toBe(0);
    expect(await call(t, '/api/member/order/refundWithdraw', { order_no: orderNo, lang: 'en' }, member.headers)).toMatchObject({ code: 1, data: { status: 10 } });
    expect(await refundStatus(orderNo)).toBe(3);
  });

  it('staff cannot confirm receipt for a member, nor cancel or delete the order; the member can confirm', async () => {
    const { member, orderNo } = await paidOrder(t);
    const shipped = await call(t, '/api/staff/order/ship', { order_no: orderNo, company: 'shunfeng', tracking_no: 'SF1000000001', lang: 'en' }, staff.headers);
    expect(shipped).toMatchObject({ code: 1, data: { status: 15 } });
    const receive = await t.app.inject({ method: 'POST', url: '/api/member/order/receive', headers: staff.headers, payload: { order_no: orderNo, lang: 'en' } });
    expect(receive.statusCode).toBe(401);
    const id = await orderId(orderNo);
    const before = await history(t, orderNo);
    for (const type of ['CONFIRM_RECEIPT', 'CANCEL', 'DELETE'] as const) expect(await orderEvent(id, { type }, `staff:${staff.id}`)).toEqual(REFUSED);
    expect(await statusOf(t, orderNo)).toBe(15);
    expect(await history(t, orderNo)).toEqual(before);
    expect(await call(t, '/api/member/order/receive', { order_no: orderNo, lang: 'en' }, member.headers)).toMatchObject({ code: 1, data: { status: 20 } });
    expect((await history(t, orderNo)).at(-1)).toMatchObject({ event: 'CONFIRM_RECEIPT', actor: `member:${member.id}` });
  });

  it('a member cannot ship; no timer or provider cancels a paid order; only the provider pays and only a timer expires', async () => {
    const { member, orderNo } = await paidOrder(t);
    const id = await orderId(orderNo);
    const before = await history(t, orderNo);
    const shipment = { shipment: { company: 'shunfeng', trackingNo: 'SF2' } };
    expect(await orderEvent(id, { type: 'SHIP' }, `member:${member.id}`, shipment)).toEqual(REFUSED);
    expect(await orderEvent(id, { type: 'CANCEL' }, 'timer:expire-orders')).toEqual(REFUSED);
    expect(await orderEvent(id, { type: 'CANCEL' }, 'provider:sandbox')).toEqual(REFUSED);
    expect(await statusOf(t, orderNo)).toBe(10);
    expect(await history(t, orderNo)).toEqual(before);

    const unpaid = await unpaidOrder(t, member);
    const unpaidId = await orderId(unpaid.orderNo);
    const { amount_fen } = await t.db.selectFrom('goods_orders').select('amount_fen').where('id', '=', unpaidId).executeTakeFirstOrThrow();
    const payment = { payment: { method: 'sandbox', payNo: 'P-forged', paidAt: new Date() } };
    for (const sender of [`member:${member.id}`, `staff:${staff.id}`, 'timer:expire-orders', 'system:test'] as const) {
      expect(await orderEvent(unpaidId, { type: 'PAY', amount: amount_fen }, sender, payment)).toEqual(REFUSED);
    }
    for (const sender of [`member:${member.id}`, `staff:${staff.id}`, 'provider:sandbox'] as const) {
      expect(await orderEvent(unpaidId, { type: 'EXPIRE' }, sender)).toEqual(REFUSED);
    }
    expect(await statusOf(t, unpaid.orderNo)).toBe(5);
    expect(await orderEvent(unpaidId, { type: 'PAY', amount: amount_fen }, 'provider:sandbox', payment)).toMatchObject({ ok: true, to: 10 });
  });

  it("bookings: staff cannot cancel a member's booking, a member cannot complete it, and the staff call is closed to members", async () => {
    const who = await quickMember(t);
    const booking = await t.db.transaction().execute((trx) =>
      createBookingOrder(trx, {
        memberId: who.id, kind: 'visit', refId: 1, amountFen: 18_800, dollarCents: 2_600, title: { cn: '标准参观', tw: '標準參觀', en: 'Standard visit' },
        name: 'Li', phone: '13900000000', adults: 1, startAt: new Date(Date.UTC(2030, 0, 2, 2)),
        claims: [{ resource: 'visit:1', day: '2030-01-02', slot: '10:00', qty: 1, defaultCapacity: 20 }], validityS: 86_400,
      }),
    );
    const bookingEvent = (event: Parameters<typeof applyBookingEvent>[2], sender: Parameters<typeof applyBookingEvent>[3]) =>
      t.db.transaction().execute((trx) => applyBookingEvent(trx, booking.id, event, sender, { payment: { method: 'sandbox', payNo: `B${booking.id}`, paidAt: new Date() } }));
    expect(await bookingEvent({ type: 'PAY', amount: 18_800 }, `member:${who.id}`)).toEqual(REFUSED);
    expect(await bookingEvent({ type: 'CANCEL' }, `staff:${staff.id}`)).toEqual(REFUSED);
    expect(await bookingEvent({ type: 'PAY', amount: 18_800 }, 'provider:sandbox')).toMatchObject({ ok: true, to: 1 });
    const early = Date.UTC(2029, 0, 1);
    expect(await bookingEvent({ type: 'CANCEL_PAID', at: early }, `staff:${staff.id}`)).toEqual(REFUSED);
    expect(await bookingEvent({ type: 'COMPLETE' }, `member:${who.id}`)).toEqual(REFUSED);
    expect(await bookingEvent({ type: 'NO_SHOW' }, 'timer:expire-orders')).toEqual(REFUSED);
    const complete = await t.app.inject({ method: 'POST', url: '/api/staff/booking/complete', headers: who.headers, payload: { order_no: booking.orderNo, lang: 'en' } });
    expect(complete.statusCode).toBe(401);
    expect((await t.db.selectFrom('booking_orders').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow()).status).toBe(1);
    expect(await bookingEvent({ type: 'COMPLETE' }, `staff:${staff.id}`)).toMatchObject({ ok: true, to: 2 });
  });

  it('bookings: a member cannot check in their own booking, nor complete it once checked in; staff can', async () => {
    const who = await quickMember(t);
    const booking = await t.db.transaction().execute((trx) =>
      createBookingOrder(trx, {
        memberId: who.id, kind: 'stay', refId: 1, amountFen: 176_000, dollarCents: 24_000, title: { cn: '海景房', tw: '海景房', en: 'Sea-view room' },
        name: 'Li', phone: '13900000000', adults: 2, startAt: new Date(Date.UTC(2030, 0, 3, 6)),
        claims: [{ resource: 'room:1', day: '2030-01-03', slot: '', qty: 1, defaultCapacity: 1 }], validityS: 86_400,
      }),
    );
    const bookingEvent = (event: Parameters<typeof applyBookingEvent>[2], sender: Parameters<typeof applyBookingEvent>[3]) =>
      t.db.transaction().execute((trx) => applyBookingEvent(trx, booking.id, event, sender, { payment: { method: 'sandbox', payNo: `S${booking.id}`, paidAt: new Date() } }));
    const stored = () => t.db.selectFrom('booking_orders').select(['status', 'state']).where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(await bookingEvent({ type: 'PAY', amount: 176_000 }, 'provider:sandbox')).toMatchObject({ ok: true, to: 1 });
    for (const sender of [`member:${who.id}`, 'provider:sandbox', 'timer:expire-orders', 'system:test'] as const) {
      expect(await bookingEvent({ type: 'CHECK_IN' }, sender)).toEqual(REFUSED);
    }
    expect(await stored()).toEqual({ status: 1, state: 'paid' });
    expect(await bookingEvent({ type: 'CHECK_IN' }, `staff:${staff.id}`)).toMatchObject({ ok: true, from: 1, to: 1, fromState: 'paid', toState: 'arrived' });
    expect(await bookingEvent({ type: 'COMPLETE' }, `member:${who.id}`)).toEqual(REFUSED);
    expect(await stored()).toEqual({ status: 1, state: 'arrived' });
    // the departure
    expect(await bookingEvent({ type: 'COMPLETE' }, `staff:${staff.id}`)).toMatchObject({ ok: true, to: 2, toState: 'completed' });
  });

  it('goods orders: staff change a not-yet-shipped address for the member; no provider, timer or system does', async () => {
    const { orderNo } = await paidOrder(t);
    const id = await orderId(orderNo);
    const address = { consignee: 'Wang Fang', mobile: '13900000009', province: 370000, city: 370600, area: 370614, address_details: '2 Harbour Road', zip_code: '' };
    const before = await history(t, orderNo);
    for (const sender of ['provider:sandbox', 'timer:expire-orders', 'system:test'] as const) {
      expect(await orderEvent(id, { type: 'CHANGE_ADDRESS' }, sender, { address })).toEqual(REFUSED);
    }
    expect(await history(t, orderNo)).toEqual(before);
    expect(await orderEvent(id, { type: 'CHANGE_ADDRESS' }, `staff:${staff.id}`, { address })).toMatchObject({ ok: true, from: 10, to: 10 });
    expect((await t.db.selectFrom('goods_orders').select('consignee').where('id', '=', id).executeTakeFirstOrThrow()).consignee).toBe('Wang Fang');
    expect((await history(t, orderNo)).at(-1)).toEqual({ from_status: 10, to_status: 10, event: 'CHANGE_ADDRESS', actor: `staff:${staff.id}` });
  });
});
