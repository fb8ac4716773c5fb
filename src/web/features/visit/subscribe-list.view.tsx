import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { canReschedule, type BookingAction } from '../../../../machines/booking-actions';
import { actionsOf, bookingListMachine, type BookingListInput } from '../../../../machines/booking-list.machine';
import { BOOKING_FILTERS, estateMs, type BookingDetail, type BookingFilter, type BookingItem } from '../../../contract/booking';
import { MemberTabs } from '../../components/member-tabs';
import { StatusPanel } from '../../components/status-panel';
import { Tabs } from '../../components/tabs';
import { navigate, useSearch } from '../../lib/hash-location';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { BookingCard } from './booking-card';
import { BookingConfirm } from './booking-confirm';
import { BookingDetailPanel } from './booking-detail';
import { messageText } from './booking-bits';
import { loadBooking, loadBookings, runBookingAction } from './bookings.actors';
import '../../components/shop-page.css';
import './visit.css';
import './booking-list.css';

const logic = bookingListMachine.provide({
  actors: { loadBookings, loadBooking, runBookingAction },
  actions: { goToPay: (_, { orderNo }) => navigate(`${paths.VWxPay}?order_no=${encodeURIComponent(orderNo)}`) },
});

function inputOf(search: string): BookingListInput {
  const query = new URLSearchParams(search);
  const status = query.get('status') ?? '';
  const open = query.get('order_no') ?? '';
  return {
    filter: (BOOKING_FILTERS as readonly string[]).includes(status) ? (status as BookingFilter) : 'all',
    open: /^[A-Za-z0-9_-]{4,40}$/.test(open) ? open : null,
  };
}

/**
 * Where a visit or a dinner is moved to another date (the visit calendar in its move mode, or a
 * dinner's evening), when the booking order machine lets it move now; null otherwise.
 */
function moveHrefOf(detail: BookingDetail, now: number): string | null {
  if (detail.kind === 'stay') return null;
  const input = { kind: detail.kind, payFen: 0, startAt: estateMs(detail.date, detail.start_at.slice(11, 16)), reschedules: detail.reschedules ?? 0 };
  if (!canReschedule(detail.state, input, now)) return null;
  if (detail.kind === 'dining') return `#${paths.calendar}?${new URLSearchParams({ type: 'dining', move: detail.order_no })}`;
  const cate = (detail.details as { category?: { id?: unknown } }).category?.id;
  return typeof cate === 'number' ? `#${paths.calendar}?${new URLSearchParams({ type: 'visit', cate: String(cate), move: detail.order_no })}` : null;
}

/** /subscribeList: my visits and dinners by filter (spec §4), with pay, cancel, delete and the detail. */
export default function SubscribeListView() {
  const search = useSearch();
  const [input] = useState(() => inputOf(search));
  const [snapshot, send] = useMachine(logic, { input });
  const { filter, bookings, total, notice, target, detail } = snapshot.context;
  const loading = snapshot.matches('loading');
  const busy = !snapshot.matches('list');
  // a first read that failed: its reason is the panel's body, not a banner above it
  const failed = snapshot.matches('failed');
  const act = (booking: Pick<BookingItem, 'order_no'>, action: BookingAction) => {
    const orderNo = booking.order_no;
    const at = Date.now();
    if (action === 'pay') send({ type: 'PAY', orderNo, at });
    else if (action === 'cancel') send({ type: 'CANCEL_BOOKING', orderNo, at });
    else send({ type: 'DELETE_BOOKING', orderNo, at });
  };
  const targetBooking = target ? (bookings.find((b) => b.order_no === target.orderNo) ?? (detail?.order_no === target.orderNo ? detail : null)) : null;
  const detailOpen = snapshot.matches('detail') || (snapshot.matches('confirming') && detail !== null);

  return (
    <div className="bookings-page">
      <MemberTabs current="subscribeList" />
      <section className="shop-page bookings-content" aria-labelledby="bookings-title">
        <header className="shop-hero">
          <p className="eyebrow">{t('visitUi.list.eyebrow')}</p>
          <h1 id="bookings-title">{t('visitUi.list.title')}</h1>
        </header>
        <Tabs
          label={t('visitUi.list.filters')}
          idBase="bookings"
          tabs={BOOKING_FILTERS.map((key) => ({ key, label: t(`visitUi.list.filter.${key}`) }))}
          selected={filter}
          onSelect={(key) => send({ type: 'SELECT_FILTER', filter: key })}
        >
          {notice && !failed && (
            <p className={`shop-notice is-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="bookings-notice">
              <span>{messageText(notice.message)}</span>
              {snapshot.matches('list') && (
                <button type="button" className="notice-dismiss" aria-label={t('visitUi.list.dismiss')} onClick={() => send({ type: 'DISMISS' })}>
                  ×
                </button>
              )}
            </p>
          )}
          {failed ? (
            <StatusPanel alert level={2} title={t('visitUi.list.loadFailed')} body={notice ? messageText(notice.message) : undefined} action={{ label: t('visitUi.list.retry'), onClick: () => send({ type: 'RETRY' }) }} />
          ) : loading && bookings.length === 0 ? (
            <p className="shop-loading" role="status">
              {t('visitUi.list.loading')}
            </p>
          ) : bookings.length === 0 ? (
            <div className="shop-empty" data-testid="bookings-empty">
              <h2>{t(filter === 'all' ? 'visitUi.list.empty' : 'visitUi.list.emptyFilter')}</h2>
              <a className="button" href={`#${paths.reservation}`}>
                {t('visitUi.list.emptyCta')}
              </a>
            </div>
          ) : (
            <>
              <ul className="booking-cards" aria-busy={loading || undefined}>
                {bookings.map((booking) => (
                  <BookingCard
                    key={booking.order_no}
                    booking={booking}
                    actions={actionsOf(booking, Date.now())}
                    busy={busy}
                    onAction={(action) => act(booking, action)}
                    onDetail={() => send({ type: 'SHOW_DETAIL', orderNo: booking.order_no })}
                  />
                ))}
              </ul>
              {bookings.length < total && (
                <div className="bookings-more">
                  <button type="button" className="button button-ghost" disabled={busy} onClick={() => send({ type: 'LOAD_MORE' })}>
                    {snapshot.matches('loadingMore') ? t('visitUi.list.loadingMore') : t('visitUi.list.more')}
                  </button>
                </div>
              )}
            </>
          )}
        </Tabs>
      </section>
      <BookingDetailPanel
        open={detailOpen}
        detail={detail}
        missing={snapshot.matches({ detail: 'missing' })}
        actions={detail && snapshot.matches({ detail: 'shown' }) ? actionsOf(detail, Date.now()) : []}
        moveHref={detail && snapshot.matches({ detail: 'shown' }) ? moveHrefOf(detail, Date.now()) : null}
        onAction={(action) => detail && act(detail, action)}
        onRetry={() => send({ type: 'RETRY' })}
        onClose={() => send({ type: 'CLOSE_DETAIL' })}
      />
      <BookingConfirm
        target={target && targetBooking ? { booking: targetBooking, action: target.action, at: target.at } : null}
        busy={snapshot.matches('acting')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onAbort={() => send({ type: 'ABORT' })}
      />
    </div>
  );
}
