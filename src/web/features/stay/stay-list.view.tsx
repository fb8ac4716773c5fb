import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { stayListMachine } from '../../../../machines/stay-list.machine';
import { actionsOf } from '../../../../machines/stay-rules';
import { canReschedule } from '../../../../machines/booking-actions';
import { BOOKING_FILTERS, estateMs, type BookingDetail, type BookingFilter } from '../../../contract/booking';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { MemberTabs } from '../../components/member-tabs';
import { StatusPanel } from '../../components/status-panel';
import { Tabs } from '../../components/tabs';
import { navigate, useSearch } from '../../lib/hash-location';
import { t, tKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { StayCard } from './stay-card';
import { StayDetail } from './stay-detail';
import { yuan } from './stay-format';
import { loadStay, loadStays, runStayAction } from './stays.actors';
import '../../components/shop-page.css';
import './stay.css';
import './stay-pages.css';

const logic = stayListMachine.provide({
  actors: { loadStays, loadStay, runStayAction },
  actions: { goToPay: (_, { orderNo }) => navigate(`${paths.houseOrderPay}?order_no=${encodeURIComponent(orderNo)}`) },
});

/** Where a paid stay is moved to another arrival day, when the booking order machine lets it move now; null otherwise. */
function moveHrefOf(detail: BookingDetail, now: number): string | null {
  if (detail.kind !== 'stay') return null;
  const input = { kind: detail.kind, payFen: 0, startAt: estateMs(detail.start_at.slice(0, 10), detail.start_at.slice(11, 16)), reschedules: detail.reschedules ?? 0 };
  return canReschedule(detail.state, input, now) ? `#${paths.calendar}?${new URLSearchParams({ type: 'stay', move: detail.order_no })}` : null;
}

const filterOf = (search: string): BookingFilter => {
  const value = new URLSearchParams(search).get('status');
  return (BOOKING_FILTERS as readonly string[]).includes(value ?? '') ? (value as BookingFilter) : 'all';
};

/** /stayList (login required): my stays by filter, with pay, cancel, delete and the detail (spec §2, §4). */
export default function StayListView() {
  const search = useSearch();
  const [input] = useState(() => ({ filter: filterOf(search), open: new URLSearchParams(search).get('order_no') }));
  const [snapshot, send] = useMachine(logic, { input });
  const { filter, stays, total, notice, target, detail, failure } = snapshot.context;
  const busy = !snapshot.matches('list');
  // a first read that failed: its reason is the panel's body, not a banner above it
  const failed = snapshot.matches('failed');
  const now = Date.now();
  const confirmBody = !target
    ? ''
    : target.action === 'delete'
      ? t('stayUi.list.confirm.deleteBody', { no: target.orderNo })
      : target.terms.paid
        ? t('stayUi.list.confirm.cancelRefund', { no: target.orderNo, amount: yuan(target.terms.refund), ratio: target.terms.percent })
        : t('stayUi.list.confirm.cancelUnpaid', { no: target.orderNo });

  return (
    <div className="stay-list-page">
      <MemberTabs current="stayList" />
      <section className="stay-page" aria-labelledby="stays-title">
        <header className="shop-hero">
          <p className="eyebrow">{t('stayUi.list.eyebrow')}</p>
          <h1 id="stays-title">{t('stayUi.list.title')}</h1>
        </header>
        <Tabs label={t('stayUi.list.filtersLabel')} idBase="stays" tabs={BOOKING_FILTERS.map((key) => ({ key, label: t(`stayUi.list.filter.${key}`) }))} selected={filter} onSelect={(key) => send({ type: 'SELECT_FILTER', filter: key })}>
          {notice && !failed && (
            <div className={`shop-notice is-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="stays-notice">
              <span>{tKey(notice.message)}</span>
              {snapshot.matches('list') && (
                <button type="button" className="notice-dismiss" aria-label={t('stayUi.list.detail.close')} onClick={() => send({ type: 'DISMISS' })}>
                  ×
                </button>
              )}
            </div>
          )}
          {failed ? (
            <StatusPanel alert level={2} title={t('stayUi.list.loadFailed')} body={notice ? tKey(notice.message) : undefined} action={{ label: t('stayUi.common.retry'), onClick: () => send({ type: 'RETRY' }) }} />
          ) : snapshot.matches('loading') && stays.length === 0 ? (
            <p className="shop-loading" role="status">
              {t('stayUi.common.loading')}
            </p>
          ) : stays.length === 0 ? (
            <div className="shop-empty" data-testid="stays-empty">
              <h2>{filter === 'all' ? t('stayUi.list.empty') : t('stayUi.list.emptyFilter')}</h2>
              <a className="button" href={`#${paths.hotelInfo}`}>
                {t('stayUi.list.book')}
              </a>
            </div>
          ) : (
            <>
              <ul className="stay-cards" aria-busy={snapshot.matches('loading') || undefined}>
                {stays.map((stay) => (
                  <StayCard
                    key={stay.order_no}
                    stay={stay}
                    actions={actionsOf(stay, now)}
                    busy={busy}
                    onDetail={() => send({ type: 'OPEN_DETAIL', orderNo: stay.order_no })}
                    onAction={(action) => {
                      const event = { orderNo: stay.order_no, at: Date.now() };
                      if (action === 'pay') send({ type: 'PAY', ...event });
                      else if (action === 'cancel') send({ type: 'CANCEL', ...event });
                      else send({ type: 'DELETE', ...event });
                    }}
                  />
                ))}
              </ul>
              {stays.length < total && (
                <div className="stays-more">
                  <button type="button" className="button button-ghost" disabled={busy} onClick={() => send({ type: 'LOAD_MORE' })}>
                    {snapshot.matches('loadingMore') ? t('stayUi.list.loadingMore') : t('stayUi.list.loadMore')}
                  </button>
                </div>
              )}
            </>
          )}
        </Tabs>
      </section>
      <ConfirmDialog
        open={target !== null}
        tone="danger"
        title={target?.action === 'delete' ? t('stayUi.list.confirm.deleteTitle') : t('stayUi.list.confirm.cancelTitle')}
        body={confirmBody}
        confirmLabel={target?.action === 'delete' ? t('stayUi.list.confirm.deleteOk') : t('stayUi.list.confirm.cancelOk')}
        cancelLabel={t('stayUi.list.confirm.keep')}
        busy={snapshot.matches('acting')}
        busyLabel={t('stayUi.list.confirm.working')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'ABORT' })}
      />
      <StayDetail open={snapshot.matches('detail')} detail={detail} failure={failure} moveHref={detail && snapshot.matches('detail') ? moveHrefOf(detail, now) : null} onRetry={() => send({ type: 'RETRY' })} onClose={() => send({ type: 'CLOSE_DETAIL' })} />
    </div>
  );
}
