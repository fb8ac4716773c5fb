import '../work/work.css';
import './content.css';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'wouter';
import type { RunActionInput, WorkLoaded, WorkQuery } from '../../../../machines/staff/work-detail.machine';
import {
  staffContentCreate,
  staffContentGet,
  staffContentPublish,
  staffContentRestore,
  staffContentSave,
  staffContentSchedule,
  staffContentUnpublish,
  type ContentDetail,
  type ContentType,
} from '../../../contract/staff-content';
import { useMayCall } from '../../app/session';
import { PageHeader } from '../../components/page-header';
import { ReasonDialog } from '../../components/reason-dialog';
import { StatePanel } from '../../components/state-panel';
import { StatusBadge } from '../../components/status-badge';
import { staffCall, staffSend } from '../../lib/api';
import { hrefOf, navigate } from '../../lib/hash';
import { t, type StaffKey } from '../../lib/i18n';
import { say } from '../work/labels';
import { useWorkDetail } from '../work/use-work';
import { fieldsOf, NewsFields, NoticeFields, RotationFields, type Fields } from './fields';
import { isContentType, refOf, stateTone, stateWord } from './content-labels';
import { isSectionType } from '../../../contract/content-sections';
import { PictureField } from './picture-field';
import { SectionFields, type RefOptions } from './section-fields';
import { isSingleton, loadRefOptions, useSectionDraft } from './section-form';
import { VersionsTable } from './versions-table';

const RichEditor = lazy(() => import('./rich-editor'));
const CONFIRMED = ['PUBLISH', 'UNPUBLISH', 'SCHEDULE', 'RESTORE_VERSION'] as const;

/** A document as the editor reads it, with the choices of a section's ref fields. */
type Loaded = ContentDetail & { refOptions?: RefOptions };

async function load({ type = 'news', ref = 'new', create = '', catalogue = '' }: WorkQuery): Promise<WorkLoaded> {
  const refOptions = loadRefOptions(type as ContentType, catalogue === '1');
  if (ref === 'new') {
    const body = { content: { cn: '', tw: '', en: '' }, ...(isSectionType(type) ? { fields: {} } : {}) };
    const blank: ContentDetail = { id: null, live_id: null, type, title: '', state: 'draft', version: 0, published_version: null, publish_at: '', unpublish_at: '', updated_at: '', body, versions: [], actions: create ? ['SAVE_DRAFT'] : [] };
    return { data: { ...blank, refOptions: await refOptions } satisfies Loaded, offers: blank.actions.map((action) => ({ action, target: ref })) };
  }
  const detail = await staffCall(staffContentGet, { type: type as ContentType, ...refOf(ref) });
  return { data: { ...detail, refOptions: await refOptions } satisfies Loaded, offers: detail.actions.map((action) => ({ action, target: ref })) };
}

async function run({ action, form, query }: RunActionInput): Promise<string> {
  const type = query.type as ContentType;
  const ref = { type, ...refOf(query.ref ?? '') };
  switch (action) {
    case 'SAVE_DRAFT': {
      if (query.ref === 'new') {
        const made = await staffSend(staffContentCreate, { type, ...form });
        // once the machine has left `submitting` (it takes the new address's SET_QUERY only then)
        setTimeout(() => navigate(`/content/${type}/${made.data.id}`, { replace: true }), 0);
        return made.msg;
      }
      return (await staffSend(staffContentSave, { ...ref, ...form })).msg;
    }
    case 'PUBLISH':
      return (await staffSend(staffContentPublish, ref)).msg;
    case 'UNPUBLISH':
      return (await staffSend(staffContentUnpublish, ref)).msg;
    case 'SCHEDULE':
      return (await staffSend(staffContentSchedule, { ...ref, publish_at: form.publish_at ?? '', unpublish_at: form.unpublish_at ?? '' })).msg;
    case 'RESTORE_VERSION':
      return (await staffSend(staffContentRestore, { ...ref, version: Number(form.version) })).msg;
    default:
      throw new Error('work.actionFailed');
  }
}

