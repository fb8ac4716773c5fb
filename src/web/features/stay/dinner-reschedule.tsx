import { useState, type FormEvent } from 'react';
import { firstDiningDay, lastDiningDay } from '../../../../machines/dining-booking.machine';
import { t } from '../../lib/i18n';
import { BookingReschedule } from './booking-reschedule';
import { dayLabel } from './stay-format';
import '../../components/form-field.css';

/**
 * /calendar?type=dining&move=ORDER_NO: a paid dinner moved to another evening, at least 48 hours
 * ahead and within the booking window (as when booking it); the seats left are the server's to
 * say, in the confirm dialog when the evening is full.
 */
export function DinnerReschedule({ orderNo }: { orderNo: string }) {
  return (
    <BookingReschedule orderNo={orderNo} kind="dining">
      {(booking, choose) => <EveningChooser current={booking.date} dinnertime={booking.start_at.slice(11, 16)} onChoose={(date) => choose({ date, slot: '' })} />}
    </BookingReschedule>
  );
}

function EveningChooser({ current, dinnertime, onChoose }: { current: string; dinnertime: string; onChoose: (date: string) => void }) {
  const [now] = useState(() => Date.now());
  const [date, setDate] = useState('');
  const first = firstDiningDay(now, dinnertime);
  const last = lastDiningDay(now);
  const valid = date >= first && date <= last && date !== current;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onChoose(date);
  };
  return (
    <form className="shop-card reschedule-evening" noValidate onSubmit={submit}>
      <div className="form-field">
        <label className="form-label" htmlFor="reschedule-date">
          {t('stayUi.reschedule.dateLabel')}
        </label>
        <input id="reschedule-date" type="date" className="form-control" min={first} max={last} value={date} aria-describedby="reschedule-date-hint" onChange={(event) => setDate(event.target.value)} />
        <p className="form-hint" id="reschedule-date-hint">
          {t('stayUi.reschedule.dateHint', { date: dayLabel(first), time: dinnertime })}
        </p>
      </div>
      <button type="submit" className="button stay-primary" disabled={!valid}>
        {t('stayUi.reschedule.continueDining')}
      </button>
    </form>
  );
}
