import './work.css';
import { useState } from 'react';
import type { RunActionInput, WorkLoaded } from '../../../../machines/staff/work-detail.machine';
import type { WorkListLoad, WorkPage } from '../../../../machines/staff/work-list.machine';
import { BOOKING_KINDS, type BookingKind } from '../../../contract/booking';
import { staffBookingCapacity, staffBookingClose, staffBookingReopen } from '../../../contract/staff-booking';
import { staffBookingCalendar, staffBookingList, type CalendarResource, type StaffBookingRow } from '../../../contract/staff-console';
import { StaffSession } from '../../app/session';
import { PageHeader } from '../../components/page-header';
import { StatePanel } from '../../components/state-panel';
import { staffCall, staffSend } from '../../lib/api';
import { useStaffLocation, useStaffSearch } from '../../lib/hash';
import { t, tn } from '../../lib/i18n';
import { ActionDialog, actionLabel, REQUIRED, doneText } from './action-dialog';
import { BookingRows } from './booking-rows';
import { CalendarGrid, splitTarget } from './calendar-grid';
import { calendarOffers } from './calendar-offers';
import { addDays, beijingToday, isDay } from './days';
import { say } from './labels';
import { goToQuery, queryOfSearch, useWorkDetail, useWorkList } from './use-work';
import { workPager } from './work-pager';

const DAYS = 7;

async function runPlaceAction({ action, target, form }: RunActionInput): Promise<string> {
  const { resource, date, slot } = splitTarget(target);
  const place = { resource, date, slot };
  // the reason travels with the closing and the reopening (kept beside the closing, shown on the calendar)
  const withReason = { ...place, reason: form.reason ?? '' };
  const sent =
    action === 'CLOSE'
      ? await staffSend(staffBookingClose, withReason)
      : action === 'REOPEN'
        ? await staffSend(staffBookingReopen, withReason)
        : await staffSend(staffBookingCapacity, { ...place, capacity: form.capacity ?? '' });
  return doneText(action, sent.msg);
}

/**
 * `#/bookings/<kind>?from=…&date=…`: a week of places per resource (taken / capacity, left,
 * closed with its reason) from `from`, the chosen place's actions, and below it the bookings of
 * `date` (a home card links here with `date`; the week starts there too unless `from` says).
 */
