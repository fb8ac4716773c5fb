import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { addMonths, estateToday } from '../../../../machines/calendar-dates';
import { visitCalendarMachine } from '../../../../machines/visit-calendar.machine';
import { isMonthInVisitWindow, isSlotOpen, visitDayState } from '../../../../machines/visit-days';
import { StatusPanel } from '../../components/status-panel';
import { navigate } from '../../lib/hash-location';
import { t, tKey, tn } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { loadMonth, loadSlots } from './calendar.actors';
import { MonthGrid } from './month-grid';
import { Price } from './stay-bits';
import { dayLabel } from './stay-format';

const logic = visitCalendarMachine.provide({
  actors: { loadMonth, loadSlots },
  actions: {
    goToReserve: (_, choice) =>
      navigate(`${paths.reserveInfo}?${new URLSearchParams({ cate: String(choice.cate), date: choice.date, slot: choice.slot })}`),
  },
});

export interface VisitCalendarProps {
  cate: number;
  /**
   * Instead of going on to /reserveInfo, hands the chosen day and time to the caller (a booking
   * being moved to another date); the calendar stays, so another time can be chosen after.
   */
  onChoose?: (choice: { date: string; slot: string }) => void;
  continueLabel?: string;
}

/** /calendar?type=visit&cate=ID: a day with places left, then one of its times, for /reserveInfo (or the caller's `onChoose`). */
export function VisitCalendar({ cate, onChoose, continueLabel }: VisitCalendarProps) {
  const [input] = useState(() => ({ cate, today: estateToday(Date.now()) }));
  const [snapshot, send] = useMachine(logic, { input });
  const { today, month, focus, name, price, days, day, slots, slot, failure } = snapshot.context;

  if (snapshot.matches('failed')) {
    return <StatusPanel alert title={t('stayUi.calendar.failed')} body={tKey(failure ?? 'error.requestFailed')} action={{ label: t('stayUi.common.retry'), onClick: () => send({ type: 'RETRY' }) }} />;
  }
  const loadingMonth = snapshot.matches('loadingMonth');
  const prev = addMonths(month, -1);
  const next = addMonths(month, 1);
  const chosen = day && slot && isSlotOpen(slots.find((item) => item.time === slot));

  return (
    <>
      {name && (
        <div className="visit-head">
          <h2>{name}</h2>
          <span>
            <Price amount={price} /> {t('stayUi.calendar.perPerson')}
          </span>
        </div>
      )}
      <div className="visit-calendar">
        <div>
          <MonthGrid
            month={month}
            focus={focus}
            today={today}
            busy={loadingMonth}
            describe={(date) => {
              const state = visitDayState(date, days, today);
              const note = loadingMonth ? undefined : state.open ? tn('stayUi.calendar.dayPlaces', state.remaining) : t(state.reason === 'full' ? 'stayUi.calendar.full' : 'stayUi.calendar.unavailable');
              const badge = loadingMonth || state.reason === 'past' ? undefined : state.open ? tn('stayUi.calendar.placesLeft', state.remaining) : state.reason === 'full' ? t('stayUi.calendar.full') : undefined;
              return { disabled: !state.open, note, badge, selected: date === day };
            }}
            onPick={(date) => send({ type: 'PICK_DAY', day: date })}
            onFocusDay={(date) => send({ type: 'FOCUS_DAY', day: date })}
            onMonth={(target) => send({ type: 'SHOW_MONTH', month: target })}
            prevMonth={isMonthInVisitWindow(prev, today) ? prev : null}
            nextMonth={isMonthInVisitWindow(next, today) ? next : null}
          />
          <ul className="calendar-legend">
            <li>{t('stayUi.calendar.legendOpen')}</li>
            <li className="is-closed">{t('stayUi.calendar.legendClosed')}</li>
            <li className="is-chosen">{t('stayUi.calendar.legendChosen')}</li>
          </ul>
        </div>
        <section className="shop-card visit-slots" aria-labelledby="visit-slots-title" aria-busy={snapshot.matches({ ready: 'loadingSlots' }) || undefined}>
          <h2 id="visit-slots-title" className="slots-title">
            {day ? t('stayUi.calendar.slotsTitle', { date: dayLabel(day) }) : t('stayUi.calendar.slotsLabel')}
          </h2>
          {!day && <p className="calendar-hint">{t('stayUi.calendar.pickDayFirst')}</p>}
          {snapshot.matches({ ready: 'loadingSlots' }) && <p role="status">{t('stayUi.common.loading')}</p>}
          {snapshot.matches({ ready: 'slotsFailed' }) && (
            <div role="alert">
              <p className="form-error">{tKey(failure ?? 'error.requestFailed')}</p>
              <button type="button" className="button button-ghost" onClick={() => send({ type: 'RETRY' })}>
                {t('stayUi.common.retry')}
              </button>
            </div>
          )}
          {snapshot.matches({ ready: 'slots' }) &&
            (slots.length === 0 ? (
              <p>{t('stayUi.calendar.slotsEmpty')}</p>
            ) : (
              <ul className="slot-list" aria-label={t('stayUi.calendar.slotsLabel')}>
                {slots.map((item) => {
                  const open = isSlotOpen(item);
                  const status = item.expired ? t('stayUi.calendar.slotExpired') : item.closed ? t('stayUi.calendar.unavailable') : item.remaining <= 0 ? t('stayUi.calendar.slotFull') : t('stayUi.calendar.slotLeft', { count: item.remaining, total: item.capacity });
                  return (
                    <li key={item.time}>
                      <button
                        type="button"
                        className="slot"
                        data-slot={item.time}
                        aria-disabled={!open || undefined}
                        aria-pressed={slot === item.time}
                        aria-label={`${item.time}, ${status}`}
                        onClick={() => open && send({ type: 'PICK_SLOT', time: item.time })}
                      >
                        <span className="slot-time">{item.time}</span>
                        <span className="slot-left">{status}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            ))}
          <p className="calendar-choice" aria-live="polite">
            {chosen ? t('stayUi.calendar.chosen', { date: dayLabel(day), time: slot }) : ''}
          </p>
          <button
            type="button"
            className="button stay-primary"
            disabled={!snapshot.can({ type: 'CONTINUE' })}
            onClick={() => (onChoose && day && slot ? onChoose({ date: day, slot }) : send({ type: 'CONTINUE' }))}
          >
            {continueLabel ?? t('stayUi.calendar.continue')}
          </button>
        </section>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {loadingMonth ? t('stayUi.calendar.loadingDays') : ''}
      </p>
    </>
  );
}
