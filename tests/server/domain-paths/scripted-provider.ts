import { vi } from 'vitest';
import type { PrepayAnswer, ProviderRefund } from '../../../src/server/providers/payment/types';
import type { PaymentApp } from '../payment-helpers';

/**
 * The sandbox provider with some of its answers held back until a path step gives them: a
 * prepay (the attempt rests in `created` while the provider has not answered) and the calls
 * about a refund (it rests in `queued` or `sent` while the provider is being asked). Everything
 * else goes straight to the sandbox. The server cannot tell: it waits on the provider as it
 * would on WeChat Pay.
 */
export interface HeldCall<T> {
  /** what the sandbox itself would have answered (prepay only) */
  real?: T;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export interface ScriptedProvider {
  /** the next prepay is held; answers the held call and the out_trade_no it was for */
  holdNextPrepay(): Promise<{ outTradeNo: string; call: HeldCall<PrepayAnswer> }>;
  /** refund and query calls for this out_refund_no are held from now on */
  holdRefund(outRefundNo: string): void;
  release(outRefundNo: string): void;
  /** every refund of this attempt (whatever its out_refund_no), and the queries about it, are held from now on */
  holdRefundsOf(outTradeNo: string): void;
  releaseRefundsOf(outTradeNo: string): void;
  /** the held call about a refund, once the payment work has made it */
  refundCall(outRefundNo: string, timeoutMs?: number): Promise<{ kind: 'refund' | 'query'; call: HeldCall<ProviderRefund | null> }>;
  pendingRefundCall(outRefundNo: string): { kind: 'refund' | 'query'; call: HeldCall<ProviderRefund | null> } | undefined;
}

async function until<T>(find: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

export function scriptProvider(t: PaymentApp): ScriptedProvider {
  const provider = t.services().deps.provider;
  const prepay = provider.prepay.bind(provider);
  const refund = provider.refund.bind(provider);
  const queryRefund = provider.queryRefund.bind(provider);
  let holdPrepay: ((held: { outTradeNo: string; call: HeldCall<PrepayAnswer> }) => void) | null = null;
  const heldRefunds = new Set<string>();
  const heldAttempts = new Set<string>();
  const refundCalls = new Map<string, { kind: 'refund' | 'query'; call: HeldCall<ProviderRefund | null> }>();

  vi.spyOn(provider, 'prepay').mockImplementation(async (request) => {
    const real = await prepay(request);
    const hold = holdPrepay;
    if (!hold) return real;
    holdPrepay = null;
    return new Promise<PrepayAnswer>((resolve, reject) => hold({ outTradeNo: request.outTradeNo, call: { real, resolve, reject } }));
  });
  const held = (kind: 'refund' | 'query', outRefundNo: string, real: () => Promise<ProviderRefund | null>) => {
    if (!heldRefunds.has(outRefundNo)) return real();
    return new Promise<ProviderRefund | null>((resolve, reject) =>
      refundCalls.set(outRefundNo, {
        kind,
        call: {
          resolve: (value) => (refundCalls.delete(outRefundNo), resolve(value)),
          reject: (error) => (refundCalls.delete(outRefundNo), reject(error)),
        },
      }),
    );
  };
  vi.spyOn(provider, 'refund').mockImplementation((request) => {
    if (heldAttempts.has(request.outTradeNo)) heldRefunds.add(request.outRefundNo);
    return held('refund', request.outRefundNo, () => refund(request)) as Promise<ProviderRefund>;
  });
  vi.spyOn(provider, 'queryRefund').mockImplementation((outRefundNo) => held('query', outRefundNo, () => queryRefund(outRefundNo)));

  return {
    holdNextPrepay: () => new Promise((resolve) => (holdPrepay = resolve)),
    holdRefund: (outRefundNo) => void heldRefunds.add(outRefundNo),
    release: (outRefundNo) => void heldRefunds.delete(outRefundNo),
    holdRefundsOf: (outTradeNo) => void heldAttempts.add(outTradeNo),
    releaseRefundsOf: (outTradeNo) => void heldAttempts.delete(outTradeNo),
    refundCall: (outRefundNo, timeoutMs) => until(() => refundCalls.get(outRefundNo), `the payment work to call the provider about ${outRefundNo}`, timeoutMs),
    pendingRefundCall: (outRefundNo) => refundCalls.get(outRefundNo),
  };
}
