import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { bookingRescheduleMachine } from '../../../../machines/booking-reschedule.machine';
import { RESCHEDULE_MAX, type BookingDetail } from '../../../contract/booking';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { StatusPanel } from '../../components/status-panel';
import { t, tKey, tn } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { rescheduleBooking, loadBooking } from './reschedule.actors';
import { dayLabel } from './stay-format';
import { VisitCalendar } from './visit-calendar';

const logic = bookingRescheduleMachine.provide({ actors: { loadBooking, rescheduleBooking } });

/** A visit's free-cancellation deadline, in hours before it starts (the policy of src/contract/booking.ts). */
const VISIT_FREE_HOURS = 24;

const whenText = (date: string, slot: string) => `${dayLabel(date)} ${slot}`;
const peopleOf = (booking: Pick<BookingDetail, 'adults' | 'minors'>) => tn('stayUi.reschedule.people', booking.adults + booking.minors);

/**
 * /calendar?type=visit&cate=ID&move=ORDER_NO: a paid visit moved to another day and time. The
 * booking is read and the booking order machine asked whether it may move; the visit calendar
 * (the one a booking is made with) offers the days and times with places left; the choice is
 * confirmed in a dialog and the new start shown. A refusal (the time filled meanwhile) is said in
 * the dialog and another time can be chosen.
 */
export function VisitReschedule({ cate, orderNo }: { cate: number; orderNo: string }) {
  const [input] = useState(() => ({ orderNo, now: Date.now() }));
  const [snapshot, send] = useMachine(logic, { input });
  const { booking, choice, moved, failure } = snapshot.context;
  const toBookings = `#${paths.subscribeList}?order_no=${encodeURIComponent(orderNo)}`;

  if (snapshot.matches('loading')) return <p className="shop-loading" role="status">{t('stayUi.reschedule.loading')}</p>;
  if (snapshot.matches('failed')) {
    return <StatusPanel title={t('stayUi.reschedule.failed')} body={tKey(failure ?? 'error.requestFailed')} action={{ label: t('stayUi.common.retry'), onClick: () => send({ type: 'RETRY' }) }} />;
  }
  if (snapshot.matches('notMovable') || !booking) {
    return (
      <StatusPanel
        title={t('stayUi.reschedule.notMovableTitle')}
        body={t('stayUi.reschedule.notMovableBody', { max: RESCHEDULE_MAX })}
        action={{ label: t('stayUi.reschedule.toBookings'), href: toBookings }}
      />
    );
  }
  if (snapshot.matches('moved') && moved) {
    return (
      <section className="shop-card reschedule-done" role="status" data-testid="reschedule-done">
        <h2>{t('stayUi.reschedule.movedTitle')}</h2>
        <p>{t('stayUi.reschedule.movedBody', { date: dayLabel(moved.date), time: moved.slot })}</p>
        <a className="button" href={toBookings}>
          {t('stayUi.reschedule.toBookings')}
        </a>
      </section>
    );
  }
  const confirming = snapshot.matches('confirming') || snapshot.matches('saving');
  const body = choice
    ? [t('stayUi.reschedule.confirmBody', { from: whenText(booking.date, booking.slot), to: whenText(choice.date, choice.slot), people: peopleOf(booking) }), failure ? tKey(failure) : '']
        .filter(Boolean)
        .join(' ')
    : '';
  return (
    <>
      <div className="reschedule-intro" data-testid="reschedule-intro">
        <p>{t('stayUi.reschedule.intro', { date: dayLabel(booking.date), time: booking.slot })}</p>
        <p className="reschedule-rules">{t('stayUi.reschedule.rules', { max: RESCHEDULE_MAX, hours: VISIT_FREE_HOURS })}</p>
      </div>
      <VisitCalendar cate={cate} continueLabel={t('stayUi.reschedule.continue')} onChoose={(next) => send({ type: 'CHOOSE', date: next.date, slot: next.slot })} />
      <ConfirmDialog
        open={confirming}
        title={t('stayUi.reschedule.confirmTitle')}
        body={body}
        confirmLabel={t('stayUi.reschedule.confirm')}
        cancelLabel={t('stayUi.reschedule.keep')}
        busy={snapshot.matches('saving')}
        busyLabel={t('stayUi.reschedule.busy')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'ABORT' })}
      />
    </>
  );
}
