import { useMachine } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { bookingRescheduleMachine, type RescheduleChoice } from '../../../../machines/booking-reschedule.machine';
import { RESCHEDULE_MAX, type BookingDetail } from '../../../contract/booking';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { StatusPanel } from '../../components/status-panel';
import { t, tKey, tn } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { loadBooking, rescheduleBooking } from './reschedule.actors';
import { addDays, type Day } from '../../../../machines/calendar-dates';
import { dayLabel, nightsText, roomsText } from './stay-format';
import { nightsOfStay } from './stay-nights';

const logic = bookingRescheduleMachine.provide({ actors: { loadBooking, rescheduleBooking } });

/** The free-cancellation deadline, in hours before the start (the policy of src/contract/booking.ts), up to which a booking may move. */
const FREE_HOURS = { visit: 24, dining: 48, stay: 48 } as const;

const WORDS = {
  visit: { intro: 'stayUi.reschedule.intro', movedTitle: 'stayUi.reschedule.movedTitle' },
  dining: { intro: 'stayUi.reschedule.introDining', movedTitle: 'stayUi.reschedule.movedTitleDining' },
  stay: { intro: 'stayUi.reschedule.introStay', movedTitle: 'stayUi.reschedule.movedTitleStay' },
} as const;

const timeOf = (booking: Pick<BookingDetail, 'start_at'>) => booking.start_at.slice(11, 16);
const whenText = (date: string, time: string) => `${dayLabel(date)} ${time}`;
/** A stay's range from its arrival day: 'check-in – check-out' for its number of nights. */
const rangeText = (checkin: string, nights: number) => `${dayLabel(checkin)} – ${dayLabel(addDays(checkin as Day, nights))}`;

export interface BookingRescheduleProps {
  orderNo: string;
  kind: 'visit' | 'dining' | 'stay';
  /** the day (and time) chooser: the visit calendar, a dinner's evening, or a stay's arrival day */
  children: (booking: BookingDetail, choose: (choice: RescheduleChoice) => void) => ReactNode;
}

/**
 * A paid visit or dinner moved to another date (issue 16): the booking is read and the booking
 * order machine asked whether it may move now; the chooser (children) offers the new date; the
 * choice is confirmed in a dialog and the new start shown. A refusal (the time filled meanwhile,
 * the deadline passed) is said in the dialog and another date can be chosen.
 */
export function BookingReschedule({ orderNo, kind, children }: BookingRescheduleProps) {
  const [input] = useState(() => ({ orderNo, now: Date.now() }));
  const [snapshot, send] = useMachine(logic, { input });
  const { booking, choice, moved, failure } = snapshot.context;
  const toBookings = `#${kind === 'stay' ? paths.stayList : paths.subscribeList}?order_no=${encodeURIComponent(orderNo)}`;

  if (snapshot.matches('loading')) return <p className="shop-loading" role="status">{t('stayUi.reschedule.loading')}</p>;
  if (snapshot.matches('failed')) {
    return <StatusPanel alert title={t('stayUi.reschedule.failed')} body={tKey(failure ?? 'error.requestFailed')} action={{ label: t('stayUi.common.retry'), onClick: () => send({ type: 'RETRY' }) }} />;
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
        <h2>{t(WORDS[kind].movedTitle)}</h2>
        <p>
          {kind === 'stay'
            ? t('stayUi.reschedule.movedBodyStay', { range: rangeText(moved.date, nightsOfStay(moved)) })
            : t('stayUi.reschedule.movedBody', { date: dayLabel(moved.date), time: timeOf(moved) })}
        </p>
        <a className="button" href={toBookings}>
          {t('stayUi.reschedule.toBookings')}
        </a>
      </section>
    );
  }
  const stay = kind === 'stay';
  const nights = stay ? nightsOfStay(booking) : 0;
  const from = stay ? rangeText(booking.date, nights) : whenText(booking.date, timeOf(booking));
  const to = !choice ? '' : stay ? rangeText(choice.date, nights) : whenText(choice.date, choice.slot || timeOf(booking));
  const people = stay ? roomsText(booking.rooms) : tn('stayUi.reschedule.people', booking.adults + booking.minors);
  const body = choice ? [t('stayUi.reschedule.confirmBody', { from, to, people }), failure ? tKey(failure) : ''].filter(Boolean).join(' ') : '';
  return (
    <>
      <div className="reschedule-intro" data-testid="reschedule-intro">
        <p>{stay ? t('stayUi.reschedule.introStay', { range: from, nights: nightsText(nights) }) : t(WORDS[kind].intro, { date: dayLabel(booking.date), time: timeOf(booking) })}</p>
        <p className="reschedule-rules">{t('stayUi.reschedule.rules', { max: RESCHEDULE_MAX, hours: FREE_HOURS[kind] })}</p>
      </div>
      {children(booking, (next) => send({ type: 'CHOOSE', date: next.date, slot: next.slot }))}
      <ConfirmDialog
        open={snapshot.matches('confirming') || snapshot.matches('saving')}
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
