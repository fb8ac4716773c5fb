import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { paymentMachine, type PaymentInput } from '../../../../machines/payment.machine';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { StatusPanel } from '../../components/status-panel';
import { navigate, splitHash, useSearch } from '../../lib/hash-location';
import { t, tKey } from '../../lib/i18n';
import { MethodList } from './method-list';
import { flowOf, type PayFlow } from './pay-flows';
import { Outcome, QrPanel, Waiting } from './pay-panels';
import { PaySummary } from './pay-summary';
import { checkPayment, loadPayable, payInWechat, startPayment } from './payment.actors';
import { forgetPending, keepPending, resumeInput } from './pending';
import '../../components/shop-page.css';
import './payment.css';

const ORDER_NO = /^[A-Za-z0-9_-]{4,40}$/;

/**
 * /orderPay (choose how to pay) and /WxPay (the attempt in flight: JSAPI, the QR code, or back
 * from H5 / the sandbox page): one payment machine, started fresh on /orderPay and resumed from
 * the kept attempt on /WxPay. Bookings choose and resume on one screen (/VWxPay, /houseOrderPay):
 * an `out_trade_no` in its query means an attempt is in flight.
 */
export default function PayView() {
  const query = new URLSearchParams(useSearch());
  const path = splitHash(location.hash).path;
  const flow = flowOf(path);
  const orderNo = query.get('order_no') ?? '';
  if (!ORDER_NO.test(orderNo)) {
    return <StatusPanel title={t('pay.noOrder')} action={{ label: t(flow.text.myOrders), href: `#${flow.list}` }} />;
  }
  const outTradeNo = query.get('out_trade_no');
  const resuming = flow.choose === flow.resume ? outTradeNo !== null : path === flow.resume;
  const input: PaymentInput = resuming
    ? { entity: flow.entity, orderNo, ...resumeInput(orderNo, outTradeNo) }
    : { entity: flow.entity, orderNo, pending: null, returned: false };
  return <Payment key={orderNo} input={input} flow={flow} />;
}

function Payment({ input, flow }: { input: PaymentInput; flow: PayFlow }) {
  const [logic] = useState(() =>
    paymentMachine.provide({
      actors: { loadPayable, startPayment, checkPayment, payInWechat },
      actions: {
        keepPending: ({ context }) => context.pending && keepPending(context.pending),
        forgetPending: ({ context }) => forgetPending(context.orderNo),
        showWxPay: ({ context }) => {
          if (!context.pending) return;
          const here = splitHash(location.hash);
          const shown = new URLSearchParams(here.search).get('out_trade_no') === context.pending.out_trade_no;
          if (here.path === flow.resume && (flow.choose !== flow.resume || shown)) return;
          const q = new URLSearchParams({ order_no: context.orderNo, out_trade_no: context.pending.out_trade_no });
          navigate(`${flow.resume}?${q.toString()}`, { replace: true });
        },
        leaveFor: (_, { url }) => location.assign(url),
        showStatus: ({ context }) => navigate(`${flow.status}?order_no=${encodeURIComponent(context.orderNo)}`, { replace: true }),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input });
  const { summary, pending, failure } = snapshot.context;
  const at = (state: string) => snapshot.matches({ open: state } as never);

  let body;
  if (snapshot.matches('loading')) {
    body = <Waiting text={t('pay.loading')} />;
  } else if (snapshot.matches('loadFailed')) {
    body = <StatusPanel alert level={2} title={tKey(failure ?? 'error.requestFailed')} action={{ label: t('pay.retry'), onClick: () => send({ type: 'RETRY' }) }} />;
  } else if (snapshot.matches('paid')) {
    body = <Outcome tone="success" title={t('pay.paidTitle')} body={t('pay.paidBody')} />;
  } else if (snapshot.matches('expired')) {
    body = (
      <Outcome tone="neutral" title={t('pay.expiredTitle')} body={t(flow.text.expiredBody)}>
        <a className="button" href={`#${flow.list}`}>
          {t(flow.text.myOrders)}
        </a>
        <a className="button button-ghost" href={`#${flow.more}`}>
          {t(flow.text.more)}
        </a>
      </Outcome>
    );
  } else if (at('choosing') || at('starting')) {
    body = (
      <>
        {failure && (
          <p className="shop-notice is-error" role="alert">
            {tKey(failure)}
          </p>
        )}
        <MethodList methods={summary?.methods ?? []} amount={summary?.order_price ?? ''} busy={at('starting')} onChoose={(method) => send({ type: 'CHOOSE', method })} />
      </>
    );
  } else if (at('qr') && pending) {
    body = <QrPanel start={pending} onPaid={() => send({ type: 'PAID' })} onCancel={() => send({ type: 'CANCEL' })} />;
  } else if (at('jsapi')) {
    body = <Waiting text={t('pay.wechatOpening')} />;
  } else if (at('h5') || at('sandbox')) {
    body = <Waiting text={t('pay.leaving')} />;
  } else if (at('failed')) {
    body = (
      <Outcome tone="error" title={t('pay.failedTitle')} body={t('pay.failedBody')}>
        <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>
          {t('pay.payAgain')}
        </button>
        <a className="button button-ghost" href={`#${flow.detail(snapshot.context.orderNo)}`}>
          {t('pay.viewOrder')}
        </a>
      </Outcome>
    );
  } else if (at('timedOut')) {
    body = (
      <Outcome tone="neutral" title={t('pay.timedOutTitle')} body={t('pay.timedOutBody')}>
        <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>
          {t('pay.checkAgain')}
        </button>
        <button type="button" className="button button-ghost" onClick={() => send({ type: 'CANCEL' })}>
          {t('pay.otherMethod')}
        </button>
      </Outcome>
    );
  } else {
    // checking, asking, polling
    body = <Waiting text={t('pay.verifying')} />;
  }

  const counting = snapshot.matches('open');
  return (
    <section className="shop-page pay-page" aria-labelledby="pay-title" data-state={JSON.stringify(snapshot.value)}>
      <header className="shop-hero">
        <p className="eyebrow">{t('pay.eyebrow')}</p>
        <h1 id="pay-title">{t(flow.text.title)}</h1>
      </header>
      <div className="pay-grid">
        {summary && <PaySummary summary={summary} counting={counting} count={flow.text.count} />}
        <div className="pay-main">{body}</div>
      </div>
      <ConfirmDialog
        open={at('asking')}
        title={t('pay.askTitle')}
        body={t('pay.askBody')}
        confirmLabel={t('pay.askPaid')}
        cancelLabel={t('pay.askCancel')}
        onConfirm={() => send({ type: 'PAID' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </section>
  );
}
