import { parseYuan, type OrderSummary } from '../src/contract/order';
import { GOODS_ORDER_STATUS, goodsOrderMachine, type GoodsOrderEvent, type GoodsOrderInput, type GoodsOrderState } from './goods-order.machine';

/**
 * What a member may do with a goods order at a status (spec §4: 5 pay / cancel; 10 refund /
 * cancel — cancel only while no refund was decided; 15 logistics / confirm receipt; 20, 6, 7
 * delete), asked of the goods order machine
 * itself — the same machine the server enforces — so no screen re-derives the rules.
 */
export type OrderAction = 'pay' | 'cancel' | 'changeAddress' | 'refund' | 'logistics' | 'receive' | 'delete';

const EVENT_OF: Record<Exclude<OrderAction, 'logistics'>, GoodsOrderEvent['type']> = {
  pay: 'PAY',
  cancel: 'CANCEL',
  changeAddress: 'CHANGE_ADDRESS',
  refund: 'REQUEST_REFUND',
  receive: 'CONFIRM_RECEIPT',
  delete: 'DELETE',
};

/** While the parcel is on its way (spec §4: 15 view logistics); the detail shows it later too. */
const PARCEL_ON_ITS_WAY: GoodsOrderState[] = ['shipped'];

export function stateOfStatus(status: number): GoodsOrderState | null {
  const entry = Object.entries(GOODS_ORDER_STATUS).find(([, code]) => code === status);
  return entry ? (entry[0] as GoodsOrderState) : null;
}

/** An order as the goods order machine sees it: the stored status and the machine's context. */
export interface OrderFacts extends GoodsOrderInput {
  status: number;
}

/** The facts of an order as the server answers it (a list row or the detail). */
export function factsOf(order: Pick<OrderSummary, 'status' | 'order_price' | 'refund_decided'>): OrderFacts {
  return { status: order.status, total: parseYuan(order.order_price) ?? 0, refundDecided: order.refund_decided };
}

/** The member's actions, in the order the buttons show; none for an unknown status. */
export function orderActions({ status, ...context }: OrderFacts): OrderAction[] {
  const state = stateOfStatus(status);
  if (!state) return [];
  const snapshot = goodsOrderMachine.resolveState({ value: state, context });
  const actions = (Object.keys(EVENT_OF) as (keyof typeof EVENT_OF)[]).filter((action) => {
    const type = EVENT_OF[action];
    return snapshot.can(type === 'PAY' ? { type, amount: context.total } : ({ type } as GoodsOrderEvent));
  });
  return PARCEL_ON_ITS_WAY.includes(state) ? [...actions, 'logistics'] : actions;
}

export function canDo(order: OrderFacts, action: OrderAction): boolean {
  return orderActions(order).includes(action);
}

/** The actions that depend on the status alone: asking for a refund, following the parcel. */
export function canDoAtStatus(status: number, action: Extract<OrderAction, 'refund' | 'logistics'>): boolean {
  return canDo({ status, total: 0, refundDecided: false }, action);
}

/** The actions that change an order, each behind a confirm (spec §8 confirm prompts). */
export type ConfirmedAction = Extract<OrderAction, 'cancel' | 'receive' | 'delete'>;

export interface OrderActionInput {
  orderNo: string;
  action: ConfirmedAction;
}

export interface OrderNotice {
  tone: 'success' | 'error';
  /** a message key, or a text the server already translated */
  message: string;
}

/** What each action says when it worked, and when it did not without a word from the server. */
export const ACTION_MESSAGES: Record<ConfirmedAction, { done: string; failed: string }> = {
  cancel: { done: 'order.cancelled', failed: 'order.cancelFailed' },
  receive: { done: 'order.received', failed: 'order.confirmFailed' },
  delete: { done: 'order.deleted', failed: 'order.deleteFailed' },
};
