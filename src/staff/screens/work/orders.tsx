import './work.css';
import { useState } from 'react';
import { goodsOrderMachine } from '../../../../machines/goods-order.machine';
import type { WorkListLoad, WorkPage } from '../../../../machines/staff/work-list.machine';
import { staffOrderSearch, type StaffOrderRow } from '../../../contract/staff-console';
import { DataTable } from '../../components/data-table';
import { FilterBar, FilterField } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { staffCall } from '../../lib/api';
import { hrefOf, useStaffSearch } from '../../lib/hash';
import { formatTime, t, tn } from '../../lib/i18n';
import { say, statusOptions } from './labels';
import { StateBadge, yuan } from './sections';
import { goToQuery, queryOfSearch, useWorkList } from './use-work';
import { workPager } from './work-pager';

const PAGE_SIZE = 20;
type Field = 'status' | 'from' | 'to' | 'member' | 'q';

async function loadOrders({ filters, page, pageSize }: WorkListLoad): Promise<WorkPage> {
  return staffCall(staffOrderSearch, { ...filters, pageno: page, pagesize: pageSize });
}

/** `#/orders?status=10&from=…`: every order, filtered by status, creation dates, member and number; the filters live in the address. */
export default function OrdersScreen() {
  const [snapshot, send] = useWorkList(loadOrders, { pageSize: PAGE_SIZE });
  const search = useStaffSearch();
  return (
    <div className="st-page st-work">
      <PageHeader title={t('work.orders.title')} subtitle={snapshot.matches('list') ? tn('work.results', snapshot.context.total) : undefined} />
      <OrderFilters key={search} search={search} busy={snapshot.matches('loading')} />
      <DataTable<StaffOrderRow>
        caption={t('work.orders.title')}
        rows={snapshot.context.items as StaffOrderRow[]}
        rowKey={(row) => row.order_no}
        rowHref={(row) => hrefOf(`/orders/${row.order_no}`)}
        status={snapshot.matches('failed') ? 'failed' : snapshot.matches('list') ? 'ready' : 'loading'}
        error={say(snapshot.context.error)}
        onRetry={() => send({ type: 'RETRY' })}
        emptyText={t('work.orders.empty')}
        loadingText={t('shell.state.loading')}
        retryLabel={t('shell.state.retry')}
        columns={[
          { key: 'no', header: t('work.orders.col.number'), cell: (row) => <code>{row.order_no}</code> },
          { key: 'created', header: t('work.orders.col.created'), cell: (row) => formatTime(row.created_at) },
          { key: 'member', header: t('work.orders.col.member'), cell: (row) => row.member || `#${row.member_id}` },
          { key: 'receiver', header: t('work.orders.col.receiver'), cell: (row) => row.consignee },
          { key: 'count', header: t('work.orders.col.count'), align: 'end', cell: (row) => row.product_count },
          { key: 'amount', header: t('work.orders.col.amount'), align: 'end', cell: (row) => yuan(row.amount) },
          { key: 'status', header: t('work.orders.col.status'), cell: (row) => <StateBadge entity="goods_order" state={row.state} /> },
          { key: 'paid', header: t('work.orders.col.paid'), cell: (row) => formatTime(row.paid_at) },
        ]}
        footer={workPager({ path: '/orders', snapshot })}
      />
    </div>
  );
}

/** The filter form: a draft of the address's filters, sent to the address on Enter / Search. */
function OrderFilters({ search, busy }: { search: string; busy: boolean }) {
  const [draft, setDraft] = useState(() => queryOfSearch(search).filters);
  const field = (name: Field) => ({
    id: `orders-${name}`,
    name,
    value: draft[name] ?? '',
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
  });
  return (
    <FilterBar
      label={t('work.filters')}
      submitLabel={t('shell.action.search')}
      clearLabel={t('shell.action.clear')}
      busy={busy}
      onSubmit={() => goToQuery('/orders', draft)}
      onClear={() => goToQuery('/orders', {})}
    >
      <FilterField label={t('work.orders.status')} htmlFor="orders-status">
        <select {...field('status')}>
          <option value="">{t('work.any')}</option>
          {statusOptions(goodsOrderMachine).map((option) => (
            <option key={option.code} value={option.code}>
              {option.code} · {option.label}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label={t('work.orders.from')} htmlFor="orders-from">
        <input type="date" {...field('from')} />
      </FilterField>
      <FilterField label={t('work.orders.to')} htmlFor="orders-to">
        <input type="date" {...field('to')} />
      </FilterField>
      <FilterField label={t('work.orders.member')} htmlFor="orders-member" hint={t('work.orders.memberHint')}>
        <input {...field('member')} aria-describedby="orders-member-hint" maxLength={60} />
      </FilterField>
      <FilterField label={t('work.orders.number')} htmlFor="orders-q" hint={t('work.orders.numberHint')}>
        <input {...field('q')} aria-describedby="orders-q-hint" maxLength={40} />
      </FilterField>
    </FilterBar>
  );
}
