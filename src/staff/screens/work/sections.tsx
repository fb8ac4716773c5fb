import type { ReactNode } from 'react';
import type { HistoryRow } from '../../../contract/staff';
import type { StaffMoneyRefundSchema, StaffPaymentSchema } from '../../../contract/staff-console';
import type * as z from 'zod/mini';
import { DataTable } from '../../components/data-table';
import { StatusBadge } from '../../components/status-badge';
import { Timeline } from '../../components/timeline';
import { formatTime, t, type StaffKey } from '../../lib/i18n';
import { actionLabel } from './action-dialog';
import { actorWords, eventLabel, MACHINE_OF_ENTITY, refundReason, stateLabel, toneOf } from './labels';

type Payment = z.infer<typeof StaffPaymentSchema>;
type MoneyRefund = z.infer<typeof StaffMoneyRefundSchema>;

/** An amount of the server ('776.00') as the console shows it. */
export const yuan = (amount: string) => `¥${amount}`;

/** One titled block of a detail page. */
export function Section({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`st-card st-work-section${wide ? ' st-work-wide' : ''}`} aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** Facts as label / value pairs. */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="st-work-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? t('work.none') : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A domain machine's state as a badge with its label ("Paid", "付款成功"). */
export function StateBadge({ entity, state }: { entity: string; state: string | null }) {
  if (!state) return null;
  const machine = MACHINE_OF_ENTITY[entity];
  return <StatusBadge tone={toneOf(state)}>{machine ? stateLabel(machine, state) : state}</StatusBadge>;
}

export function PaymentsTable({ payments }: { payments: readonly Payment[] }) {
  const col = (key: 'tradeNo' | 'method' | 'amount' | 'state' | 'created' | 'paidAt') => t(`work.order.col.${key}`);
  return (
    <DataTable
      caption={t('work.order.payments')}
      rows={payments}
      rowKey={(p) => p.out_trade_no}
      status="ready"
      emptyText={t('work.order.noneYet')}
      loadingText={t('shell.state.loading')}
      columns={[
        { key: 'no', header: col('tradeNo'), cell: (p) => <code>{p.out_trade_no}</code> },
        { key: 'method', header: col('method'), cell: (p) => p.method },
        { key: 'amount', header: col('amount'), align: 'end', cell: (p) => yuan(p.amount) },
        { key: 'state', header: col('state'), cell: (p) => <StateBadge entity="payment" state={p.state} /> },
        { key: 'created', header: col('created'), cell: (p) => formatTime(p.created_at) },
        { key: 'paid', header: col('paidAt'), cell: (p) => formatTime(p.paid_at) },
      ]}
    />
  );
}

/** The money given back at the provider, with "Send again" where the role may (RESEND offered). */
export function MoneyRefundsTable({ refunds, onAct, busy }: { refunds: readonly MoneyRefund[]; onAct?: (action: string, target: string) => void; busy?: boolean }) {
  const col = (key: 'refundNo' | 'amount' | 'state' | 'attempts' | 'lastError' | 'created') => t(`work.order.col.${key}`);
  return (
    <DataTable
      caption={t('work.order.moneyRefunds')}
      rows={refunds}
      rowKey={(r) => r.out_refund_no}
      status="ready"
      emptyText={t('work.order.noneYet')}
      loadingText={t('shell.state.loading')}
      columns={[
        { key: 'no', header: col('refundNo'), cell: (r) => <code>{r.out_refund_no}</code> },
        { key: 'amount', header: col('amount'), align: 'end', cell: (r) => yuan(r.amount) },
        { key: 'state', header: col('state'), cell: (r) => <StateBadge entity="money_refund" state={r.state} /> },
        { key: 'attempts', header: col('attempts'), align: 'end', cell: (r) => r.attempts },
        { key: 'error', header: col('lastError'), wrap: true, cell: (r) => r.last_error || t('work.none') },
        { key: 'created', header: col('created'), cell: (r) => formatTime(r.created_at) },
        {
          key: 'actions',
          header: t('work.actionsHeading'),
          cell: (r) =>
            onAct
              ? r.actions.map((action) => (
                  <button key={action} type="button" className="st-button st-button-small" disabled={busy} onClick={() => onAct(action, r.out_refund_no)}>
                    {actionLabel(action)}
                  </button>
                ))
              : null,
        },
      ]}
    />
  );
}

const CREATION_NOTES: Record<string, StaffKey> = {
  checkout: 'work.history.notes.checkout',
  'visit booking': 'work.history.notes.visit',
  'dining booking': 'work.history.notes.dining',
  'stay booking': 'work.history.notes.stay',
};

/** A history row's note in the staff member's language where the server wrote a known word (how an order came to be, a refund's reason); else as written. */
export function noteWords(note: string): string {
  const creation = CREATION_NOTES[note];
  return creation ? t(creation) : refundReason(note);
}

/** History rows: who, when, the event and from → to with the machines' state labels, the note. */
export function History({ rows }: { rows: readonly HistoryRow[] }) {
  return (
    <Timeline
      label={t('work.order.history')}
      emptyText={t('work.order.noneYet')}
      rows={rows.map((row, k) => {
        const machine = MACHINE_OF_ENTITY[row.entity];
        const from = machine && row.from_state ? stateLabel(machine, row.from_state) : row.from === null ? '' : String(row.from);
        const to = machine && row.to_state ? stateLabel(machine, row.to_state) : String(row.to);
        const event = row.event === 'CREATE' ? t('work.history.created') : (machine && eventLabel(machine, row.event)) || row.event;
        return {
          key: `${k}-${row.time}-${row.event}`,
          at: formatTime(row.time),
          who: actorWords(row.actor),
          what: (
            <>
              <strong>{event}</strong> <span className="st-muted">{from ? `${from} → ${to}` : to}</span>
            </>
          ),
          note: row.note ? noteWords(row.note) : undefined,
        };
      })}
    />
  );
}

/** One button per offered action, and a line when the role has none here. */
export function ActionButtons({ actions, onAct, disabled }: { actions: readonly string[]; onAct: (action: string) => void; disabled?: boolean }) {
  if (!actions.length) return <span className="st-muted st-work-no-actions">{t('work.noActions')}</span>;
  return (
    <div className="st-work-actions" role="group" aria-label={t('work.actionsHeading')}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`st-button ${/^(REJECT_REFUND|NO_SHOW)$/.test(action) ? 'st-button-danger' : 'st-button-primary'}`}
          disabled={disabled}
          onClick={() => onAct(action)}
        >
          {actionLabel(action)}
        </button>
      ))}
    </div>
  );
}
