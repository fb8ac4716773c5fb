import './work.css';
import { useParams } from 'wouter';
import { refundMachine } from '../../../../machines/refund.machine';
import type { RunActionInput, WorkLoaded } from '../../../../machines/staff/work-detail.machine';
import { CARRIERS } from '../../../contract/logistics';
import { staffApproveRefund, staffRejectRefund, staffShip } from '../../../contract/staff';
import { staffMoneyRefundRetry, staffOrderAddress, staffOrderDetail, type StaffOrderDetail } from '../../../contract/staff-console';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { StatePanel } from '../../components/state-panel';
import { staffCall, staffSend } from '../../lib/api';
import { hrefOf } from '../../lib/hash';
import { formatTime, t, type StaffKey } from '../../lib/i18n';
import { ActionDialog, REQUIRED, doneText } from './action-dialog';
import { codeLabel, refundReason, say } from './labels';
import { ActionButtons, Facts, History, MoneyRefundsTable, PaymentsTable, Section, StateBadge, yuan } from './sections';
import { useWorkDetail } from './use-work';
import { displayPhone } from '../../../contract/phone';
import { staffInvoiceIssue } from '../../../contract/invoice';
import { InvoiceSection } from './invoice-section';

async function loadOrder({ order_no = '' }: Record<string, string>): Promise<WorkLoaded> {
  const detail = await staffCall(staffOrderDetail, { order_no });
  return {
    data: detail,
    offers: [
      ...detail.actions.map((action) => ({ action, target: detail.order.order_no })),
      ...detail.money_refunds.flatMap((refund) => refund.actions.map((action) => ({ action, target: refund.out_refund_no }))),
      // the invoice the member asked for (issue 16), when the server says this role may mark it issued now
      ...(detail.invoice?.can_issue ? [{ action: 'ISSUE_INVOICE', target: detail.order.order_no }] : []),
    ],
  };
}

async function runOrderAction({ action, target, form }: RunActionInput): Promise<string> {
  const done = (sent: { msg: string }) => doneText(action, sent.msg);
  switch (action) {
    case 'SHIP':
      return done(await staffSend(staffShip, { order_no: target, company: form.company ?? '', tracking_no: form.tracking_no ?? '' }));
    case 'CHANGE_ADDRESS':
      return done(
        await staffSend(staffOrderAddress, {
          order_no: target,
          consignee: form.consignee ?? '',
          mobile: form.mobile ?? '',
          province: form.province ?? '',
          city: form.city ?? '',
          area: form.area ?? '',
          address_details: form.address_details ?? '',
          reason: form.reason ?? '',
        }),
      );
    case 'APPROVE_REFUND':
      return done(await staffSend(staffApproveRefund, { order_no: target, remark: form.reason ?? '' }));
    case 'REJECT_REFUND':
      return done(await staffSend(staffRejectRefund, { order_no: target, remark: form.reason ?? '' }));
    case 'ISSUE_INVOICE':
      return done(await staffSend(staffInvoiceIssue, { order_no: target, note: form.remark ?? '' }));
    case 'RESEND':
      return done(await staffSend(staffMoneyRefundRetry, { out_refund_no: target, reason: form.reason ?? '' }));
    default:
      throw new Error('work.actionFailed');
  }
}

