import './work.css';
import { useState } from 'react';
import type { WorkListLoad, WorkPage } from '../../../../machines/staff/work-list.machine';
import { staffMemberSearch, type StaffMember } from '../../../contract/staff-console';
import { DataTable } from '../../components/data-table';
import { FilterBar, FilterField } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { StatePanel } from '../../components/state-panel';
import { staffCall } from '../../lib/api';
import { hrefOf, useStaffSearch } from '../../lib/hash';
import { formatTime, t, tn } from '../../lib/i18n';
import { say } from './labels';
import { goToQuery, queryOfSearch, useWorkList } from './use-work';
import { workPager } from './work-pager';
import { displayPhone } from '../../../contract/phone';

async function searchMembers({ filters, page, pageSize }: WorkListLoad): Promise<WorkPage> {
  return staffCall(staffMemberSearch, { q: filters.q ?? '', pageno: page, pagesize: pageSize });
}

/** `#/members?q=…`: members found by phone, email or nickname; contacts arrive masked for roles that do not see them. */
export default function MembersScreen() {
  const [snapshot, send] = useWorkList(searchMembers, { required: ['q'] });
  const search = useStaffSearch();
  const [draft, setDraft] = useState(() => queryOfSearch(search).filters.q ?? '');
  return (
    <div className="st-page st-work">
      <PageHeader title={t('work.members.title')} subtitle={snapshot.matches('list') ? tn('work.results', snapshot.context.total) : undefined} />
      <FilterBar
        key={search}
        label={t('work.members.title')}
        submitLabel={t('shell.action.search')}
        clearLabel={t('shell.action.clear')}
        busy={snapshot.matches('loading')}
        onSubmit={() => goToQuery('/members', { q: draft })}
        onClear={() => {
          setDraft('');
          goToQuery('/members', {});
        }}
      >
        <FilterField label={t('work.members.search')} htmlFor="members-q" hint={t('work.members.searchHint')} wide>
          <input id="members-q" type="search" value={draft} maxLength={60} aria-describedby="members-q-hint" onChange={(event) => setDraft(event.target.value)} />
        </FilterField>
      </FilterBar>
      {snapshot.matches('idle') ? (
        <StatePanel kind="empty" message={t('work.members.prompt')} />
      ) : (
        <DataTable<StaffMember>
          caption={t('work.members.title')}
          rows={snapshot.context.items as StaffMember[]}
          rowKey={(row) => row.id}
          rowHref={(row) => hrefOf(`/members/${row.id}`)}
          status={snapshot.matches('failed') ? 'failed' : snapshot.matches('list') ? 'ready' : 'loading'}
          error={say(snapshot.context.error)}
          onRetry={() => send({ type: 'RETRY' })}
          emptyText={t('work.members.empty')}
          loadingText={t('shell.state.loading')}
          retryLabel={t('shell.state.retry')}
          columns={[
            { key: 'id', header: t('work.members.col.id'), align: 'end', cell: (row) => row.id },
            { key: 'nickname', header: t('work.members.col.nickname'), cell: (row) => row.nickname || t('work.none') },
            { key: 'mobile', header: t('work.members.col.mobile'), cell: (row) => displayPhone(row.mobile) || t('work.none') },
            { key: 'email', header: t('work.members.col.email'), cell: (row) => row.email || t('work.none') },
            { key: 'joined', header: t('work.members.col.joined'), cell: (row) => formatTime(row.created_at) },
            { key: 'orders', header: t('work.members.col.orders'), align: 'end', cell: (row) => row.orders },
            { key: 'bookings', header: t('work.members.col.bookings'), align: 'end', cell: (row) => row.bookings },
          ]}
          footer={workPager({ path: '/members', snapshot })}
        />
      )}
    </div>
  );
}
