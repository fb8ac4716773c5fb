import './catalogue.css';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { catalogueEditorMachine, isDirty, type WineFields, type WineLoaded, type WineSaved } from '../../../../machines/staff/catalogue-editor.machine';
import { mayCall } from '../../../contract/staff-access';
import type * as z from 'zod/mini';
import { staffCatalogueList, staffCatalogueWine, staffCatalogueWineSave, type WineFormSchema } from '../../../contract/staff-catalogue';
import { StaffSession } from '../../app/session';
import { PageHeader } from '../../components/page-header';
import { StatePanel } from '../../components/state-panel';
import { StatusBadge } from '../../components/status-badge';
import { useToast } from '../../components/toast';
import { staffCall, staffSend } from '../../lib/api';
import { hrefOf, navigate } from '../../lib/hash';
import { say, staffLangNow, t } from '../../lib/i18n';
import { StockPanel } from './stock-panel';
import { WineSections } from './wine-sections';
import { fieldsOf, newWineLoaded } from './wine-form';

async function loadWine({ id }: { id: number | null }): Promise<WineLoaded> {
  if (id === null) {
    const list = await staffCall(staffCatalogueList, {});
    return newWineLoaded(list.series.map((s) => ({ id: s.id, title: s.title[staffLangNow()] })), list.wines);
  }
  const read = await staffCall(staffCatalogueWine, { id: String(id) });
  return { fields: fieldsOf(read.wine), series: read.series, media: read.media, figures: { stock: read.wine.stock, held: read.wine.held } };
}

async function saveWine(fields: WineFields): Promise<WineSaved> {
  // every field of the form is a string the contract reads
  const { data, msg } = await staffSend(staffCatalogueWineSave, fields as z.input<typeof WineFormSchema>);
  return { msg: msg || t('catalogue.saved'), fields: fieldsOf(data) };
}

/** `#/catalogue/wine/:id` (and `/catalogue/wine/new`): a wine's names and texts in cn, tw and en side by side, its facts, prices, pictures and place in the shop; below, its stock and history. */
export default function WineEditorScreen() {
  const params = useParams<{ id?: string }>();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  return <WineEditor key={id ?? 'new'} id={id} />;
}

function WineEditor({ id }: { id: number | null }) {
  const role = StaffSession.useSelector((s) => s.context.staff?.role ?? null);
  const canEdit = mayCall(role, '/api/staff/catalogue/wine/save');
  const canAdjust = mayCall(role, '/api/staff/catalogue/stock');
  const toast = useToast();
  const logic = useMemo(
    () =>
      catalogueEditorMachine.provide({
        actors: {
          loadWine: fromPromise<WineLoaded, { id: number | null }>(({ input }) => loadWine(input)),
          saveWine: fromPromise<WineSaved, WineFields>(({ input }) => saveWine(input)),
        },
        actions: { notify: (_, { msg }) => toast.show(msg) },
      }),
    [toast],
  );
  const [state, send] = useMachine(logic, { input: { id, canEdit } });
  const { context } = state;
  // a new wine, once saved, is edited at its own address
  useEffect(() => {
    if (id === null && context.id !== null) navigate(`/catalogue/wine/${context.id}`, { replace: true });
  }, [id, context.id]);

  if (state.matches('loading')) return <StatePanel kind="loading" message={t('shell.state.loading')} />;
  if (state.matches('unavailable'))
    return <StatePanel kind="failed" message={say(context.failure ?? 'shell.state.failed')} retryLabel={t('shell.state.retry')} onRetry={() => send({ type: 'RETRY' })} />;

  const lang = staffLangNow();
  const dirty = isDirty(context);
  const busy = state.hasTag('busy');
  const title = context.fields[`title_${lang}`] || context.original[`title_${lang}`] || t('catalogue.newTitle');
  return (
    <div className="st-page st-catalogue">
      <p className="st-back">
        <a href={hrefOf('/catalogue')}>← {t('catalogue.back')}</a>
      </p>
      <form
        className="st-wine-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SAVE' });
        }}
      >
        <PageHeader
          title={id === null ? t('catalogue.newTitle') : title}
          subtitle={
            canEdit ? (
              <StatusBadge tone={dirty ? 'warning' : 'success'}>{t(dirty ? 'catalogue.dirty' : 'catalogue.saved')}</StatusBadge>
            ) : (
              t('catalogue.readOnly')
            )
          }
          actions={
            canEdit ? (
              <>
                <button type="button" className="st-button" disabled={busy || !state.can({ type: 'RESET' })} onClick={() => send({ type: 'RESET' })}>
                  {t('catalogue.reset')}
                </button>
                <button type="submit" className="st-button st-button-primary" disabled={busy || !state.can({ type: 'SAVE' })} aria-busy={busy || undefined}>
                  {t(busy ? 'catalogue.saving' : 'catalogue.save')}
                </button>
              </>
            ) : null
          }
        />
        {Object.keys(context.errors).length ? (
          <p className="st-form-alert" role="alert">
            {t('catalogue.fixFields')}
          </p>
        ) : null}
        {context.failure ? (
          <p className="st-form-alert" role="alert">
            {say(context.failure)}
          </p>
        ) : null}
        <WineSections
          fields={context.fields}
          errors={context.errors}
          series={context.series}
          media={context.media}
          readOnly={!canEdit || busy}
          onChange={(field, value) => send({ type: 'CHANGE', field, value })}
        />
      </form>
      {id !== null ? (
        <StockPanel wineId={id} title={title} canAdjust={canAdjust} figures={context.figures} />
      ) : (
        <StatePanel kind="empty" message={t('catalogue.stock.saveFirst')} />
      )}
    </div>
  );
}

