import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { isRequestable, isWithdrawable, refundRequestMachine, type RefundSubmission } from '../../machines/refund-request.machine';
import type { Refund, RefundDetail } from '../../src/contract/aftersales';

const paid: RefundDetail = { order_no: 'W1', status: 10, order_price: '398.00', refund: null };
const refund = (status: number): Refund => ({
  status, reason: 'notWanted', contact_name: 'Li', contact_phone: '13800000007', remark: '', amount: '398.00',
  created_at: '2026-05-01 10:00:00', decided_at: '', records: [{ kind: 'request', time: '2026-05-01 10:00:00', remark: '', operator: 'member' }],
});

function screen(loaded: RefundDetail, submit: (input: RefundSubmission) => Promise<RefundDetail> = async () => ({ ...paid, status: 8, refund: refund(0) })) {
  const sent: RefundSubmission[] = [];
  const logic = refundRequestMachine.provide({
    actors: {
      loadRefund: fromPromise<RefundDetail, { orderNo: string }>(async () => loaded),
      submitRefund: fromPromise<RefundDetail, RefundSubmission>(({ input }) => {
        sent.push(input);
        return submit(input);
      }),
      withdrawRefund: fromPromise<RefundDetail, { orderNo: string }>(async () => ({ ...paid, refund: refund(3) })),
    },
  });
  const actor = createActor(logic, { input: { orderNo: 'W1', contactName: 'Li Hua', contactPhone: '13800000007' } }).start();
  return { actor, sent };
}

describe('refund request screen', () => {
  it('asks the goods order machine whether a refund may be requested, and the refund machine whether it may be withdrawn', () => {
    expect([5, 10, 15, 8, 20, 25].map((status) => isRequestable({ ...paid, status }))).toEqual([false, true, false, false, false, false]);
    expect([0, 1, 2, 3].map((status) => isWithdrawable({ ...paid, status: 8, refund: refund(status) }))).toEqual([true, false, false, false]);
    expect(isWithdrawable(paid)).toBe(false);
  });

  it('a paid order without a refund opens the form, with the member as contact; the reason is required', async () => {
    const { actor, sent } = screen(paid);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.fields).toEqual({ reason: '', contact_name: 'Li Hua', contact_phone: '13800000007', remark: '' });
    actor.send({ type: 'EDIT', field: 'contact_name', value: '  ' });
    actor.send({ type: 'EDIT', field: 'contact_phone', value: '12345' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      reason: 'refunds.reasonRequired',
      contact_name: 'refunds.contactNameRequired',
      contact_phone: 'validation.phone',
    });
    expect(sent).toEqual([]);
    actor.send({ type: 'EDIT', field: 'reason', value: 'orderedWrongly' });
    expect(actor.getSnapshot().context.errors.reason).toBeUndefined();
    actor.send({ type: 'EDIT', field: 'contact_name', value: 'Wang' });
    actor.send({ type: 'EDIT', field: 'contact_phone', value: '13900000009' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(sent).toEqual([{ order_no: 'W1', reason: 'orderedWrongly', contact_name: 'Wang', contact_phone: '13900000009', remark: '' }]);
    expect(actor.getSnapshot().context.notice).toBe('refunds.requested');
    expect(actor.getSnapshot().can({ type: 'WITHDRAW' })).toBe(true);
  });

  it('a refusal keeps the form as typed, with the server message', async () => {
    const { actor } = screen(paid, async () => {
      throw new Error('This order cannot be refunded now');
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'EDIT', field: 'reason', value: 'other' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'This order cannot be refunded now', fields: { reason: 'other' } });
  });

  it('a request under review is shown with withdraw behind a confirm; after it the member may ask again', async () => {
    const { actor } = screen({ ...paid, status: 8, refund: refund(0) });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(actor.getSnapshot().can({ type: 'START' })).toBe(false);
    actor.send({ type: 'WITHDRAW' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('viewing');
    actor.send({ type: 'WITHDRAW' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('viewing') && s.context.notice !== null);
    expect(actor.getSnapshot().context.detail?.refund?.status).toBe(3);
    expect(actor.getSnapshot().can({ type: 'WITHDRAW' })).toBe(false);
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('viewing');
  });

  it('a shipped or refunded order offers neither a form nor a withdraw', async () => {
    const { actor } = screen({ ...paid, status: 25, refund: refund(1) });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(actor.getSnapshot().can({ type: 'START' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'WITHDRAW' })).toBe(false);
  });
});
