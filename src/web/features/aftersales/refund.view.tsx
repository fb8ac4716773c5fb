import { useMachine } from '@xstate/react';
import { useSearch } from '../../lib/hash-location';
import { refundRequestMachine } from '../../../../machines/refund-request.machine';
import { canDoAtStatus } from '../../../../machines/order-actions';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Loader } from '../../components/loader';
import { SessionContext } from '../../app/session';
import { t, tKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { loadRefund, submitRefund, withdrawRefund } from './aftersales.actors';
import { MissingOrder, OrderHead, orderNoOf } from './order-head';
import { RefundForm } from './refund-form';
import { RefundStatus } from './refund-status';
import './aftersales.css';

const logic = refundRequestMachine.provide({ actors: { loadRefund, submitRefund, withdrawRefund } });

/** /orderDetail_after?order_no=: request a refund of a paid order, follow it, withdraw it (spec §2, §3, §4). */
export default function RefundView() {
  const orderNo = orderNoOf(useSearch());
  return orderNo ? <RefundScreen key={orderNo} orderNo={orderNo} /> : <MissingOrder />;
}

function RefundScreen({ orderNo }: { orderNo: string }) {
  const user = SessionContext.useSelector((s) => s.context.user);
  const [snapshot, send] = useMachine(logic, { input: { orderNo, contactName: user?.name ?? '', contactPhone: user?.mobile ?? '' } });
  const { detail, fields, errors, failure, notice } = snapshot.context;
  const editing = snapshot.matches('editing') || snapshot.matches('submitting');

  if (snapshot.matches('loading')) return <Loader label={t('aftersales.loading')} />;
  if (snapshot.matches('failed') || !detail) {
    return (
      <section className="status-panel" role="alert">
        <h1>{t('aftersales.failed')}</h1>
        {failure && <p>{tKey(failure)}</p>}
        <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>
          {t('aftersales.retry')}
        </button>
      </section>
    );
  }

  return (
    <section className="aftersales-page" aria-labelledby="refund-title">
      <OrderHead
        id="refund-title"
        title={t('aftersales.refund.title')}
        intro={editing ? t('aftersales.refund.intro') : undefined}
        orderNo={detail.order_no}
        amount={detail.order_price}
      />
      {notice && (
        <p className="aftersales-notice is-success" role="status" data-testid="refund-notice">
          {tKey(notice)}
        </p>
      )}
      {!editing && failure && (
        <p className="aftersales-notice is-error" role="alert">
          {tKey(failure)}
        </p>
      )}
      <div className={editing && detail.refund ? 'aftersales-columns is-split' : 'aftersales-columns'}>
        {editing ? (
          <div className="aftersales-panel">
            <RefundForm
              fields={fields}
              errors={errors}
              failure={failure}
              submitting={snapshot.matches('submitting')}
              onEdit={(field, value) => send({ type: 'EDIT', field, value })}
              onSubmit={() => send({ type: 'SUBMIT' })}
              onBack={snapshot.can({ type: 'CANCEL' }) ? () => send({ type: 'CANCEL' }) : undefined}
            />
          </div>
        ) : detail.refund ? (
          <div className="aftersales-panel">
            <RefundStatus refund={detail.refund} />
            <p className="form-actions">
              {snapshot.can({ type: 'WITHDRAW' }) && (
                <button type="button" className="button button-ghost refund-withdraw" onClick={() => send({ type: 'WITHDRAW' })}>
                  {t('aftersales.refund.withdraw')}
                </button>
              )}
              {snapshot.can({ type: 'START' }) && (
                <button type="button" className="button" onClick={() => send({ type: 'START' })}>
                  {t('aftersales.refund.again')}
                </button>
              )}
            </p>
          </div>
        ) : (
          <div className="aftersales-panel aftersales-empty">
            <h2>{t('aftersales.refund.notRefundable')}</h2>
            <p>{t('aftersales.refund.notRefundableBody')}</p>
          </div>
        )}
        {editing && detail.refund && (
          <div className="aftersales-panel is-secondary">
            <RefundStatus refund={detail.refund} />
          </div>
        )}
      </div>
      {canDoAtStatus(detail.status, 'logistics') && (
        <p className="aftersales-links">
          <a className="text-link" href={`#${paths.logistics}?order_no=${encodeURIComponent(detail.order_no)}`}>
            {t('aftersales.toLogistics')}
          </a>
        </p>
      )}
      <ConfirmDialog
        open={snapshot.matches('confirming') || snapshot.matches('withdrawing')}
        title={t('aftersales.refund.confirmTitle')}
        body={t('aftersales.refund.confirmBody')}
        confirmLabel={t('aftersales.refund.confirmWithdraw')}
        cancelLabel={t('aftersales.refund.keep')}
        busy={snapshot.matches('withdrawing')}
        busyLabel={t('aftersales.refund.working')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </section>
  );
}