/** `#/orders/:no`: one order, everything about it, and one button per action the role may take now. */
export default function OrderDetailScreen() {
  const { no = '' } = useParams<{ no: string }>();
  const [snapshot, send, actor] = useWorkDetail({ order_no: no }, { load: loadOrder, run: runOrderAction }, REQUIRED);
  const detail = snapshot.context.data as StaffOrderDetail | null;
  const busy = !snapshot.matches('viewing');
  const back = (
    <a className="st-button" href={hrefOf('/orders')}>
      {t('work.order.back')}
    </a>
  );
  if (snapshot.matches('unavailable') || !detail) {
    return (
      <div className="st-page st-work">
        <PageHeader title={t('work.order.title', { no })} actions={back} />
        {snapshot.matches('unavailable') ? (
          <StatePanel kind="failed" message={say(snapshot.context.notice?.message)} retryLabel={t('shell.state.retry')} onRetry={() => send({ type: 'RETRY' })} />
        ) : (
          <StatePanel kind="loading" message={t('shell.state.loading')} />
        )}
      </div>
    );
  }
  const { order, receiver } = detail;
  const act = (action: string, target = order.order_no) => {
    const form: Record<string, string> =
      action === 'SHIP'
        ? { company: CARRIERS[0] }
        : action === 'CHANGE_ADDRESS'
          ? { consignee: receiver.consignee, mobile: receiver.mobile, address_details: receiver.address }
          : {};
    send({ type: 'ACT', action, target, form });
  };
  const col = (key: string) => t(`work.order.col.${key}` as StaffKey);
  return (
    <div className="st-page st-work">
      <PageHeader
        title={t('work.order.title', { no: order.order_no })}
        subtitle={
          <>
            <StateBadge entity="goods_order" state={order.state} /> · {order.member ? <a href={hrefOf(`/members/${order.member_id}`)}>{order.member}</a> : `#${order.member_id}`} ·{' '}
            {formatTime(order.created_at)}
          </>
        }
        actions={
          <>
            {back}
            <a className="st-button" href={hrefOf(`/lifecycles/goods_order/${encodeURIComponent(order.order_no)}`)}>
              {t('lifecycle.link')}
            </a>
          </>
        }
      />
      <div className="st-work-toolbar">
        <ActionButtons actions={detail.actions} onAct={(action) => act(action)} disabled={busy} />
        <button type="button" className="st-button" onClick={() => send({ type: 'RELOAD' })} disabled={busy}>
          {t('work.reload')}
        </button>
      </div>
      <div className="st-work-grid" aria-busy={busy}>
        <Section title={t('work.order.summary')}>
          <Facts
            rows={[
              [t('work.orders.col.amount'), yuan(order.amount)],
              [t('work.orders.col.count'), order.product_count],
              [t('work.orders.col.status'), <StateBadge key="s" entity="goods_order" state={order.state} />],
              [t('work.orders.col.created'), formatTime(order.created_at)],
              [t('work.orders.col.paid'), order.paid_at ? formatTime(order.paid_at) : ''],
              [t('work.order.adultConfirmed'), detail.adult_confirmed_at ? formatTime(detail.adult_confirmed_at) : t('work.order.adultNotAsked')],
            ]}
          />
        </Section>
        <Section title={t('work.order.receiver')}>
          <Facts
            rows={[
              [t('work.fields.consignee'), receiver.consignee],
              [t('work.fields.mobile'), displayPhone(receiver.mobile)],
              [t('work.fields.region'), receiver.region],
              [t('work.fields.addressDetails'), receiver.address],
            ]}
          />
        </Section>
        <InvoiceSection invoice={detail.invoice} busy={busy} onIssue={() => act('ISSUE_INVOICE')} />
        <Section title={t('work.order.shipment')}>
          {detail.shipment ? (
            <Facts
              rows={[
                [col('carrier'), (CARRIERS as readonly string[]).includes(detail.shipment.company) ? t(`work.carriers.${detail.shipment.company}` as StaffKey) : detail.shipment.company],
                [col('trackingNo'), <code key="n">{detail.shipment.tracking_no}</code>],
                [col('shippedAt'), formatTime(detail.shipment.created_at)],
              ]}
            />
          ) : (
            <p className="st-muted">{t('work.order.notShipped')}</p>
          )}
          {detail.shipment ? (
            detail.tracking.length ? (
              <ol className="st-work-tracking" aria-label={t('work.order.tracking')}>
                {detail.tracking.map((event, k) => (
                  <li key={k}>
                    <time>{formatTime(event.time)}</time> {event.context}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="st-muted">{t('work.order.noTracking')}</p>
            )
          ) : null}
        </Section>
        <Section title={t('work.order.items')} wide>
          <DataTable
            caption={t('work.order.items')}
            rows={detail.items}
            rowKey={(item) => item.name}
            status="ready"
            emptyText={t('work.order.noneYet')}
            loadingText={t('shell.state.loading')}
            columns={[
              { key: 'name', header: col('name'), wrap: true, cell: (item) => item.name },
              { key: 'qty', header: col('quantity'), align: 'end', cell: (item) => item.quantity },
              { key: 'price', header: col('price'), align: 'end', cell: (item) => yuan(item.price) },
              { key: 'subtotal', header: col('subtotal'), align: 'end', cell: (item) => yuan(item.subtotal) },
            ]}
          />
        </Section>
        <Section title={t('work.order.payments')} wide>
          <PaymentsTable payments={detail.payments} />
        </Section>
        <Section title={t('work.order.moneyRefunds')} wide>
          <MoneyRefundsTable refunds={detail.money_refunds} onAct={(action, target) => act(action, target)} busy={busy} />
        </Section>
        <Section title={t('work.order.refunds')} wide>
          <DataTable
            caption={t('work.order.refunds')}
            rows={detail.refunds}
            rowKey={(refund) => `${refund.created_at}-${refund.amount}`}
            status="ready"
            emptyText={t('work.order.noneYet')}
            loadingText={t('shell.state.loading')}
            columns={[
              { key: 'created', header: col('created'), cell: (refund) => formatTime(refund.created_at) },
              { key: 'amount', header: col('amount'), align: 'end', cell: (refund) => yuan(refund.amount) },
              { key: 'state', header: col('state'), cell: (refund) => codeLabel(refundMachine, refund.status) },
              { key: 'reason', header: col('reason'), wrap: true, cell: (refund) => refundReason(refund.reason) },
              { key: 'remark', header: col('remark'), wrap: true, cell: (refund) => refund.remark || t('work.none') },
              { key: 'operators', header: col('operators'), cell: (refund) => refund.operators.join(', ') || t('work.none') },
            ]}
          />
        </Section>
        <Section title={t('work.order.history')} wide>
          <History rows={detail.history} />
        </Section>
      </div>
      <ActionDialog snapshot={snapshot} actor={actor} />
    </div>
  );
}
