import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { orderListMachine } from '../../../../machines/order-list.machine';
import { ORDER_TABS, type OrderTab } from '../../../contract/order';
import { MemberTabs } from '../../components/member-tabs';
import { StatusPanel } from '../../components/status-panel';
import { Tabs } from '../../components/tabs';
import { navigate, useSearch } from '../../lib/hash-location';
import { t, tKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { NoticeBar } from './order-bits';
import { OrderCard } from './order-card';
import { OrderConfirm } from './order-confirm';
import { loadOrders, runOrderAction } from './orders.actors';
import '../../components/shop-page.css';
import './orders.css';

const logic = orderListMachine.provide({
  actors: { loadOrders, runOrderAction },
  actions: { goToPay: (_, { orderNo }) => navigate(`${paths.orderPay}?order_no=${encodeURIComponent(orderNo)}`) },
});

const tabOf = (search: string): OrderTab => {
  const value = new URLSearchParams(search).get('status');
  return (ORDER_TABS as readonly string[]).includes(value ?? '') ? (value as OrderTab) : 'all';
};

/** /orderList: my orders by status tab, with the per-row actions (spec §2, §4, §8). */
export default function OrderListView() {
  const search = useSearch();
  const [input] = useState(() => ({ tab: tabOf(search) }));
  const [snapshot, send] = useMachine(logic, { input });
  const { tab, orders, total, notice, target } = snapshot.context;
  const loading = snapshot.matches('loading');
  const busy = !snapshot.matches('list');
  // a first read that failed: its reason is the panel's body, not a banner above it
  const failed = snapshot.matches('failed');

  return (
    <div className="orders-page">
      <MemberTabs current="orderList" />
      <section className="shop-page orders-content" aria-labelledby="orders-title">
        <header className="shop-hero">
          <p className="eyebrow">{t('orders.eyebrow')}</p>
          <h1 id="orders-title">{t('orders.title')}</h1>
        </header>
        <Tabs
          label={t('orders.tabsLabel')}
          idBase="orders"
          tabs={ORDER_TABS.map((key) => ({ key, label: t(`orders.tab.${key}`) }))}
          selected={tab}
          onSelect={(key) => send({ type: 'SELECT_TAB', tab: key })}
        >
          {notice && !failed && <NoticeBar notice={notice} onDismiss={snapshot.matches('list') ? () => send({ type: 'DISMISS' }) : undefined} />}
          {failed ? (
            <StatusPanel alert level={2} title={t('orders.loadFailed')} body={notice ? tKey(notice.message) : undefined} action={{ label: t('orders.retry'), onClick: () => send({ type: 'RETRY' }) }} />
          ) : loading && orders.length === 0 ? (
            <p className="shop-loading" role="status">
              {t('orders.loading')}
            </p>
          ) : orders.length === 0 ? (
            <div className="shop-empty" data-testid="orders-empty">
              <h2>{tKey(tab === 'all' ? 'order.empty' : 'order.notFound')}</h2>
            </div>
          ) : (
            <>
              <ul className="order-cards" aria-busy={loading || undefined}>
                {orders.map((order) => (
                  <OrderCard
                    key={order.order_no}
                    order={order}
                    busy={busy}
                    onAction={(action) => {
                      const orderNo = order.order_no;
                      if (action === 'pay') send({ type: 'PAY', orderNo });
                      else if (action === 'cancel') send({ type: 'CANCEL_ORDER', orderNo });
                      else if (action === 'receive') send({ type: 'CONFIRM_RECEIPT', orderNo });
                      else if (action === 'delete') send({ type: 'DELETE_ORDER', orderNo });
                    }}
                  />
                ))}
              </ul>
              {orders.length < total && (
                <div className="orders-more">
                  <button type="button" className="button button-ghost" disabled={busy} onClick={() => send({ type: 'LOAD_MORE' })}>
                    {snapshot.matches('loadingMore') ? t('orders.loadingMore') : t('orders.loadMore')}
                  </button>
                </div>
              )}
            </>
          )}
        </Tabs>
      </section>
      <OrderConfirm
        action={target?.action ?? null}
        order={orders.find((o) => o.order_no === target?.orderNo) ?? null}
        busy={snapshot.matches('acting')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onAbort={() => send({ type: 'ABORT' })}
      />
    </div>
  );
}
