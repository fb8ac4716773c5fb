import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { GRID_KEYS, monthWeeks, moveDay, type Day, type GridKey, type Month } from '../../../../machines/calendar-dates';
import { t } from '../../lib/i18n';
import { dayLabel, monthTitle, weekdayHeads } from './stay-format';

/** How one day looks and what it says; the screen's machine decides, the grid only draws. */
export interface DayCell {
  /** cannot be chosen: drawn grey and announced as unavailable (still focusable, so it is read) */
  disabled: boolean;
  /** extra words for assistive technology: "12 places left", "not available" */
  note?: string;
  /** the small visible line under the number */
  badge?: string;
  selected?: boolean;
  inRange?: boolean;
  edge?: 'start' | 'end';
}

export interface MonthGridProps {
  month: Month;
  /** the day holding the single tab stop */
  focus: Day;
  today: Day;
  describe: (day: Day) => DayCell;
  onPick: (day: Day) => void;
  /** the keyboard moved the focus; the owner keeps it within bounds and may change the month */
  onFocusDay: (day: Day) => void;
  onMonth: (month: Month) => void;
  prevMonth: Month | null;
  nextMonth: Month | null;
  busy?: boolean;
}

/**
 * A month as a table of day buttons (WAI-ARIA date picker grid): one tab stop, arrow keys move by
 * day and week, Home / End to the week's ends, Page Up / Down by month; Enter or Space chooses.
 * Unavailable days keep their place and are marked aria-disabled rather than removed.
 */
export function MonthGrid(props: MonthGridProps) {
  const { month, focus, today, describe, onPick, onFocusDay, onMonth, prevMonth, nextMonth, busy } = props;
  const titleId = useId();
  const table = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const heads = weekdayHeads();
  // the grid keeps a tab stop even when the focused day is not in the month shown
  const tabDay = focus.startsWith(month) ? focus : `${month}-01`;

  // after a key moved the focus (maybe into another month), put the real focus on that day
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    table.current?.querySelector<HTMLButtonElement>(`button[data-day="${focus}"]`)?.focus();
  }, [focus, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!(GRID_KEYS as readonly string[]).includes(event.key)) return;
    event.preventDefault();
    moved.current = true;
    onFocusDay(moveDay(tabDay, event.key as GridKey));
  };

  return (
    <div className="month-grid" aria-busy={busy || undefined}>
      <div className="month-grid-head">
        <button type="button" className="month-nav" aria-label={t('stayUi.calendar.prevMonth')} disabled={!prevMonth} onClick={() => prevMonth && onMonth(prevMonth)}>
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={titleId} className="month-title" aria-live="polite">
          {monthTitle(month)}
        </h2>
        <button type="button" className="month-nav" aria-label={t('stayUi.calendar.nextMonth')} disabled={!nextMonth} onClick={() => nextMonth && onMonth(nextMonth)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={table} className="month-table" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head.long} scope="col" abbr={head.long}>
                {head.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <td key={`blank-${column}`} className="month-blank" />;
                const cell = describe(day);
                const classes = ['month-day', cell.disabled && 'is-disabled', cell.selected && 'is-selected', cell.inRange && 'is-in-range', cell.edge && `is-${cell.edge}`, day === today && 'is-today'];
                const words = [dayLabel(day), day === today ? t('stayUi.calendar.today') : '', cell.note ?? ''].filter(Boolean).join(', ');
                return (
                  <td key={day} className={cell.inRange || cell.edge ? 'month-cell is-range-cell' : 'month-cell'}>
                    <button
                      type="button"
                      className={classes.filter(Boolean).join(' ')}
                      data-day={day}
                      tabIndex={day === tabDay ? 0 : -1}
                      aria-label={words}
                      aria-disabled={cell.disabled || undefined}
                      aria-pressed={cell.selected ?? false}
                      onClick={() => {
                        if (!cell.disabled) onPick(day);
                      }}
                    >
                      <span className="month-day-number" aria-hidden="true">
                        {Number(day.slice(8))}
                      </span>
                      {cell.badge && (
                        <span className="month-day-badge" aria-hidden="true">
                          {cell.badge}
                        </span>
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
  );
}
