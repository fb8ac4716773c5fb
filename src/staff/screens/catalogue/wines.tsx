import './catalogue.css';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { catalogueDialogMachine, type DialogFields } from '../../../../machines/staff/catalogue-dialog.machine';
import { workDetailMachine, type WorkLoaded, type WorkQuery } from '../../../../machines/staff/work-detail.machine';
import { mayCall } from '../../../contract/staff-access';
import { staffCatalogueList, staffCatalogueSeriesSave, type CatalogueSeries, type CatalogueWineRow, type SeriesFormSchema } from '../../../contract/staff-catalogue';
import type * as z from 'zod/mini';
import { StaffSession } from '../../app/session';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { useToast } from '../../components/toast';
import { staffCall, staffSend } from '../../lib/api';
import { hrefOf } from '../../lib/hash';
import { say, staffLangNow, t, tn } from '../../lib/i18n';
import { SeriesDialog, seriesFieldsOf } from './series-dialog';

type Catalogue = { series: CatalogueSeries[]; wines: CatalogueWineRow[] };

async function loadCatalogue(_query: WorkQuery): Promise<WorkLoaded> {
  return { data: await staffCall(staffCatalogueList, {}), offers: [] };
}

async function saveSeries(fields: DialogFields): Promise<string> {
  // every field of the form is a string the contract reads
  const { msg } = await staffSend(staffCatalogueSeriesSave, fields as z.input<typeof SeriesFormSchema>);
  return msg || t('catalogue.saved');
}

/** `#/catalogue`: every wine with its series, vintage, list prices, the bottles free for sale and those unpaid orders hold; below, the series. */
export default function WinesScreen() {
  const role = StaffSession.useSelector((s) => s.context.staff?.role ?? null);
  const canEdit = mayCall(role, '/api/staff/catalogue/wine/save');
  const toast = useToast();
  const listLogic = useMemo(() => workDetailMachine.provide({ actors: { loadWork: fromPromise<WorkLoaded, WorkQuery>(({ input }) => loadCatalogue(input)) } }), []);
  const [list, sendList] = useMachine(listLogic, { input: { query: {} } });
  const seriesLogic = useMemo(
    () =>
      catalogueDialogMachine.provide({
        actions: {
          notify: (_, { msg }) => {
            toast.show(msg);
            sendList({ type: 'RELOAD' });
          },
        },
        actors: { saveForm: fromPromise<string, DialogFields>(({ input }) => saveSeries(input)) },
      }),
    [toast, sendList],
  );
  const [dialog, sendDialog] = useMachine(seriesLogic, { input: { canEdit, form: 'series' } });
  const data = list.context.data as Catalogue | null;
  const status = list.matches('unavailable') ? 'failed' : list.matches('viewing') ? 'ready' : 'loading';
  const error = list.context.notice?.tone === 'error' ? say(list.context.notice.message) : null;
  const lang = staffLangNow();
  const wines = data?.wines ?? [];
  const series = data?.series ?? [];
  return (
    <div className="st-page st-catalogue">
      <PageHeader
        title={t('catalogue.title')}
        subtitle={canEdit ? t('catalogue.subtitle') : t('catalogue.readOnly')}
        actions={
          canEdit ? (
            <a className="st-button st-button-primary" href={hrefOf('/catalogue/wine/new')}>
              {t('catalogue.newWine')}
            </a>
          ) : null
        }
      />
      <DataTable<CatalogueWineRow>
        caption={t('catalogue.title')}
        rows={wines}
        rowKey={(row) => row.id}
        rowHref={(row) => hrefOf(`/catalogue/wine/${row.id}`)}
        status={status}
        error={error}
        onRetry={() => sendList({ type: 'RETRY' })}
        emptyText={t('shell.state.empty')}
        loadingText={t('shell.state.loading')}
        retryLabel={t('shell.state.retry')}
        columns={[
          {
            key: 'wine',
            header: t('catalogue.col.wine'),
            cell: (row) => (
              <span className="st-wine-cell">
                {row.image ? <img src={`..${row.image}`} alt="" width={24} height={32} loading="lazy" /> : null}
                <strong>{row.title}</strong>
              </span>
            ),
          },
          { key: 'series', header: t('catalogue.col.series'), cell: (row) => row.series },
          { key: 'vintage', header: t('catalogue.col.vintage'), align: 'end', cell: (row) => row.vintage },
          { key: 'price', header: t('catalogue.col.price'), align: 'end', cell: (row) => `¥${row.price}` },
          { key: 'dollar', header: t('catalogue.col.dollarPrice'), align: 'end', cell: (row) => `$${row.dollar_price}` },
          { key: 'stock', header: t('catalogue.col.stock'), align: 'end', cell: (row) => row.stock },
          { key: 'held', header: t('catalogue.col.held'), align: 'end', cell: (row) => row.held },
          {
            key: 'sale',
            header: t('catalogue.col.onSale'),
            cell: (row) =>
              row.switch !== 1 ? (
                <StatusBadge tone="neutral">{t('catalogue.hidden')}</StatusBadge>
              ) : row.is_sell === 1 ? (
                <StatusBadge tone="success">{t('catalogue.onSale')}</StatusBadge>
              ) : (
                <StatusBadge tone="warning">{t('catalogue.offSale')}</StatusBadge>
              ),
          },
        ]}
        footer={wines.length ? <span className="st-muted">{tn('catalogue.wines', wines.length)}</span> : null}
      />

      <div className="st-stock-head st-series-head">
        <h2>{t('catalogue.series.title')}</h2>
        {canEdit ? (
          <button type="button" className="st-button" onClick={() => sendDialog({ type: 'OPEN', fields: seriesFieldsOf(null) })}>
            {t('catalogue.series.new')}
          </button>
        ) : null}
      </div>
      <DataTable<CatalogueSeries>
        caption={t('catalogue.series.title')}
        rows={series}
        rowKey={(row) => row.id}
        status={status}
        error={error}
        onRetry={() => sendList({ type: 'RETRY' })}
        emptyText={t('shell.state.empty')}
        loadingText={t('shell.state.loading')}
        retryLabel={t('shell.state.retry')}
        columns={[
          { key: 'title', header: t('catalogue.col.series'), cell: (row) => <strong>{row.title[lang]}</strong> },
          { key: 'intro', header: t('catalogue.field.intro'), wrap: true, cell: (row) => row.intro[lang] || '—' },
          { key: 'wines', header: t('catalogue.series.wines'), align: 'end', cell: (row) => row.wines },
          {
            key: 'shown',
            header: t('catalogue.field.visible'),
            cell: (row) => <StatusBadge tone={row.switch === 1 ? 'success' : 'neutral'}>{t(row.switch === 1 ? 'catalogue.field.yes' : 'catalogue.field.no')}</StatusBadge>,
          },
          ...(canEdit
            ? [
                {
                  key: 'edit',
                  header: t('catalogue.series.actions'),
                  cell: (row: CatalogueSeries) => (
                    <button type="button" className="st-button st-button-small" onClick={() => sendDialog({ type: 'OPEN', fields: seriesFieldsOf(row) })}>
                      {t('catalogue.series.edit')}
                    </button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <SeriesDialog
        open={!dialog.matches('closed')}
        busy={dialog.hasTag('busy')}
        fields={dialog.context.fields}
        errors={dialog.context.errors}
        failure={dialog.context.failure}
        onChange={(field, value) => sendDialog({ type: 'CHANGE', field, value })}
        onSave={() => sendDialog({ type: 'SAVE' })}
        onCancel={() => sendDialog({ type: 'CANCEL' })}
      />
    </div>
  );
}
