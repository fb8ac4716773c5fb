import type { ReactNode } from 'react';
import type { StaffBookingRow } from '../../../contract/staff-console';
import { DataTable } from '../../components/data-table';
import { hrefOf } from '../../lib/hash';
import { formatTime, t } from '../../lib/i18n';
import { StateBadge, yuan } from './sections';
import { displayPhone } from '../../../contract/phone';

/** Bookings as the console lists them (the day's list of a calendar, a member's), each row opening its detail. */
export function BookingRows({
  rows,
  caption,
  status,
  error,
  onRetry,
  emptyText,
  footer,
}: {
  rows: readonly StaffBookingRow[];
  caption: string;
  status: 'loading' | 'ready' | 'failed';
  error?: string;
  onRetry?: () => void;
  emptyText: string;
  footer?: ReactNode;
}) {
  const col = (key: 'number' | 'title' | 'date' | 'until' | 'count' | 'guest' | 'mobile' | 'state' | 'amount' | 'created') => t(`work.bookings.col.${key}`);
  return (
    <DataTable<StaffBookingRow>
      caption={caption}
      rows={rows}
      rowKey={(row) => row.order_no}
      rowHref={(row) => hrefOf(`/bookings/detail/${row.order_no}`)}
      status={status}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      loadingText={t('shell.state.loading')}
      retryLabel={t('shell.state.retry')}
      footer={footer}
      columns={[
        { key: 'no', header: col('number'), cell: (row) => <code>{row.order_no}</code> },
        { key: 'title', header: col('title'), wrap: true, cell: (row) => row.title },
        { key: 'date', header: col('date'), cell: (row) => row.date },
        { key: 'until', header: col('until'), cell: (row) => row.until || t('work.none') },
        { key: 'count', header: col('count'), align: 'end', cell: (row) => row.count },
        { key: 'guest', header: col('guest'), cell: (row) => row.guest },
        { key: 'mobile', header: col('mobile'), cell: (row) => displayPhone(row.mobile) },
        { key: 'state', header: col('state'), cell: (row) => <StateBadge entity="booking" state={row.state} /> },
        { key: 'amount', header: col('amount'), align: 'end', cell: (row) => yuan(row.amount) },
        { key: 'created', header: col('created'), cell: (row) => formatTime(row.created_at) },
      ]}
    />
  );
}
