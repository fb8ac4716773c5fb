import './lifecycle.css';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { lifecycleExportMachine, type LifecycleExportFile, type LifecycleExportPart, type LifecycleExportRequest } from '../../../../machines/staff/lifecycle-export.machine';
import type { WorkListLoad, WorkPage } from '../../../../machines/staff/work-list.machine';
import { staffLifecycleExport, staffLifecycleReport, type LifecycleReport, type StaffTransition, type TransitionCount } from '../../../contract/staff-lifecycle';
import { DataTable } from '../../components/data-table';
import { FilterBar, FilterField } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { StatePanel } from '../../components/state-panel';
import { useToast } from '../../components/toast';
import { staffCall } from '../../lib/api';
import { hrefOf, useStaffSearch } from '../../lib/hash';
import { formatTime, say as sayKey, t } from '../../lib/i18n';
import { say } from '../work/labels';
import { goToQuery, queryOfSearch, useWorkList } from '../work/use-work';
import { download, duration, kindLabel, roleLabel } from './shared';

async function loadReport({ filters }: WorkListLoad): Promise<WorkPage> {
  const report = await staffCall(staffLifecycleReport, { from: filters.from ?? '', to: filters.to ?? '' });
  return { total: 1, items: [report] };
}

/** `#/lifecycle-report?from=…&to=…`: per lifecycle and transition how often and the mean time before it; staff's transitions with reasons; each as CSV. */
export default function LifecycleReportScreen() {
  const toast = useToast();
  const [snapshot, send] = useWorkList(loadReport, { required: ['from', 'to'], keys: ['from', 'to'] });
  const address = useStaffSearch();
  const [draft, setDraft] = useState(() => {
    const { filters } = queryOfSearch(address);
    return { from: filters.from ?? '', to: filters.to ?? '' };
  });
  const exporter = useMemo(
    () =>
      lifecycleExportMachine.provide({
        actors: { exportReport: fromPromise<LifecycleExportFile, LifecycleExportRequest>(({ input }) => staffCall(staffLifecycleExport, input)) },
        actions: {
          download: (_, { file }) => download(file.filename, file.csv, 'text/csv;charset=utf-8'),
          notifyFailure: (_, { error }) => toast.show(sayKey(error instanceof Error ? error.message : 'shell.error.failed'), 'error'),
        },
      }),
    [toast],
  );
  const [exportState, sendExport] = useMachine(exporter);
  const report = snapshot.matches('list') ? ((snapshot.context.items[0] as LifecycleReport | undefined) ?? null) : null;
  const status = snapshot.matches('failed') ? 'failed' : snapshot.matches('list') ? 'ready' : 'loading';
  const range = { from: snapshot.context.filters.from ?? '', to: snapshot.context.filters.to ?? '' };
  const exportButton = (part: LifecycleExportPart) => {
    const busy = exportState.matches('exporting') && exportState.context.request?.part === part;
    return (
      <button
        type="button"
        className="st-button"
        data-export={part}
        disabled={!report || exportState.matches('exporting')}
        aria-busy={busy || undefined}
        onClick={() => sendExport({ type: 'EXPORT', part, ...range })}
      >
        {busy ? t('lifecycle.report.exporting') : t(part === 'staff' ? 'lifecycle.report.exportStaff' : 'lifecycle.report.exportTransitions')}
      </button>
    );
  };
  const col = (key: 'machine' | 'from' | 'event' | 'to' | 'count' | 'mean' | 'time' | 'staff' | 'entity' | 'reason') => t(`lifecycle.report.col.${key}`);
  return (
    <div className="st-page st-work lc-page">
      <PageHeader
        title={t('lifecycle.report.title')}
        subtitle={t('lifecycle.report.subtitle')}
        actions={
          <a className="st-button" href={hrefOf('/lifecycles')}>
            {t('lifecycle.entity.back')}
          </a>
        }
      />
      <FilterBar
        key={address}
        label={t('lifecycle.report.title')}
        submitLabel={t('lifecycle.report.show')}
        busy={snapshot.matches('loading')}
        onSubmit={() => goToQuery('/lifecycle-report', draft)}
      >
        <FilterField label={t('lifecycle.report.from')} htmlFor="lc-report-from">
          <input id="lc-report-from" type="date" required value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </FilterField>
        <FilterField label={t('lifecycle.report.to')} htmlFor="lc-report-to">
          <input id="lc-report-to" type="date" required value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </FilterField>
      </FilterBar>
      {snapshot.matches('idle') ? (
        <StatePanel kind="empty" message={t('lifecycle.report.prompt')} />
      ) : (
        <>
          <section className="lc-report-block" aria-labelledby="lc-transitions-title">
            <div className="lc-block-head">
              <h2 id="lc-transitions-title">{t('lifecycle.report.transitions')}</h2>
              {exportButton('transitions')}
            </div>
            <DataTable<TransitionCount>
              caption={t('lifecycle.report.transitions')}
              rows={report?.transitions ?? []}
              rowKey={(row) => `${row.kind}|${row.from_state}|${row.event}|${row.to_state}`}
              status={status}
              error={say(snapshot.context.error)}
              onRetry={() => send({ type: 'RETRY' })}
              emptyText={t('lifecycle.report.emptyTransitions')}
              loadingText={t('shell.state.loading')}
              retryLabel={t('shell.state.retry')}
              columns={[
                { key: 'machine', header: col('machine'), cell: (row) => row.machine },
                { key: 'from', header: col('from'), cell: (row) => row.from_label || '—' },
                { key: 'event', header: col('event'), cell: (row) => <span title={row.event}>{row.event_label}</span> },
                { key: 'to', header: col('to'), cell: (row) => row.to_label },
                { key: 'count', header: col('count'), align: 'end', cell: (row) => row.count.toLocaleString() },
                { key: 'mean', header: col('mean'), align: 'end', cell: (row) => duration(row.mean_s) },
              ]}
            />
          </section>
          <section className="lc-report-block" aria-labelledby="lc-staff-title">
            <div className="lc-block-head">
              <h2 id="lc-staff-title">{t('lifecycle.report.staff')}</h2>
              {exportButton('staff')}
            </div>
            {report?.staff_truncated ? <p className="st-muted">{t('lifecycle.report.truncated')}</p> : null}
            <DataTable<StaffTransition>
              caption={t('lifecycle.report.staff')}
              rows={report?.staff ?? []}
              rowKey={(row) => `${row.time}|${row.kind}|${row.number}|${row.event}`}
              status={status}
              error={say(snapshot.context.error)}
              onRetry={() => send({ type: 'RETRY' })}
              emptyText={t('lifecycle.report.emptyStaff')}
              loadingText={t('shell.state.loading')}
              retryLabel={t('shell.state.retry')}
              columns={[
                { key: 'time', header: col('time'), cell: (row) => formatTime(row.time) },
                {
                  key: 'staff',
                  header: col('staff'),
                  cell: (row) => (
                    <>
                      {row.staff} {row.role ? <span className="st-muted">· {roleLabel(row.role)}</span> : null}
                    </>
                  ),
                },
                {
                  key: 'entity',
                  header: col('entity'),
                  cell: (row) => (
                    <a href={hrefOf(`/lifecycles/${row.kind}/${encodeURIComponent(row.number)}`)}>
                      {kindLabel(row.kind)} <code>{row.number}</code>
                    </a>
                  ),
                },
                { key: 'event', header: col('event'), cell: (row) => <span title={row.event}>{row.event_label}</span> },
                { key: 'move', header: `${col('from')} → ${col('to')}`, wrap: true, cell: (row) => `${row.from_label} → ${row.to_label}` },
                { key: 'reason', header: col('reason'), wrap: true, cell: (row) => row.reason || '—' },
              ]}
            />
          </section>
        </>
      )}
    </div>
  );
}
