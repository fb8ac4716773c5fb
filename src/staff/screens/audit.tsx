import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  AUDIT_FILTERS,
  AUDIT_PAGE_SIZE,
  pagesOf,
  staffAuditMachine,
  type AuditExport,
  type AuditFilterField,
  type AuditFilters,
  type AuditPage,
  type AuditQuery,
  type ChainCheck,
} from '../../../machines/staff/staff-audit.machine';
import { isStaffRole } from '../../contract/staff-access';
import { staffAuditExport, staffAuditList, staffAuditVerify, type AuditRow } from '../../contract/staff-auth';
import { DataTable, type Column } from '../components/data-table';
import { FilterBar, FilterField } from '../components/filter-bar';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { StatusBadge } from '../components/status-badge';
import { useToast } from '../components/toast';
import { staffCall } from '../lib/api';
import { formatTime, say, t, tn } from '../lib/i18n';
import { auditActionWords } from './audit-words';

/** Saves the CSV the server made (UTF-8 with BOM) under its name. */
function download(file: AuditExport) {
  const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const FIELD_TYPES: Record<AuditFilterField, string> = { from: 'date', to: 'date', staff: 'text', action: 'text', object: 'text' };

/** The audit trail (owner, auditor): filters, newest first, pages, CSV export, chain check. */
export default function AuditScreen() {
  const toast = useToast();
  const logic = useMemo(
    () =>
      staffAuditMachine.provide({
        actors: {
          loadAudit: fromPromise<AuditPage, AuditQuery>(({ input }) => staffCall(staffAuditList, { ...input.filters, pageno: input.page, pagesize: AUDIT_PAGE_SIZE })),
          exportAudit: fromPromise<AuditExport, AuditFilters>(({ input }) => staffCall(staffAuditExport, input)),
          verifyChain: fromPromise<ChainCheck>(() => staffCall(staffAuditVerify, {})),
        },
        actions: {
          download: (_, { file }) => download(file),
          notifyFailure: (_, { error }) => toast.show(say(error instanceof Error ? error.message : 'shell.error.failed'), 'error'),
        },
      }),
    [toast],
  );
  const [state, send] = useMachine(logic);
  const { context } = state;
  const exporting = state.matches({ export: 'exporting' });
  const verifying = state.matches({ verify: 'verifying' });
  const listStatus = state.matches({ list: 'failed' }) ? 'failed' : state.matches({ list: 'loading' }) ? 'loading' : 'ready';

  const columns: Column<AuditRow>[] = [
    { key: 'at', header: t('audit.col.at'), cell: (r) => <time dateTime={r.at}>{formatTime(r.at)}</time> },
    {
      key: 'staff',
      header: t('audit.col.staff'),
      cell: (r) => (
        <>
          {r.staff} <span className="st-muted">· {isStaffRole(r.role) ? t(`shell.role.${r.role}`) : r.role}</span>
        </>
      ),
    },
    {
      key: 'action',
      header: t('audit.col.action'),
      cell: (r) => (
        <span title={r.action}>
          <StatusBadge tone={r.action.endsWith('failed') ? 'danger' : 'neutral'}>{auditActionWords(r.action)}</StatusBadge>
        </span>
      ),
    },
    { key: 'object', header: t('audit.col.object'), cell: (r) => <code>{r.object}</code> },
    {
      key: 'change',
      header: t('audit.col.change'),
      wrap: true,
      cell: (r) =>
        r.before || r.after ? (
          <span className="st-change">
            <span>{r.before || '—'}</span> → <span>{r.after || '—'}</span>
          </span>
        ) : (
          '—'
        ),
    },
    { key: 'reason', header: t('audit.col.reason'), wrap: true, cell: (r) => r.reason || '—' },
    { key: 'ip', header: t('audit.col.ip'), cell: (r) => <span className="st-muted">{r.ip}</span> },
  ];
  const check = context.check;
  const pages = pagesOf(context.total);

  return (
    <div className="st-page">
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        actions={
          <>
            <button type="button" className="st-button" onClick={() => send({ type: 'VERIFY' })} disabled={verifying} aria-busy={verifying || undefined}>
              {t(verifying ? 'audit.verifying' : 'audit.verify')}
            </button>
            <button type="button" className="st-button" onClick={() => send({ type: 'EXPORT' })} disabled={exporting} aria-busy={exporting || undefined}>
              {t(exporting ? 'audit.exporting' : 'audit.export')}
            </button>
          </>
        }
      />
      {check ? (
        <p className={`st-banner ${check.ok ? 'st-banner-ok' : 'st-banner-bad'}`} role="status">
          {check.ok || !check.broken ? t('audit.verifyOk', { rows: check.rows }) : t('audit.verifyBroken', { id: check.broken.id, problem: check.broken.problem })}
        </p>
      ) : null}
      <FilterBar label={t('audit.title')} onSubmit={() => send({ type: 'SEARCH' })} onClear={() => send({ type: 'CLEAR' })} submitLabel={t('shell.action.search')} clearLabel={t('shell.action.clear')}>
        {AUDIT_FILTERS.map((field) => (
          <FilterField key={field} label={t(`audit.filter.${field}`)} htmlFor={`audit-${field}`}>
            <input
              id={`audit-${field}`}
              type={FIELD_TYPES[field]}
              placeholder={field === 'object' ? t('audit.filter.objectHint') : undefined}
              value={context.draft[field]}
              onChange={(e) => send({ type: 'CHANGE', field, value: e.target.value })}
            />
          </FilterField>
        ))}
      </FilterBar>
      <DataTable
        caption={t('audit.title')}
        columns={columns}
        rows={context.rows}
        rowKey={(r) => r.id}
        status={listStatus}
        error={context.failure ? say(context.failure) : null}
        onRetry={() => send({ type: 'RETRY' })}
        emptyText={t('audit.empty')}
        loadingText={t('shell.state.loading')}
        retryLabel={t('shell.state.retry')}
        footer={
          <>
            <span className="st-muted">{tn('audit.rows', context.total)}</span>
            <Pager
              page={context.page}
              pages={pages}
              onPage={(page) => send({ type: 'PAGE', page })}
              label={t('shell.page.of', { page: context.page, pages })}
              previousLabel={t('shell.action.previous')}
              nextLabel={t('shell.action.next')}
              disabled={listStatus === 'loading'}
            />
          </>
        }
      />
    </div>
  );
}