/** `#/content/:type/:ref`: a document's texts in cn, tw and en side by side, its picture, its versions and what may be done to it now. */
export default function ContentEditorScreen() {
  const params = useParams<{ type: string; ref: string }>();
  const type: ContentType = isContentType(params.type ?? '') ? (params.type as ContentType) : 'news';
  const ref = params.ref ?? 'new';
  const mayCreate = useMayCall('/api/staff/content/create');
  const mayReadCatalogue = useMayCall('/api/staff/catalogue/list');
  const [snapshot, send, actor] = useWorkDetail({ type, ref, create: mayCreate ? '1' : '', catalogue: mayReadCatalogue ? '1' : '' }, { load, run });
  const detail = snapshot.context.data as Loaded | null;
  // the texts being written: set from each version read (after a save or a restore too)
  const [draft, setDraft] = useState<{ key: string; fields: Fields } | null>(null);
  const key = detail ? `${detail.id ?? detail.live_id ?? 'new'}:${detail.version}` : '';
  const fields = draft && draft.key === key ? draft.fields : detail ? fieldsOf(detail.body) : {};
  const set = (name: string, value: string) => setDraft({ key, fields: { ...fields, [name]: value } });
  // a section type's form (src/contract/content-sections.ts), sent as `fields`
  const section = useSectionDraft(type, detail?.body, key);

  // the one footer document has no list: back to all content
  const back = (
    <a className="st-button" href={hrefOf(isSingleton(type) ? '/content' : `/content/${type}`)}>
      {t(isSingleton(type) ? 'content.sections.back' : 'content.back')}
    </a>
  );
  const newTitle = type === 'rotation' ? t('content.newRotation') : type === 'news' ? t('content.newTitle') : t('content.sections.newEntryOf', { what: t(`content.title.${type}`) });
  // the one row of site texts is named by its type, not by its first text
  const title = ref === 'new' ? newTitle : (!isSingleton(type) && detail?.title) || t(`content.title.${type}`);
  if (!detail) {
    return (
      <div className="st-page st-work st-content">
        <PageHeader title={title} actions={back} />
        {snapshot.matches('unavailable') ? (
          <StatePanel kind="failed" message={say(snapshot.context.notice?.message)} retryLabel={t('shell.state.retry')} onRetry={() => send({ type: 'RETRY' })} />
        ) : (
          <StatePanel kind="loading" message={t('shell.state.loading')} />
        )}
      </div>
    );
  }
  const pending = snapshot.matches('acting') ? snapshot.context.pending?.action : undefined;
  // a refused save stays open with the server's words: saving again sends the texts as they are now
  const saveRefused = pending === 'SAVE_DRAFT' && snapshot.matches({ acting: 'editing' });
  const busy = !snapshot.matches('viewing') && !saveRefused;
  const can = (action: string) => snapshot.context.offers.some((o) => o.action === action);
  const editable = can('SAVE_DRAFT');
  const act = (action: string, form: Record<string, string> = {}) => send({ type: 'ACT', action, target: ref, form });
  const save = () => {
    const input = section.input ?? fields;
    if (saveRefused) for (const [field, value] of Object.entries(input)) send({ type: 'EDIT', field, value });
    else act('SAVE_DRAFT', input);
    send({ type: 'SUBMIT' });
  };
  const confirmOpen = pending !== undefined && (CONFIRMED as readonly string[]).includes(pending);

  const buttons = (
    <>
      {back}
      {ref !== 'new' && (
        <a className="st-button" href={hrefOf(`/content/${type}/${ref}/preview`)}>
          {t('content.preview')}
        </a>
      )}
      {can('SCHEDULE') && (
        <button type="button" className="st-button" disabled={busy} onClick={() => act('SCHEDULE', { publish_at: detail.publish_at.replace(' ', 'T'), unpublish_at: detail.unpublish_at.replace(' ', 'T') })}>
          {t('content.action.SCHEDULE')}
        </button>
      )}
      {can('UNPUBLISH') && (
        <button type="button" className="st-button st-button-danger" disabled={busy} onClick={() => act('UNPUBLISH')}>
          {t('content.action.UNPUBLISH')}
        </button>
      )}
      {editable && (
        <button type="button" className="st-button" disabled={busy || snapshot.matches({ acting: 'submitting' })} onClick={save}>
          {t('content.action.SAVE_DRAFT')}
        </button>
      )}
      {can('PUBLISH') && (
        <button type="button" className="st-button st-button-primary" disabled={busy} onClick={() => act('PUBLISH')}>
          {t('content.action.PUBLISH')}
        </button>
      )}
    </>
  );
  const subtitle = (
    <>
      <StatusBadge tone={stateTone(detail.state)}>{stateWord(detail.state)}</StatusBadge>{' '}
      {detail.published_version ? t('content.liveNote', { version: detail.published_version }) : null}
      {detail.published_version && detail.version > detail.published_version ? ` · ${t('content.unpublishedChanges')}` : null}
      {detail.publish_at ? ` · ${t('content.schedule.publish', { at: detail.publish_at })}` : null}
      {detail.unpublish_at ? ` · ${t('content.schedule.unpublish', { at: detail.unpublish_at })}` : null}
    </>
  );
  const error = snapshot.context.error;
  return (
    <div className="st-page st-work st-content">
      <PageHeader title={title} subtitle={subtitle} actions={buttons} />
      {!editable && <p className="st-notice">{t('content.readOnly')}</p>}
      {error && saveRefused && (
        <p className="st-form-error" role="alert">
          {say(error)}{' '}
          <button type="button" className="st-link-button" onClick={() => send({ type: 'CANCEL' })}>
            {t('content.cancel')}
          </button>
        </p>
      )}
      {section.section ? (
        <SectionFields
          type={section.section}
          form={section.form}
          set={section.set}
          readOnly={!editable}
          refOptions={detail.refOptions ?? {}}
          richText={(props) => (
            <Suspense fallback={<p className="st-muted">{t('content.editorLoading')}</p>}>
              <RichEditor {...props} readOnly={!editable} />
            </Suspense>
          )}
        />
      ) : type === 'news' ? (
        <>
          <NewsFields fields={fields} set={set} readOnly={!editable} richText={(lang, label, id) => (
            <Suspense fallback={<p className="st-muted">{t('content.editorLoading')}</p>}>
              <RichEditor id={id} label={label} lang={lang} value={fields[`content_${lang}`] ?? ''} readOnly={!editable} onChange={(html) => set(`content_${lang}`, html)} />
            </Suspense>
          )} />
          <PictureField image={fields.image ?? ''} alt={detail.body.image_alt} readOnly={!editable} onChange={(url) => set('image', url)} />
        </>
      ) : type === 'rotation' ? (
        <>
          <RotationFields fields={fields} set={set} readOnly={!editable} />
          <PictureField image={fields.image ?? ''} alt={detail.body.image_alt} readOnly={!editable} onChange={(url) => set('image', url)} />
        </>
      ) : (
        <NoticeFields fields={fields} set={set} readOnly={!editable} />
      )}
      {detail.versions.length > 0 && <VersionsTable detail={detail} mayRestore={can('RESTORE_VERSION') && !busy} onRestore={(version) => act('RESTORE_VERSION', { version: String(version) })} />}
      <ReasonDialog
        open={confirmOpen}
        title={pending ? t(`content.action.${pending}` as StaffKey) : ''}
        message={pending ? t(`content.confirm.${pending}` as StaffKey, { version: snapshot.context.form.version ?? '' }) : ''}
        reason="none"
        reasonLabel=""
        reasonMissing=""
        confirmLabel={pending ? t(`content.action.${pending}` as StaffKey) : ''}
        cancelLabel={t('content.cancel')}
        danger={pending === 'UNPUBLISH'}
        busy={snapshot.matches({ acting: 'submitting' })}
        error={confirmOpen ? error && say(error) : null}
        onConfirm={() => send({ type: 'SUBMIT' })}
        onCancel={() => send({ type: 'CANCEL' })}
      >
        {pending === 'SCHEDULE' && (
          <div className="st-form-grid">
            {(['publish_at', 'unpublish_at'] as const).map((name) => (
              <label key={name} className="st-field">
                <span className="st-label">{t(name === 'publish_at' ? 'content.field.publishAt' : 'content.field.unpublishAt')}</span>
                <input type="datetime-local" value={snapshot.context.form[name] ?? ''} onChange={(event) => actor.send({ type: 'EDIT', field: name, value: event.target.value })} />
              </label>
            ))}
          </div>
        )}
      </ReasonDialog>
    </div>
  );
}
