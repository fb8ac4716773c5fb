import '../work/work.css';
import './content.css';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import type { WorkLoaded } from '../../../../machines/staff/work-detail.machine';
import { staffContentList, type ContentRow, type ContentType } from '../../../contract/staff-content';
import { PageHeader } from '../../components/page-header';
import { StatePanel } from '../../components/state-panel';
import { staffCall } from '../../lib/api';
import { hrefOf, navigate } from '../../lib/hash';
import { t } from '../../lib/i18n';
import { say } from '../work/labels';
import { useWorkDetail } from '../work/use-work';
import { isContentType, refText } from './content-labels';
import { ContentList } from './content-list';
import { isSingleton } from './section-form';

/** `#/content/:type`: the list of any content type; the footer's one document opens directly. */
export default function SectionListScreen() {
  const params = useParams<{ type: string }>();
  const type = params.type ?? '';
  if (!isContentType(type)) {
    return (
      <div className="st-page st-work st-content">
        <PageHeader title={t('content.sections.title')} />
        <StatePanel kind="failed" message={t('shell.state.notFound')} />
      </div>
    );
  }
  return isSingleton(type) ? <SingleDocument key={type} type={type} /> : <ContentList key={type} type={type} />;
}

/** A type of one row: its list has one entry, so the address becomes that entry's editor. */
function SingleDocument({ type }: { type: ContentType }) {
  const [snapshot, send] = useWorkDetail({ type }, { load: async (): Promise<WorkLoaded> => ({ data: (await staffCall(staffContentList, { type })).items, offers: [] }) });
  const first = (snapshot.context.data as ContentRow[] | null)?.[0];
  useEffect(() => {
    if (first) navigate(`/content/${type}/${refText(first)}`, { replace: true });
  }, [first, type]);
  const loaded = snapshot.context.data !== null;
  return (
    <div className="st-page st-work st-content">
      <PageHeader
        title={t(`content.title.${type}`)}
        subtitle={t(`content.subtitle.${type}`)}
        actions={
          <a className="st-button" href={hrefOf('/content')}>
            {t('content.sections.back')}
          </a>
        }
      />
      {snapshot.matches('unavailable') ? (
        <StatePanel kind="failed" message={say(snapshot.context.notice?.message)} retryLabel={t('shell.state.retry')} onRetry={() => send({ type: 'RETRY' })} />
      ) : loaded && !first ? (
        <StatePanel kind="empty" message={t('content.empty')} />
      ) : (
        <StatePanel kind="loading" message={t('content.sections.opening')} />
      )}
    </div>
  );
}
