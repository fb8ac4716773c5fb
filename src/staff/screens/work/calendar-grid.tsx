import type { CalendarResource } from '../../../contract/staff-console';
import { t } from '../../lib/i18n';
import { dayHead } from './days';

/** A place of the calendar as an offer's target: `visit:3|2026-12-01|10:00` ('' slot: the whole day, or a resource without slots). */
export const placeTarget = (resource: string, date: string, slot: string) => `${resource}|${date}|${slot}`;
export function splitTarget(target: string): { resource: string; date: string; slot: string } {
  const [resource = '', date = '', slot = ''] = target.split('|');
  return { resource, date, slot };
}

/**
 * One table per resource: a column per day (its head selects the whole day), a row per slot
 * (evening, night), each cell taken / places, places left, or closed with its reason. Cells are
 * buttons: Tab reaches them, Enter selects; the selection's actions show below the calendar.
 */
export function CalendarGrid({
  resources,
  selected,
  chosenDay,
  busy,
  onSelect,
}: {
  resources: readonly CalendarResource[];
  selected: string | null;
  chosenDay: string;
  busy: boolean;
  onSelect: (target: string) => void;
}) {
  const slotsOf = (resource: CalendarResource) => [...new Set(resource.days.flatMap((day) => day.places.map((place) => place.slot)))].sort();
  const slotted = resources.filter((resource) => slotsOf(resource).some((slot) => slot !== ''));
  // rooms (and anything with one place a day): one table, a row per resource
  const single = resources.filter((resource) => !slotted.includes(resource));
  const cell = (resource: CalendarResource, date: string, slot: string) => {
    const place = resource.days.find((day) => day.date === date)?.places.find((p) => p.slot === slot);
    if (!place)
      return (
        <td key={date} className="st-muted">
          {t('work.none')}
        </td>
      );
    const target = placeTarget(resource.resource, date, slot);
    const reason = (place as { reason?: string }).reason;
    return (
      <td key={date} className={place.closed ? 'st-work-closed' : undefined}>
        <button type="button" className="st-work-place" data-target={target} aria-pressed={selected === target} onClick={() => onSelect(target)}>
          <span className="st-work-taken">{t('work.bookings.places', { taken: place.taken, capacity: place.capacity })}</span>
          {place.closed ? (
            <span className="st-work-closed-label" title={reason || undefined}>
              {t('work.bookings.closed')}
              {reason ? `: ${reason}` : ''}
            </span>
          ) : place.capacity === 0 ? (
            <span className="st-muted">{t('work.bookings.noPlaces')}</span>
          ) : (
            <span className={place.remaining === 0 ? 'st-work-full' : 'st-muted'}>{t('work.bookings.left', { count: place.remaining })}</span>
          )}
        </button>
      </td>
    );
  };
  const dayHeads = (days: readonly string[], wholeDayOf?: string) =>
    days.map((date) => {
      const head = dayHead(date);
      const target = wholeDayOf ? placeTarget(wholeDayOf, date, '') : null;
      return (
        <th key={date} scope="col" className={date === chosenDay ? 'st-work-chosen-day' : undefined}>
          {target ? (
            <button type="button" className="st-work-day" data-target={target} aria-pressed={selected === target} onClick={() => onSelect(target)} title={t('work.bookings.whole')}>
              <span>{head.weekday}</span> <span>{head.date}</span>
            </button>
          ) : (
            <span className="st-work-day">
              <span>{head.weekday}</span> <span>{head.date}</span>
            </span>
          )}
        </th>
      );
    });
  return (
    <div className="st-work-calendar" aria-busy={busy}>
      {slotted.map((resource) => {
        const days = resource.days.map((day) => day.date);
        return (
          <section key={resource.resource} className="st-table-block st-work-calendar-block">
            <div className="st-table-scroll">
              <table className="st-table st-work-calendar-table">
                <caption>{resource.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('work.bookings.slot')}</th>
                    {dayHeads(days, resource.resource)}
                  </tr>
                </thead>
                <tbody>
                  {slotsOf(resource).map((slot) => (
                    <tr key={slot}>
                      <th scope="row">{slot || t('work.bookings.whole')}</th>
                      {days.map((date) => cell(resource, date, slot))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
      {single.length ? (
        <section className="st-table-block st-work-calendar-block">
          <div className="st-table-scroll">
            <table className="st-table st-work-calendar-table st-work-calendar-single">
              <caption className="st-visually-hidden">{t('work.bookings.resource')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('work.bookings.resource')}</th>
                  {dayHeads(single[0]!.days.map((day) => day.date))}
                </tr>
              </thead>
              <tbody>
                {single.map((resource) => (
                  <tr key={resource.resource}>
                    <th scope="row" className="st-wrap">
                      {resource.name}
                    </th>
                    {single[0]!.days.map((day) => cell(resource, day.date, ''))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
