import './catalogue.css';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { workListMachine, type WorkListLoad, type WorkPage } from '../../../../machines/staff/work-list.machine';
import { mayCall } from '../../../contract/staff-access';
import { staffCatalogueList, type CatalogueWineRow } from '../../../contract/staff-catalogue';
import { StaffSession } from '../../app/session';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { staffCall } from '../../lib/api';
import { hrefOf } from '../../lib/hash';
import { say, t, tn } from '../../lib/i18n';

async function loadWines(_query: WorkListLoad): Promise<WorkPage> {
  const { wines } = await staffCall(staffCatalogueList, {});
  return { total: wines.length, items: wines };
}

/** `#/catalogue`: every wine with its series, vintage, list prices, the bottles free for sale and those unpaid orders hold. */
export default function WinesScreen() {
  const role = StaffSession.useSelector((s) => s.context.staff?.role ?? null);
  const canEdit = mayCall(role, '/api/staff/catalogue/wine/save');
  const logic = useMemo(() => workListMachine.provide({ actors: { loadPage: fromPromise<WorkPage, WorkListLoad>(({ input }) => loadWines(input)) } }), []);
  const [snapshot, send] = useMachine(logic, { input: { pageSize: 100 } });
  useEffect(() => send({ type: 'SEARCH', filters: {} }), [send]);
  const rows = snapshot.context.items as CatalogueWineRow[];
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
        rows={rows}
        rowKey={(row) => row.id}
        rowHref={(row) => hrefOf(`/catalogue/wine/${row.id}`)}
        status={snapshot.matches('failed') ? 'failed' : snapshot.matches('list') ? 'ready' : 'loading'}
        error={snapshot.context.error ? say(snapshot.context.error) : null}
        onRetry={() => send({ type: 'RETRY' })}
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
        footer={rows.length ? <span className="st-muted">{tn('catalogue.wines', rows.length)}</span> : null}
      />
    </div>
  );
}
