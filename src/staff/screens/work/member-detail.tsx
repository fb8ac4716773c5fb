import './work.css';
import { useParams } from 'wouter';
import type { WorkLoaded } from '../../../../machines/staff/work-detail.machine';
import { staffMemberDetail, type StaffOrderRow } from '../../../contract/staff-console';
import type * as z from 'zod/mini';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { StatePanel } from '../../components/state-panel';
import { staffCall } from '../../lib/api';
import { hrefOf } from '../../lib/hash';
import { formatTime, t } from '../../lib/i18n';
import { BookingRows } from './booking-rows';
import { say } from './labels';
import { Facts, Section, StateBadge, yuan } from './sections';
import { useWorkDetail } from './use-work';
import { displayPhone } from '../../../contract/phone';

type MemberDetail = z.infer<(typeof staffMemberDetail)['output']>;

async function loadMember({ id = '' }: Record<string, string>): Promise<WorkLoaded> {
  return { data: await staffCall(staffMemberDetail, { id }), offers: [] };
}

/** `#/members/:id`: a member, their orders and their bookings, each linking to its detail. */
export default function MemberDetailScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const [snapshot, send] = useWorkDetail({ id }, { load: loadMember });
  const detail = snapshot.context.data as MemberDetail | null;
  const back = (
    <a className="st-button" href={hrefOf('/members')}>
      {t('work.member.back')}
    </a>
  );
  if (snapshot.matches('unavailable') || !detail) {
    return (
      <div className="st-page st-work">
        <PageHeader title={t('work.member.title', { name: `#${id}` })} actions={back} />
        {snapshot.matches('unavailable') ? (
          <StatePanel kind="failed" message={say(snapshot.context.notice?.message)} retryLabel={t('shell.state.retry')} onRetry={() => send({ type: 'RETRY' })} />
        ) : (
          <StatePanel kind="loading" message={t('shell.state.loading')} />
        )}
      </div>
    );
  }
  const { member } = detail;
  const col = (key: 'number' | 'created' | 'receiver' | 'amount' | 'status') => t(`work.orders.col.${key}`);
  return (
    <div className="st-page st-work">
      <PageHeader title={t('work.member.title', { name: member.nickname || `#${member.id}` })} subtitle={`#${member.id}`} actions={back} />
      <div className="st-work-grid">
        <Section title={t('work.order.summary')}>
          <Facts
            rows={[
              [t('work.members.col.mobile'), displayPhone(member.mobile)],
              [t('work.members.col.email'), member.email],
              [t('work.members.col.joined'), formatTime(member.created_at)],
              [t('work.members.col.orders'), member.orders],
              [t('work.members.col.bookings'), member.bookings],
            ]}
          />
        </Section>
        <Section title={t('work.member.orders')} wide>
          <DataTable<StaffOrderRow>
            caption={t('work.member.orders')}
            rows={detail.orders}
            rowKey={(row) => row.order_no}
            rowHref={(row) => hrefOf(`/orders/${row.order_no}`)}
            status="ready"
            emptyText={t('work.member.noOrders')}
            loadingText={t('shell.state.loading')}
            columns={[
              { key: 'no', header: col('number'), cell: (row) => <code>{row.order_no}</code> },
              { key: 'created', header: col('created'), cell: (row) => formatTime(row.created_at) },
              { key: 'receiver', header: col('receiver'), cell: (row) => row.consignee },
              { key: 'amount', header: col('amount'), align: 'end', cell: (row) => yuan(row.amount) },
              { key: 'status', header: col('status'), cell: (row) => <StateBadge entity="goods_order" state={row.state} /> },
            ]}
          />
        </Section>
        <Section title={t('work.member.bookings')} wide>
          <BookingRows rows={detail.bookings} caption={t('work.member.bookings')} status="ready" emptyText={t('work.member.noBookings')} />
        </Section>
      </div>
    </div>
  );
}
