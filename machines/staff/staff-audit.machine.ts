import { assign, fromPromise, setup } from 'xstate';
import type { AuditRow } from '../../src/contract/staff-auth';

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_FILTERS = ['from', 'to', 'staff', 'action', 'object'] as const;
export type AuditFilterField = (typeof AUDIT_FILTERS)[number];
export type AuditFilters = Record<AuditFilterField, string>;

export interface AuditPage {
  total: number;
  items: AuditRow[];
}
export interface AuditQuery {
  filters: AuditFilters;
  page: number;
}
export interface ChainCheck {
  rows: number;
  ok: boolean;
  broken: { id: number; problem: string } | null;
}
export interface AuditExport {
  filename: string;
  csv: string;
}

export interface StaffAuditContext {
  /** what the filter fields show */
  draft: AuditFilters;
  /** what the table was read with */
  filters: AuditFilters;
  page: number;
  total: number;
  rows: AuditRow[];
  failure: string | null;
  check: ChainCheck | null;
}

export type StaffAuditEvent =
  | { type: 'CHANGE'; field: AuditFilterField; value: string }
  | { type: 'SEARCH' }
  | { type: 'CLEAR' }
  | { type: 'PAGE'; page: number }
  | { type: 'RETRY' }
  | { type: 'EXPORT' }
  | { type: 'VERIFY' };

const NO_FILTERS: AuditFilters = { from: '', to: '', staff: '', action: '', object: '' };
const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'shell.error.failed');
export const pagesOf = (total: number) => Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));

/**
 * The audit trail: filters (from, to, staff, action, object) applied on Search or Enter, pages
 * of 50 newest first; beside the table, the export of the filtered rows as CSV (downloaded by
 * the console) and the check of the hash chain (OK, or the first broken row) — each runs while
 * the table stays usable, and each failure is told without losing the table.
 */
export const staffAuditMachine = setup({
  types: {
    context: {} as StaffAuditContext,
    events: {} as StaffAuditEvent,
  },
  actors: {
    loadAudit: fromPromise<AuditPage, AuditQuery>(async () => {
      throw new Error('loadAudit must be provided');
    }),
    exportAudit: fromPromise<AuditExport, AuditFilters>(async () => {
      throw new Error('exportAudit must be provided');
    }),
    verifyChain: fromPromise<ChainCheck>(async () => {
      throw new Error('verifyChain must be provided');
    }),
  },
  guards: {
    isOtherPage: ({ context, event }) => event.type === 'PAGE' && event.page !== context.page && event.page >= 1 && event.page <= pagesOf(context.total),
  },
  actions: {
    setDraft: assign(({ context, event }) => (event.type === 'CHANGE' ? { draft: { ...context.draft, [event.field]: event.value } } : {})),
    applyDraft: assign(({ context }) => ({ filters: context.draft, page: 1 })),
    clearFilters: assign({ draft: NO_FILTERS, filters: NO_FILTERS, page: 1 }),
    setPageNo: assign(({ event }) => (event.type === 'PAGE' ? { page: event.page } : {})),
    setRows: assign((_, params: { page: AuditPage }) => ({ rows: params.page.items, total: params.page.total, failure: null })),
    setFailure: assign({ failure: (_, params: { error: unknown }) => errorText(params.error) }),
    setCheck: assign({ check: (_, params: { check: ChainCheck }) => params.check }),
    // supplied by the console: the file download and the toast
    download: (_, _params: { file: AuditExport }) => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'staffAudit',
  context: { draft: NO_FILTERS, filters: NO_FILTERS, page: 1, total: 0, rows: [], failure: null, check: null },
  type: 'parallel',
  on: {
    CHANGE: { actions: 'setDraft' },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadAudit',
            id: 'loadAudit',
            input: ({ context }) => ({ filters: context.filters, page: context.page }),
            onDone: { target: 'ready', actions: { type: 'setRows', params: ({ event }) => ({ page: event.output }) } },
            onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {
          on: {
            SEARCH: { target: 'loading', actions: 'applyDraft' },
            CLEAR: { target: 'loading', actions: 'clearFilters' },
            PAGE: { guard: 'isOtherPage', target: 'loading', actions: 'setPageNo' },
          },
        },
        failed: {
          on: {
            RETRY: 'loading',
            SEARCH: { target: 'loading', actions: 'applyDraft' },
            CLEAR: { target: 'loading', actions: 'clearFilters' },
          },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: { on: { EXPORT: 'exporting' } },
        exporting: {
          invoke: {
            src: 'exportAudit',
            id: 'exportAudit',
            input: ({ context }) => context.filters,
            onDone: { target: 'idle', actions: { type: 'download', params: ({ event }) => ({ file: event.output }) } },
            onError: { target: 'idle', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    verify: {
      initial: 'idle',
      states: {
        idle: { on: { VERIFY: 'verifying' } },
        verifying: {
          invoke: {
            src: 'verifyChain',
            id: 'verifyChain',
            onDone: { target: 'idle', actions: { type: 'setCheck', params: ({ event }) => ({ check: event.output }) } },
            onError: { target: 'idle', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
