import './work.css';
import type { RunActionInput, WorkLoaded } from '../../../../machines/staff/work-detail.machine';
import { staffMoneyRefundQueue, staffMoneyRefundRetry, type MoneyRefundQueueRowSchema } from '../../../contract/staff-console';
import type * as z from 'zod/mini';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { staffCall, staffSend } from '../../lib/api';
import { hrefOf } from '../../lib/hash';
import { formatTime, t, tn } from '../../lib/i18n';
import { ActionDialog, actionLabel, REQUIRED, doneText } from './action-dialog';
import { say } from './labels';
import { StateBadge, yuan } from './sections';
import { useWorkDetail } from './use-work';

type Row = z.infer<typeof MoneyRefundQueueRowSchema>;

async function loadQueue(): Promise<WorkLoaded> {
  const rows = await staffCall(staffMoneyRefundQueue, {});
  return { data: rows, offers: rows.flatMap((row) => row.actions.map((action) => ({ action, target: row.out_refund_no }))) };
}

async function resend({ action, target, form }: RunActionInput): Promise<string> {
  const sent = await staffSend(staffMoneyRefundRetry, { out_refund_no: target, reason: form.reason ?? '' });
  return doneText(action, sent.msg);
}

/** `#/money-refunds`: money refunds the provider refused, with its last answer and the calls made; "Send again" with a reason where offered. */
export default function MoneyRefundsScreen() {
  const [snapshot, send, actor] = useWorkDetail({ queue: 'money-refunds' }, { load: loadQueue, run: resend }, REQUIRED);
  const rows = (snapshot.context.data as Row[] | null) ?? [];
  const busy = !snapshot.matches('viewing');
  const orderHref = (row: Row) => (row.kind === 'goods' ? hrefOf(`/orders/${row.order_no}`) : hrefOf(`/bookings/detail/${row.order_no}`));
  return (
    <div className="st-page st-work">
      <PageHeader
        title={t('work.moneyRefunds.title')}
        subtitle={snapshot.matches('viewing') ? tn('work.results', rows.length) : undefined}
        actions={
          <button type="button" className="st-button" disabled={busy} onClick={() => send({ type: 'RELOAD' })}>
            {t('work.reload')}
          </button>
        }
      />
      <p className="st-muted st-work-intro">{t('work.moneyRefunds.intro')}</p>
      <DataTable<Row>
        caption={t('work.moneyRefunds.title')}
        rows={rows}
        rowKey={(row) => row.out_refund_no}
        status={snapshot.matches('unavailable') ? 'failed' : snapshot.context.data === null ? 'loading' : 'ready'}
        error={say(snapshot.context.notice?.message)}
        onRetry={() => send({ type: 'RETRY' })}
        emptyText={t('work.moneyRefunds.empty')}
        loadingText={t('shell.state.loading')}
        retryLabel={t('shell.state.retry')}
        columns={[
          { key: 'no', header: t('work.moneyRefunds.col.refundNo'), cell: (row) => <code>{row.out_refund_no}</code> },
          { key: 'order', header: t('work.moneyRefunds.col.order'), cell: (row) => <a href={orderHref(row)}><code>{row.order_no}</code></a> },
          { key: 'kind', header: t('work.moneyRefunds.col.kind'), cell: (row) => t(`work.moneyRefunds.kind.${row.kind}`) },
          { key: 'amount', header: t('work.moneyRefunds.col.amount'), align: 'end', cell: (row) => yuan(row.amount) },
          { key: 'state', header: t('work.moneyRefunds.col.state'), cell: (row) => <StateBadge entity="money_refund" state={row.state} /> },
          { key: 'attempts', header: t('work.moneyRefunds.col.attempts'), align: 'end', cell: (row) => row.attempts },
          { key: 'error', header: t('work.moneyRefunds.col.lastError'), wrap: true, cell: (row) => row.last_error || t('work.none') },
          { key: 'created', header: t('work.moneyRefunds.col.created'), cell: (row) => formatTime(row.created_at) },
          {
            key: 'actions',
            header: t('work.moneyRefunds.col.actions'),
            cell: (row) =>
              row.actions.map((action) => (
                <button key={action} type="button" className="st-button st-button-small st-button-primary" disabled={busy} onClick={() => send({ type: 'ACT', action, target: row.out_refund_no })}>
                  {actionLabel(action)}
                </button>
              )),
          },
        ]}
      />
      <ActionDialog snapshot={snapshot} actor={actor} />
    </div>
  );
}
