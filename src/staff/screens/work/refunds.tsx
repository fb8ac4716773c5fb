import './work.css';
import type { RunActionInput, WorkLoaded } from '../../../../machines/staff/work-detail.machine';
import { staffActions } from '../../../contract/staff-access';
import { staffApproveRefund, staffRejectRefund } from '../../../contract/staff';
import { staffRefundQueue, type RefundQueueRowSchema } from '../../../contract/staff-console';
import type * as z from 'zod/mini';
import { StaffSession } from '../../app/session';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { staffCall, staffSend } from '../../lib/api';
import { hrefOf } from '../../lib/hash';
import { formatTime, t, tn } from '../../lib/i18n';
import { ActionDialog, actionLabel, REQUIRED, doneText } from './action-dialog';
import { refundReason, say } from './labels';
import { yuan } from './sections';
import { useWorkDetail } from './use-work';

type Row = z.infer<typeof RefundQueueRowSchema>;
const DECISIONS = ['APPROVE_REFUND', 'REJECT_REFUND'];

async function decide({ action, target, form }: RunActionInput): Promise<string> {
  const call = action === 'APPROVE_REFUND' ? staffApproveRefund : staffRejectRefund;
  const sent = await staffSend(call, { order_no: target, remark: form.reason ?? '' });
  return doneText(action, sent.msg);
}

/**
 * `#/refunds`: refund requests under review, oldest first. Every request under review may be
 * approved or rejected by staff (the goods order machine in `afterSales`); the buttons are those
 * the role may send, and a reason is required for both.
 */
export default function RefundsScreen() {
  const role = StaffSession.useSelector((s) => s.context.staff?.role ?? null);
  const load = async (): Promise<WorkLoaded> => {
    const rows = await staffCall(staffRefundQueue, {});
    const actions = role ? staffActions('goodsOrder', DECISIONS, role) : [];
    return { data: rows, offers: rows.flatMap((row) => actions.map((action) => ({ action, target: row.order_no }))) };
  };
  const [snapshot, send, actor] = useWorkDetail({ queue: 'refunds' }, { load, run: decide }, REQUIRED);
  const rows = (snapshot.context.data as Row[] | null) ?? [];
  const offered = (row: Row) => snapshot.context.offers.filter((offer) => offer.target === row.order_no);
  const busy = !snapshot.matches('viewing');
  return (
    <div className="st-page st-work">
      <PageHeader
        title={t('work.refunds.title')}
        subtitle={snapshot.matches('viewing') ? tn('work.results', rows.length) : undefined}
        actions={
          <button type="button" className="st-button" disabled={busy} onClick={() => send({ type: 'RELOAD' })}>
            {t('work.reload')}
          </button>
        }
      />
      <p className="st-muted st-work-intro">{t('work.refunds.intro')}</p>
      <DataTable<Row>
        caption={t('work.refunds.title')}
        rows={rows}
        rowKey={(row) => row.refund_no || row.order_no}
        status={snapshot.matches('unavailable') ? 'failed' : snapshot.context.data === null ? 'loading' : 'ready'}
        error={say(snapshot.context.notice?.message)}
        onRetry={() => send({ type: 'RETRY' })}
        emptyText={t('work.refunds.empty')}
        loadingText={t('shell.state.loading')}
        retryLabel={t('shell.state.retry')}
        columns={[
          { key: 'order', header: t('work.refunds.col.order'), cell: (row) => <a href={hrefOf(`/orders/${row.order_no}`)}><code>{row.order_no}</code></a> },
          { key: 'requested', header: t('work.refunds.col.requested'), cell: (row) => formatTime(row.requested_at) },
          { key: 'member', header: t('work.refunds.col.member'), cell: (row) => row.member },
          { key: 'amount', header: t('work.refunds.col.amount'), align: 'end', cell: (row) => yuan(row.amount) },
          { key: 'reason', header: t('work.refunds.col.reason'), wrap: true, cell: (row) => refundReason(row.reason) },
          { key: 'remark', header: t('work.refunds.col.remark'), wrap: true, cell: (row) => row.remark || t('work.none') },
          {
            key: 'actions',
            header: t('work.refunds.col.actions'),
            cell: (row) => (
              <div className="st-work-row-actions">
                {offered(row).map((offer) => (
                  <button
                    key={offer.action}
                    type="button"
                    className={`st-button st-button-small ${offer.action === 'REJECT_REFUND' ? 'st-button-danger' : 'st-button-primary'}`}
                    disabled={busy}
                    onClick={() => send({ type: 'ACT', action: offer.action, target: offer.target })}
                  >
                    {actionLabel(offer.action)}
                  </button>
                ))}
              </div>
            ),
          },
        ]}
      />
      <ActionDialog snapshot={snapshot} actor={actor} />
    </div>
  );
}
