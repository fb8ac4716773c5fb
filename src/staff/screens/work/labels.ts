import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { bookingOrderMachine } from '../../../../machines/booking-order.machine';
import { goodsOrderMachine } from '../../../../machines/goods-order.machine';
import type { DomainStateMeta, DomainTransitionMeta } from '../../../../machines/meta';
import { moneyRefundMachine } from '../../../../machines/money-refund.machine';
import { paymentAttemptMachine } from '../../../../machines/payment-attempt.machine';
import { refundMachine } from '../../../../machines/refund.machine';
import { REFUND_REASONS, type RefundReason } from '../../../contract/aftersales';
import type { Lang } from '../../../contract/lang';
import { staffLangNow, t } from '../../lib/i18n';

/**
 * The words the work screens take from the domain machines themselves: a state's label ("Paid",
 * "付款成功") and an event's ("Ship", "出貨"), in the console's language, so the console names
 * a status exactly as the drawn lifecycles and the member's screens do.
 */
export const MACHINE_OF_ENTITY: Record<string, AnyStateMachine> = {
  goods_order: goodsOrderMachine,
  refund: refundMachine,
  booking: bookingOrderMachine,
  payment: paymentAttemptMachine,
  money_refund: moneyRefundMachine,
};

const stateMetaOf = (machine: AnyStateMachine, state: string) => machine.root.states[state]?.meta as DomainStateMeta | undefined;

/** A state's label in the console's language (the state's name when the machine has none). */
export function stateLabel(machine: AnyStateMachine, state: string | null | undefined, lang: Lang = staffLangNow()): string {
  if (!state) return '';
  return stateMetaOf(machine, state)?.label[lang] ?? state;
}

/** Every status code of a machine with its label(s): a code two states share reads "Refund on its way / Refunded". */
export function statusOptions(machine: AnyStateMachine, lang: Lang = staffLangNow()): Array<{ code: number; label: string }> {
  const byCode = new Map<number, string[]>();
  for (const node of Object.values(machine.root.states) as AnyStateNode[]) {
    const meta = node.meta as DomainStateMeta | undefined;
    if (typeof meta?.code !== 'number') continue;
    byCode.set(meta.code, [...(byCode.get(meta.code) ?? []), meta.label[lang]]);
  }
  return [...byCode].sort(([a], [b]) => a - b).map(([code, labels]) => ({ code, label: labels.join(' / ') }));
}

/** The label of a status code (a code two states share names both). */
export function codeLabel(machine: AnyStateMachine, code: number, lang: Lang = staffLangNow()): string {
  return statusOptions(machine, lang).find((option) => option.code === code)?.label ?? String(code);
}

/** An event's label from the first transition of the machine that names it ("Ship", "發貨"). */
export function eventLabel(machine: AnyStateMachine, event: string, lang: Lang = staffLangNow()): string | null {
  for (const node of Object.values(machine.root.states) as AnyStateNode[]) {
    for (const transition of node.transitions.get(event) ?? []) {
      const meta = transition.meta as DomainTransitionMeta | undefined;
      if (meta?.label) return meta.label[lang];
    }
  }
  return null;
}

/** A badge colour for a state: done and paid read green, waiting amber, ended grey, refused red. */
export function toneOf(state: string): 'neutral' | 'info' | 'success' | 'warning' | 'danger' {
  if (/^(paid|shipped|arrived|sent|queued|created|awaitingProvider)$/.test(state)) return 'info';
  if (/^(completed|succeeded|refunded)$/.test(state)) return 'success';
  if (/^(afterSales|applying|refunding|cancelledRefunding|unpaid|failed|retrying)$/.test(state)) return 'warning';
  if (/^(escalated|rejected|noShow)$/.test(state)) return 'danger';
  return 'neutral';
}

/** Who sent a history row's event (`staff:3`, `member:7`, `provider:wechat`, `system:…`), in words. */
export function actorWords(actor: string): string {
  const [kind, who = ''] = [actor.slice(0, actor.indexOf(':')), actor.slice(actor.indexOf(':') + 1)];
  switch (kind) {
    case 'staff':
      return t('work.history.staff', { id: who });
    case 'member':
      return `${t('work.history.member')} #${who}`;
    case 'provider':
      return `${t('work.history.provider')} (${who})`;
    case 'timer':
      return t('work.history.timer');
    case 'system':
      return t('work.history.system');
    default:
      return actor;
  }
}

/** The member's reason for a refund (a key of the refund form), in words. */
export function refundReason(reason: string): string {
  // `other` is written otherReason: a key ending in .other reads as a plural form
  if (!(REFUND_REASONS as readonly string[]).includes(reason)) return reason;
  return t(reason === 'other' ? 'work.refundReasons.otherReason' : `work.refundReasons.${reason as Exclude<RefundReason, 'other'>}`);
}

/** A message the machines carry as a console key (`work.loadFailed`) or the server's own words. */
export function say(message: string | null | undefined): string {
  if (!message) return '';
  return /^work\.[a-zA-Z.]+$/.test(message) ? t(message as Parameters<typeof t>[0]) : message;
}
