import type { SnapshotFrom } from 'xstate';
import type { workListMachine } from '../../../../machines/staff/work-list.machine';
import { Pager } from '../../components/pager';
import { t } from '../../lib/i18n';
import { goToQuery } from './use-work';

/** The pages of a work list: turning one changes the address (so the page can be linked and reloaded); `query`: the address's other filters to keep. */
export function workPager({ path, snapshot, query }: { path: string; snapshot: SnapshotFrom<typeof workListMachine>; query?: Record<string, string> }) {
  const { total, pageSize, page } = snapshot.context;
  const filters = query ?? snapshot.context.filters;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <Pager
      page={page}
      pages={pages}
      label={t('work.pager.of', { page, pages })}
      previousLabel={t('work.pager.previous')}
      nextLabel={t('work.pager.next')}
      disabled={!snapshot.matches('list')}
      onPage={(next) => goToQuery(path, filters, next)}
    />
  );
}
