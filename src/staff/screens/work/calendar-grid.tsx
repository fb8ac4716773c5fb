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
  return (
    <div className="st-work-calendar" aria-busy={busy}>
      {resources.map((resource) => {
        const slots = [...new Set(resource.days.flatMap((day) => day.places.map((place) => place.slot)))].sort();
        const slotted = slots.some((slot) => slot !== '');
        return (
          <section key={resource.resource} className="st-table-block st-work-calendar-block">
            <div className="st-table-scroll">
              <table className="st-table st-work-calendar-table">
                <caption>{resource.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">{slotted ? t('work.bookings.slot') : t('work.bookings.resource')}</th>
                    {resource.days.map((day) => {
                      const head = dayHead(day.date);
                      const target = placeTarget(resource.resource, day.date, '');
                      return (
                        <th key={day.date} scope="col" className={day.date === chosenDay ? 'st-work-chosen-day' : undefined}>
                          {slotted ? (
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
                    })}
                  </tr>
                </thead>
                <tbody>
                  {slots.map((slot) => (
                    <tr key={slot}>
                      <th scope="row">{slot || resource.name}</th>
                      {resource.days.map((day) => {
                        const place = day.places.find((p) => p.slot === slot);
                        if (!place) return <td key={day.date} className="st-muted">{t('work.none')}</td>;
                        const target = placeTarget(resource.resource, day.date, slot);
                        const reason = (place as { reason?: string }).reason;
                        return (
                          <td key={day.date} className={place.closed ? 'st-work-closed' : undefined}>
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
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </div>
  );
}
