import './work.css';
import { useParams } from 'wouter';
import type { RunActionInput, WorkLoaded } from '../../../../machines/staff/work-detail.machine';
import { staffBookingComplete, staffBookingNoShow } from '../../../contract/staff-booking';
import { staffBookingCheckIn, staffBookingDetail } from '../../../contract/staff-console';
import type * as z from 'zod/mini';
import { PageHeader } from '../../components/page-header';
import { StatePanel } from '../../components/state-panel';
import { staffCall, staffSend } from '../../lib/api';
import { hrefOf } from '../../lib/hash';
import { formatTime, t } from '../../lib/i18n';
import { ActionDialog, REQUIRED, doneText } from './action-dialog';
import { say } from './labels';
import { ActionButtons, Facts, History, MoneyRefundsTable, PaymentsTable, Section, StateBadge, yuan } from './sections';
import { useWorkDetail } from './use-work';
import { displayPhone } from '../../../contract/phone';

type BookingDetail = z.infer<(typeof staffBookingDetail)['output']>;

async function loadBooking({ order_no = '' }: Record<string, string>): Promise<WorkLoaded> {
  const detail = await staffCall(staffBookingDetail, { order_no });
  return { data: detail, offers: detail.booking.actions.map((action) => ({ action, target: detail.booking.order_no })) };
}

async function runBookingAction({ action, target, form }: RunActionInput): Promise<string> {
  const input = { order_no: target, remark: form.remark ?? '' };
  const call = action === 'CHECK_IN' ? staffBookingCheckIn : action === 'COMPLETE' ? staffBookingComplete : action === 'NO_SHOW' ? staffBookingNoShow : null;
  if (!call) throw new Error('work.actionFailed');
  const sent = await staffSend(call, input);
  return doneText(action, sent.msg);
}

/** `#/bookings/detail/:no`: one booking with its history and payments, and one button per action (check in, complete, no-show). */
export default function BookingDetailScreen() {
  const { no = '' } = useParams<{ no: string }>();
  const [snapshot, send, actor] = useWorkDetail({ order_no: no }, { load: loadBooking, run: runBookingAction }, REQUIRED);
  const detail = snapshot.context.data as BookingDetail | null;
  const busy = !snapshot.matches('viewing');
  const kind = detail?.booking.kind;
  const back = (
    <a className="st-button" href={hrefOf(`/bookings/${kind ?? 'visit'}`, detail ? { date: detail.booking.date } : undefined)}>
      {t('work.booking.back')}
    </a>
  );
  if (snapshot.matches('unavailable') || !detail) {
    return (
      <div className="st-page st-work">
        <PageHeader title={t('work.booking.title', { no })} actions={back} />
        {snapshot.matches('unavailable') ? (
          <StatePanel kind="failed" message={say(snapshot.context.notice?.message)} retryLabel={t('shell.state.retry')} onRetry={() => send({ type: 'RETRY' })} />
        ) : (
          <StatePanel kind="loading" message={t('shell.state.loading')} />
        )}
      </div>
    );
  }
  const { booking } = detail;
  const col = (key: 'title' | 'date' | 'until' | 'count' | 'guest' | 'mobile' | 'state' | 'amount' | 'created') => t(`work.bookings.col.${key}`);
  return (
    <div className="st-page st-work">
      <PageHeader
        title={t('work.booking.title', { no: booking.order_no })}
        subtitle={
          <>
            <StateBadge entity="booking" state={booking.state} /> · {t(`work.bookings.title.${booking.kind}`)} · {booking.title}
          </>
        }
        actions={
          <>
            {back}
            <a className="st-button" href={hrefOf(`/lifecycles/booking/${encodeURIComponent(booking.order_no)}`)}>
              {t('lifecycle.link')}
            </a>
          </>
        }
      />
      <div className="st-work-toolbar">
        <ActionButtons actions={booking.actions} onAct={(action) => send({ type: 'ACT', action, target: booking.order_no })} disabled={busy} />
        <button type="button" className="st-button" onClick={() => send({ type: 'RELOAD' })} disabled={busy}>
          {t('work.reload')}
        </button>
      </div>
      <div className="st-work-grid" aria-busy={busy}>
        <Section title={t('work.booking.summary')}>
          <Facts
            rows={[
              [col('title'), booking.title],
              [col('date'), booking.date],
              [col('until'), booking.until],
              [col('count'), booking.count],
              [col('guest'), booking.guest],
              [col('mobile'), displayPhone(booking.mobile)],
              [col('amount'), yuan(booking.amount)],
              [col('state'), <StateBadge key="s" entity="booking" state={booking.state} />],
              [col('created'), formatTime(booking.created_at)],
              [t('work.orders.col.member'), <a key="m" href={hrefOf(`/members/${booking.member_id}`)}>#{booking.member_id}</a>],
            ]}
          />
        </Section>
        <Section title={t('work.booking.history')}>
          <History rows={detail.history} />
        </Section>
        <Section title={t('work.booking.payments')} wide>
          <PaymentsTable payments={detail.payments} />
        </Section>
        <Section title={t('work.booking.moneyRefunds')} wide>
          <MoneyRefundsTable refunds={detail.money_refunds} />
        </Section>
      </div>
      <ActionDialog snapshot={snapshot} actor={actor} />
    </div>
  );
}
