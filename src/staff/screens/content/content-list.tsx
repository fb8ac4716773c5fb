import '../work/work.css';
import './content.css';
import type { WorkLoaded } from '../../../../machines/staff/work-detail.machine';
import { staffContentList, type ContentRow, type ContentType } from '../../../contract/staff-content';
import { useMayCall } from '../../app/session';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { StatePanel } from '../../components/state-panel';
import { StatusBadge } from '../../components/status-badge';
import { staffCall } from '../../lib/api';
import { hrefOf } from '../../lib/hash';
import { t, type StaffKey } from '../../lib/i18n';
import { say } from '../work/labels';
import { useWorkDetail } from '../work/use-work';
import { refText, stateTone, stateWord } from './content-labels';
import { isSingleton } from './section-form';

/** A list of one type of content: every live row (edited or not) and every new document, newest first. */
export function ContentList({ type }: { type: ContentType }) {
  const mayCreate = useMayCall('/api/staff/content/create');
  const [snapshot, send] = useWorkDetail({ type }, { load: async ({ type: which = type }): Promise<WorkLoaded> => ({ data: (await staffCall(staffContentList, { type: which as ContentType })).items, offers: [] }) });
  const rows = (snapshot.context.data as ContentRow[] | null) ?? [];
  const col = (key: string) => t(`content.col.${key}` as StaffKey);
  // the notice banner and the footer are one document each: nothing to add
  const actions = (
    <>
      <a className="st-button" href={hrefOf('/content')}>
        {t('content.sections.back')}
      </a>
      {type !== 'notice' && !isSingleton(type) && mayCreate ? (
        <a className="st-button st-button-primary" href={hrefOf(`/content/${type}/new`)}>
          {type === 'news' ? t('content.new') : type === 'rotation' ? t('content.newRotation') : t('content.sections.newEntry')}
        </a>
      ) : null}
    </>
  );
  return (
    <div className="st-page st-work st-content">
      <PageHeader title={t(`content.title.${type}`)} subtitle={t(`content.subtitle.${type}`)} actions={actions} />
      {snapshot.matches('unavailable') ? (
        <StatePanel kind="failed" message={say(snapshot.context.notice?.message)} retryLabel={t('shell.state.retry')} onRetry={() => send({ type: 'RETRY' })} />
      ) : (
        <DataTable<ContentRow>
          caption={t(`content.title.${type}`)}
          rows={rows}
          rowKey={refText}
          rowHref={(row) => hrefOf(`/content/${type}/${refText(row)}`)}
          status={snapshot.matches('loading') && !snapshot.context.data ? 'loading' : 'ready'}
          emptyText={t('content.empty')}
          loadingText={t('shell.state.loading')}
          columns={[
            { key: 'title', header: col('title'), cell: (row) => <a href={hrefOf(`/content/${type}/${refText(row)}`)}>{row.title}</a> },
            { key: 'state', header: col('state'), cell: (row) => <StatusBadge tone={stateTone(row.state)}>{stateWord(row.state)}</StatusBadge> },
            { key: 'version', header: col('version'), align: 'end', cell: (row) => String(row.version) },
            { key: 'live', header: col('live'), align: 'end', cell: (row) => (row.state === 'published' && row.published_version ? String(row.published_version) : '—') },
            {
              key: 'schedule',
              header: col('schedule'),
              cell: (row) =>
                [row.publish_at && t('content.schedule.publish', { at: row.publish_at }), row.unpublish_at && t('content.schedule.unpublish', { at: row.unpublish_at })].filter(Boolean).join(' · '),
            },
            { key: 'updated', header: col('updated'), cell: (row) => row.updated_at },
          ]}
        />
      )}
    </div>
  );
}