export default function BookingsScreen() {
  const [path] = useStaffLocation();
  const kindOf = path.split('/')[2] ?? '';
  const kind: BookingKind = (BOOKING_KINDS as readonly string[]).includes(kindOf) ? (kindOf as BookingKind) : 'visit';
  const search = useStaffSearch();
  const url = queryOfSearch(search).filters;
  const today = beijingToday();
  const date = isDay(url.date) ? url.date : isDay(url.from) ? url.from : today;
  const from = isDay(url.from) ? url.from : date;
  const role = StaffSession.useSelector((s) => s.context.staff?.role ?? null);
  const [selected, setSelected] = useState<string | null>(null);

  const load = async (query: Record<string, string>): Promise<WorkLoaded> => {
    const calendar = await staffCall(staffBookingCalendar, { kind: query.kind ?? kind, from: query.from ?? from, days: DAYS });
    return { data: calendar.resources, offers: calendarOffers(calendar.resources, role) };
  };
  const [snapshot, send, actor] = useWorkDetail({ kind, from }, { load, run: runPlaceAction }, REQUIRED);
  const resources = (snapshot.context.data as CalendarResource[] | null) ?? [];
  const busy = !snapshot.matches('viewing');

  const loadDay = ({ page, pageSize, filters }: WorkListLoad): Promise<WorkPage> =>
    staffCall(staffBookingList, { kind: filters.kind ?? kind, date: filters.date ?? date, pageno: page, pagesize: pageSize });
  const [list, sendList] = useWorkList(loadDay, { keys: [], fixed: { kind, date } });

  const go = (next: { from?: string; date?: string }) => {
    setSelected(null);
    goToQuery(`/bookings/${kind}`, { from: next.from ?? from, date: next.date ?? date });
  };
  const nameOf = (resource: string) => resources.find((r) => r.resource === resource)?.name ?? resource;
  const targetText = (target: string) => {
    const { resource, date: day, slot } = splitTarget(target);
    return `${nameOf(resource)} · ${day} · ${slot || t('work.bookings.whole')}`;
  };
  const selectedOffers = snapshot.context.offers.filter((offer) => offer.target === selected);

  return (
    <div className="st-page st-work">
      <PageHeader
        title={t(`work.bookings.title.${kind}`)}
        actions={
          <button type="button" className="st-button" disabled={busy} onClick={() => send({ type: 'RELOAD' })}>
            {t('work.reload')}
          </button>
        }
      />
      <div className="st-work-weekbar" role="group" aria-label={t('work.bookings.week')}>
        <button type="button" className="st-button" onClick={() => go({ from: addDays(from, -DAYS), date: addDays(from, -DAYS) })}>
          ‹ {t('work.bookings.previousWeek')}
        </button>
        <label className="st-work-datefield">
          <span>{t('work.bookings.week')}</span>
          <input type="date" value={from} onChange={(event) => isDay(event.target.value) && go({ from: event.target.value, date: event.target.value })} />
        </label>
        <button type="button" className="st-button" onClick={() => go({ from: today, date: today })}>
          {t('work.bookings.today')}
        </button>
        <button type="button" className="st-button" onClick={() => go({ from: addDays(from, DAYS), date: addDays(from, DAYS) })}>
          {t('work.bookings.nextWeek')} ›
        </button>
      </div>
      <p className="st-muted st-work-intro">{t('work.bookings.legend')}</p>
      {snapshot.matches('unavailable') ? (
        <StatePanel kind="failed" message={say(snapshot.context.notice?.message)} retryLabel={t('shell.state.retry')} onRetry={() => send({ type: 'RETRY' })} />
      ) : snapshot.context.data === null ? (
        <StatePanel kind="loading" message={t('shell.state.loading')} />
      ) : resources.length === 0 ? (
        <StatePanel kind="empty" message={t('work.bookings.calendarEmpty')} />
      ) : (
        <CalendarGrid
          resources={resources}
          selected={selected}
          chosenDay={date}
          busy={busy}
          onSelect={(target) => {
            setSelected(target);
            const { date: day } = splitTarget(target);
            if (day !== date) goToQuery(`/bookings/${kind}`, { from, date: day });
          }}
        />
      )}
      {selected ? (
        <div className="st-work-selection" role="region" aria-label={t('work.bookings.selected', { target: targetText(selected) })}>
          <span>{t('work.bookings.selected', { target: targetText(selected) })}</span>
          <div className="st-work-actions">
            {selectedOffers.length ? (
              selectedOffers.map((offer) => (
                <button
                  key={offer.action}
                  type="button"
                  className={`st-button ${offer.action === 'CLOSE' ? 'st-button-danger' : 'st-button-primary'}`}
                  disabled={busy}
                  onClick={() => send({ type: 'ACT', action: offer.action, target: offer.target, form: offer.action === 'CAPACITY' ? capacityOf(resources, offer.target) : {} })}
                >
                  {actionLabel(offer.action)}
                </button>
              ))
            ) : (
              <span className="st-muted">{t('work.noActions')}</span>
            )}
          </div>
        </div>
      ) : null}
      <h2 className="st-work-subheading">
        {t('work.bookings.dayOf', { date })}
        {list.matches('list') ? <span className="st-muted"> · {tn('work.results', list.context.total)}</span> : null}
      </h2>
      <BookingRows
        rows={list.context.items as StaffBookingRow[]}
        caption={t('work.bookings.dayOf', { date })}
        status={list.matches('failed') ? 'failed' : list.matches('list') ? 'ready' : 'loading'}
        error={say(list.context.error)}
        onRetry={() => sendList({ type: 'RETRY' })}
        emptyText={t('work.bookings.listEmpty')}
        footer={workPager({ path: `/bookings/${kind}`, snapshot: list, query: { from, date } })}
      />
      <ActionDialog snapshot={snapshot} actor={actor} targetText={targetText} />
    </div>
  );
}

/** The places now set for a target, to start the capacity form from. */
function capacityOf(resources: readonly CalendarResource[], target: string): Record<string, string> {
  const { resource, date, slot } = splitTarget(target);
  const places = resources.find((r) => r.resource === resource)?.days.find((d) => d.date === date)?.places ?? [];
  const place = places.find((p) => p.slot === slot) ?? places[0];
  return place ? { capacity: String(place.capacity) } : {};
}
