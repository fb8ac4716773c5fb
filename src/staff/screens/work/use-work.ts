import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { workDetailMachine, type RunActionInput, type WorkLoaded, type WorkQuery } from '../../../../machines/staff/work-detail.machine';
import { workListMachine, type WorkFilters, type WorkListLoad, type WorkPage } from '../../../../machines/staff/work-list.machine';
import { useToast } from '../../components/toast';
import { navigate, useStaffSearch } from '../../lib/hash';
import { say } from './labels';

/** The query inside the address (`#/orders?status=10&page=2`): its filters and page. */
export function queryOfSearch(search: string): { filters: WorkFilters; page: number } {
  const params = new URLSearchParams(search);
  const filters: WorkFilters = {};
  let page = 1;
  for (const [key, value] of params) {
    if (key === 'page') page = Math.max(1, Number.parseInt(value, 10) || 1);
    else if (value.trim()) filters[key] = value;
  }
  return { filters, page };
}

/** Opens `path` with these filters (and page) in the address; the list follows the address. */
export function goToQuery(path: string, filters: WorkFilters, page = 1) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  navigate(`${path}${search ? `?${search}` : ''}`);
}

/**
 * A work list driven by the address: the machine is told the address's query when the screen
 * opens and whenever the address changes (a filter submitted, a page turned, a home card).
 */
export function useWorkList(
  load: (query: WorkListLoad) => Promise<WorkPage>,
  /** `keys`: the address's filters this list reads (all when omitted); `fixed`: filters the screen adds (a calendar's kind and day) */
  options: { required?: string[]; pageSize?: number; keys?: string[]; fixed?: WorkFilters } = {},
) {
  const loader = useRef(load);
  loader.current = load;
  const logic = useMemo(() => workListMachine.provide({ actors: { loadPage: fromPromise<WorkPage, WorkListLoad>(({ input }) => loader.current(input)) } }), []);
  const [snapshot, send] = useMachine(logic, { input: { required: options.required, pageSize: options.pageSize } });
  const search = useStaffSearch();
  const fixed = JSON.stringify(options.fixed ?? {});
  const keys = options.keys ? options.keys.join(',') : null;
  useEffect(() => {
    const { filters, page } = queryOfSearch(search);
    const read = keys === null ? filters : Object.fromEntries(Object.entries(filters).filter(([key]) => keys.split(',').includes(key)));
    send({ type: 'SEARCH', filters: { ...read, ...(JSON.parse(fixed) as WorkFilters) }, page });
  }, [search, fixed, keys, send]);
  return [snapshot, send] as const;
}

/**
 * A piece of work and its actions: the machine reads it with `query` (again when the query
 * changes), opens an offered action's form, sends it, and the toast shows the server's words.
 */
export function useWorkDetail(
  query: WorkQuery,
  effects: { load: (query: WorkQuery) => Promise<WorkLoaded>; run?: (input: RunActionInput) => Promise<string> },
  required: Record<string, string[]> = {},
) {
  const current = useRef(effects);
  current.current = effects;
  const logic = useMemo(
    () =>
      workDetailMachine.provide({
        actors: {
          loadWork: fromPromise<WorkLoaded, WorkQuery>(({ input }) => current.current.load(input)),
          runAction: fromPromise<string, RunActionInput>(({ input }) => {
            const run = current.current.run;
            if (!run) throw new Error('work.actionFailed');
            return run(input);
          }),
        },
      }),
    [],
  );
  const [snapshot, send, actor] = useMachine(logic, { input: { query, required } });
  const key = JSON.stringify(query);
  useEffect(() => {
    send({ type: 'SET_QUERY', query: JSON.parse(key) as WorkQuery });
  }, [key, send]);
  const toast = useToast();
  const notice = snapshot.context.notice;
  const viewing = snapshot.matches('viewing');
  useEffect(() => {
    if (!viewing || !notice) return;
    toast.show(say(notice.message), notice.tone);
    send({ type: 'DISMISS' });
  }, [viewing, notice, toast, send]);
  return [snapshot, send, actor] as const;
}
