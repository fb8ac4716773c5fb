import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { orderDetailMachine } from '../../../../machines/order-detail.machine';
import type { OrderDetail } from '../../../contract/order';
import { StatusPanel } from '../../components/status-panel';
import { navigate, useSearch } from '../../lib/hash-location';
import { t, tKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { AddressChange, type AddressChangeStep } from './address-change';
import { OrderActionsBar } from './order-actions-bar';
import { OrderConfirm } from './order-confirm';
import { OrderSections } from './order-sections';
import { OrderInvoice } from './order-invoice';
import { changeAddress, loadAddresses, loadOrder, runOrderAction } from './orders.actors';
import { NoticeBar, PayCountdown, statusLabel } from './order-bits';
import '../../components/shop-page.css';
import './orders.css';

const withOrder = (path: string, orderNo: string) => `${path}?order_no=${encodeURIComponent(orderNo)}`;

function logicFor(orderNo: string) {
  return orderDetailMachine.provide({
    actors: { loadOrder, runOrderAction, loadAddresses, changeAddress },
    actions: {
      goToPay: () => navigate(withOrder(paths.orderPay, orderNo)),
      goToRefund: () => navigate(withOrder(paths.orderDetail_after, orderNo)),
      goToLogistics: () => navigate(withOrder(paths.logistics, orderNo)),
      goToList: () => navigate(paths.orderList, { replace: true }),
    },
  });
}

const sameReceiver = (order: OrderDetail) => (a: { consignee: string; mobile: string; area: number; address_details: string }) =>
  a.consignee === order.consignee && a.mobile === order.mobile && a.area === order.area && a.address_details === order.address_details;

/** /orderDetail?order_no= : one order, its facts and the actions allowed now (spec §2, §3, §4). */
export default function OrderDetailView() {
  const orderNo = new URLSearchParams(useSearch()).get('order_no') ?? '';
  return <OrderScreen key={orderNo} orderNo={orderNo} />;
}

function OrderScreen({ orderNo }: { orderNo: string }) {
  const [logic] = useState(() => logicFor(orderNo));
  const [input] = useState(() => ({ orderNo }));
  const [snapshot, send] = useMachine(logic, { input });
  const { order, notice, pending, addresses, addressId } = snapshot.context;
  const changing = snapshot.matches('changingAddress');
  const step = (['loading', 'failed', 'picking', 'confirming', 'saving'] as AddressChangeStep[]).find((s) => snapshot.matches({ changingAddress: s })) ?? 'picking';

  return (
    <section className="shop-page order-detail-page" aria-labelledby="order-title">
      <a className="text-link order-back" href={`#${paths.orderList}`}>
        {t('orders.detail.back')}
      </a>
      <header className="shop-hero">
        <p className="eyebrow">{t('orders.title')}</p>
        <h1 id="order-title">{t('orders.detail.title')}</h1>
      </header>
      {notice && order && <NoticeBar notice={notice} onDismiss={snapshot.matches('viewing') ? () => send({ type: 'DISMISS' }) : undefined} />}
      {snapshot.matches('unavailable') ? (
        <StatusPanel alert level={2} title={tKey(notice?.message ?? 'order.requestFailed')} action={{ label: t('orders.retry'), onClick: () => send({ type: 'RETRY' }) }} />
      ) : !order ? (
        <p className="shop-loading" role="status">
          {t('orders.detail.loading')}
        </p>
      ) : (
        <>
          <div className={`order-banner is-status-${order.status}`}>
            <div>
              <p className="order-banner-status" data-testid="order-status">
                {statusLabel(order.status)}
              </p>
              {order.status === 5 && order.order_time > 0 && <PayCountdown key={order.order_time} seconds={order.order_time} />}
              {(order.state === 'refunding' || order.state === 'cancelledRefunding') && (
                <p className="order-banner-note" data-testid="order-money-note">
                  {t('orders.moneyOnItsWay')}
                </p>
              )}
            </div>
            <OrderActionsBar
              order={order}
              disabled={!snapshot.matches('viewing')}
              onAction={(action) => {
                if (action === 'pay') send({ type: 'PAY' });
                else if (action === 'cancel') send({ type: 'CANCEL_ORDER' });
                else if (action === 'receive') send({ type: 'CONFIRM_RECEIPT' });
                else if (action === 'delete') send({ type: 'DELETE_ORDER' });
                else if (action === 'changeAddress') send({ type: 'CHANGE_ADDRESS' });
              }}
            />
          </div>
          <OrderSections order={order} />
          <OrderInvoice key={order.status} orderNo={order.order_no} />
        </>
      )}
      <OrderConfirm
        action={snapshot.matches('confirming') || snapshot.matches('acting') ? pending : null}
        order={order}
        busy={snapshot.matches('acting')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onAbort={() => send({ type: 'ABORT' })}
      />
      <AddressChange
        open={changing}
        step={step}
        orderNo={orderNo}
        addresses={addresses}
        currentId={order ? (addresses.find(sameReceiver(order))?.id ?? null) : null}
        chosen={addresses.find((a) => a.id === addressId) ?? null}
        onChoose={(id) => send({ type: 'CHOOSE_ADDRESS', id })}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onBack={() => send({ type: 'ABORT' })}
        onRetry={() => send({ type: 'RETRY' })}
        onClose={() => send({ type: 'CLOSE' })}
      />
    </section>
  );
}
