import { t } from '../../lib/i18n';
import { BookingReschedule } from './booking-reschedule';
import { VisitCalendar } from './visit-calendar';

/**
 * /calendar?type=visit&cate=ID&move=ORDER_NO: a paid visit moved to another day and time, chosen
 * on the visit calendar a booking is made with (days and times with places left).
 */
export function VisitReschedule({ cate, orderNo }: { cate: number; orderNo: string }) {
  return (
    <BookingReschedule orderNo={orderNo} kind="visit">
      {(_booking, choose) => <VisitCalendar cate={cate} continueLabel={t('stayUi.reschedule.continue')} onChoose={choose} />}
    </BookingReschedule>
  );
}
