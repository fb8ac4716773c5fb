import { useCalendarFile } from '../lib/calendar-file';
import { t } from '../lib/i18n';

/** "Add to calendar (.ics)" on a booking's detail: saves the booking's calendar file; a failure is said beside it. */
export function CalendarFileButton({ orderNo }: { orderNo: string }) {
  const { busy, failure, download } = useCalendarFile(orderNo);
  return (
    <div className="calendar-file">
      <button type="button" className="button button-ghost" onClick={download} disabled={busy} aria-busy={busy || undefined} data-testid="calendar-file">
        {busy ? t('gettingThere.calendarWorking') : t('gettingThere.calendar')}
      </button>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
