import type { ReactNode } from 'react';
import { PayByNote } from '../../components/pay-by-note';

export interface BookingSubmitProps {
  /** what is due now, by the button on phones (the quote card says it on wide screens); null before a quote */
  total: ReactNode | null;
  /** the quote's `pay_by` ('' before a quote) */
  payBy: string;
  busy: boolean;
  label: string;
  busyLabel: string;
  testId: string;
}

/**
 * The end of the visit and dinner forms: the amount due and the payment deadline, then the button —
 * at every width, so the deadline is read before the booking is made (as on the stay form).
 */
export function BookingSubmit({ total, payBy, busy, label, busyLabel, testId }: BookingSubmitProps) {
  return (
    <>
      {total && <p className="booking-submit-total">{total}</p>}
      <PayByNote payBy={payBy} />
      <button type="submit" className="button booking-submit" disabled={busy} data-testid={testId}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
