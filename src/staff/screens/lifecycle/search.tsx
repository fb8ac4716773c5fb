import './lifecycle.css';
import { useState } from 'react';
import type { WorkListLoad, WorkPage } from '../../../../machines/staff/work-list.machine';
import { LIFECYCLE_KINDS, staffLifecycleSearch, type LifecycleEntity } from '../../../contract/staff-lifecycle';
import { DataTable } from '../../components/data-table';
import { FilterBar, FilterField } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { staffCall } from '../../lib/api';
import { hrefOf, useStaffSearch } from '../../lib/hash';
import { formatTime, t } from '../../lib/i18n';
import { say } from '../work/labels';
import { goToQuery, queryOfSearch, useWorkList } from '../work/use-work';
import { kindLabel } from './shared';

const FIELDS = ['number', 'member', 'from', 'to', 'kind'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;

async function search({ filters }: WorkListLoad): Promise<WorkPage> {
  const { items } = await staffCall(staffLifecycleSearch, {
    number: filters.number ?? '',
    member: filters.member ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
    kind: filters.kind ?? '',
  });
  return { total: items.length, items };
}

const draftOf = (search: string): Draft => {
  const { filters } = queryOfSearch(search);
  return Object.fromEntries(FIELDS.map((f) => [f, filters[f] ?? ''])) as Draft;
};

/** `#/lifecycles?number=…`: orders, refunds, payments, money refunds and bookings found by number, member or date, newest first. */
export default function LifecycleSearchScreen() {
  const [snapshot, send] = useWorkList(search, { keys: [...FIELDS] });
  const address = useStaffSearch();
  const [draft, setDraft] = useState<Draft>(() => draftOf(address));
  const field = (name: Field) => ({ id: `lc-${name}`, value: draft[name], onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }) });
  return (
    <div className="st-page st-work lc-page">
      <PageHeader
        title={t('lifecycle.search.title')}
        subtitle={t('lifecycle.search.subtitle')}
        actions={
          <a className="st-button" href={hrefOf('/lifecycle-report')}>
            {t('lifecycle.search.report')}
          </a>
        }
      />
      <FilterBar
        key={address}
        label={t('lifecycle.search.title')}
        submitLabel={t('shell.action.search')}
        clearLabel={t('shell.action.clear')}
        busy={snapshot.matches('loading')}
        onSubmit={() => goToQuery('/lifecycles', draft)}
        onClear={() => {
          setDraft(draftOf(''));
          goToQuery('/lifecycles', {});
        }}
      >
        <FilterField label={t('lifecycle.search.number')} htmlFor="lc-number" hint={t('lifecycle.search.numberHint')}>
          <input type="search" maxLength={64} aria-describedby="lc-number-hint" {...field('number')} />
        </FilterField>
        <FilterField label={t('lifecycle.search.member')} htmlFor="lc-member" hint={t('lifecycle.search.memberHint')}>
          <input type="search" inputMode="numeric" maxLength={15} aria-describedby="lc-member-hint" {...field('member')} />
        </FilterField>
        <FilterField label={t('lifecycle.search.from')} htmlFor="lc-from">
          <input type="date" {...field('from')} />
        </FilterField>
        <FilterField label={t('lifecycle.search.to')} htmlFor="lc-to">
          <input type="date" {...field('to')} />
        </FilterField>
        <FilterField label={t('lifecycle.search.kind')} htmlFor="lc-kind">
          <select {...field('kind')}>
            <option value="">{t('lifecycle.search.anyKind')}</option>
            {LIFECYCLE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(kind)}
              </option>
            ))}
          </select>
        </FilterField>
      </FilterBar>
      <DataTable<LifecycleEntity>
        caption={t('lifecycle.search.title')}
        rows={snapshot.context.items as LifecycleEntity[]}
        rowKey={(row) => `${row.kind}:${row.number}`}
        rowHref={(row) => hrefOf(`/lifecycles/${row.kind}/${encodeURIComponent(row.number)}`)}
        status={snapshot.matches('failed') ? 'failed' : snapshot.matches('list') ? 'ready' : 'loading'}
        error={say(snapshot.context.error)}
        onRetry={() => send({ type: 'RETRY' })}
        emptyText={t('lifecycle.search.empty')}
        loadingText={t('shell.state.loading')}
        retryLabel={t('shell.state.retry')}
        columns={[
          { key: 'number', header: t('lifecycle.search.col.number'), cell: (row) => <code>{row.number}</code> },
          { key: 'kind', header: t('lifecycle.search.col.kind'), cell: (row) => kindLabel(row.kind) },
          { key: 'state', header: t('lifecycle.search.col.state'), cell: (row) => row.state_label },
          { key: 'member', header: t('lifecycle.search.col.member'), align: 'end', cell: (row) => `#${row.member_id}` },
          { key: 'created', header: t('lifecycle.search.col.created'), cell: (row) => formatTime(row.created_at) },
        ]}
      />
    </div>
  );
}
