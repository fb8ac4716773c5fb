import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { catalogueStockMachine, type StockAdjusted, type StockForm, type StockPage } from '../../../../machines/staff/catalogue-stock.machine';
import { STOCK_REASONS, staffStockAdjust, staffStockHistory, type StockRow } from '../../../contract/staff-catalogue';
import { DataTable } from '../../components/data-table';
import { FilterField } from '../../components/filter-bar';
import { Pager } from '../../components/pager';
import { ReasonDialog } from '../../components/reason-dialog';
import { useToast } from '../../components/toast';
import { staffCall, staffSend } from '../../lib/api';
import { formatTime, say, t } from '../../lib/i18n';
import { messageOf } from './wine-form';

const PAGE_SIZE = 10;

async function adjust({ wineId, ...form }: StockForm & { wineId: number }): Promise<StockAdjusted> {
  const { data, msg } = await staffSend(staffStockAdjust, { id: String(wineId), ...form });
  return { msg, stock: data.stock, held: data.held };
}

/** A wine's stock: free, held and on the shelf; the adjustment dialog (bottles, reason, note); the history newest first. */
export function StockPanel({ wineId, title, canAdjust, figures }: { wineId: number; title: string; canAdjust: boolean; figures: { stock: number; held: number } }) {
  const toast = useToast();
  const logic = useMemo(
    () =>
      catalogueStockMachine.provide({
        actors: {
          loadHistory: fromPromise<StockPage, { wineId: number; page: number }>(({ input }) =>
            staffCall(staffStockHistory, { id: String(input.wineId), pageno: input.page, pagesize: PAGE_SIZE }),
          ),
          adjustStock: fromPromise<StockAdjusted, StockForm & { wineId: number }>(({ input }) => adjust(input)),
        },
        actions: { notify: (_, { msg }) => toast.show(msg) },
      }),
    [toast],
  );
  const [state, send] = useMachine(logic, { input: { wineId, canAdjust, ...figures } });
  const { context } = state;
  const { stock, held } = context.figures;
  const pages = Math.max(1, Math.ceil(context.history.total / PAGE_SIZE));
  const field = (name: keyof StockForm) => ({
    id: `stock-${name}`,
    value: context.form[name],
    'aria-invalid': context.errors[name] ? true : undefined,
    onChange: (event: { target: { value: string } }) => send({ type: 'CHANGE', field: name, value: event.target.value }),
  });
  return (
    <section className="st-wine-section st-stock" aria-labelledby="wine-stock">
      <div className="st-stock-head">
        <h2 id="wine-stock">{t('catalogue.section.stock')}</h2>
        {canAdjust ? (
          <button type="button" className="st-button st-button-primary" disabled={!state.can({ type: 'OPEN' })} onClick={() => send({ type: 'OPEN' })}>
            {t('catalogue.stock.adjust')}
          </button>
        ) : null}
      </div>
      <dl className="st-stock-figures">
        <div>
          <dt>{t('catalogue.stock.free')}</dt>
          <dd data-testid="stock-free">{stock}</dd>
        </div>
        <div>
          <dt>{t('catalogue.stock.held')}</dt>
          <dd data-testid="stock-held">{held}</dd>
        </div>
        <div>
          <dt>{t('catalogue.stock.onHand')}</dt>
          <dd>{stock + held}</dd>
        </div>
      </dl>
      <h3>{t('catalogue.section.history')}</h3>
      <DataTable<StockRow>
        caption={t('catalogue.section.history')}
        rows={context.history.items}
        rowKey={(row) => row.id}
        status={state.matches('failed') ? 'failed' : state.matches('loading') ? 'loading' : 'ready'}
        error={context.failure && state.matches('failed') ? say(context.failure) : null}
        onRetry={() => send({ type: 'RETRY' })}
        emptyText={t('catalogue.stock.empty')}
        loadingText={t('shell.state.loading')}
        retryLabel={t('shell.state.retry')}
        columns={[
          { key: 'at', header: t('catalogue.stock.col.at'), cell: (row) => formatTime(row.at) },
          { key: 'staff', header: t('catalogue.stock.col.staff'), cell: (row) => row.staff },
          { key: 'delta', header: t('catalogue.stock.col.delta'), align: 'end', cell: (row) => (row.delta > 0 ? `+${row.delta}` : `−${-row.delta}`) },
          { key: 'reason', header: t('catalogue.stock.col.reason'), cell: (row) => t(`catalogue.stock.reasons.${row.reason as (typeof STOCK_REASONS)[number]}`) },
          { key: 'note', header: t('catalogue.stock.col.note'), wrap: true, cell: (row) => row.note || '—' },
          { key: 'after', header: t('catalogue.stock.col.after'), align: 'end', cell: (row) => row.stock_after },
          { key: 'held', header: t('catalogue.stock.col.held'), align: 'end', cell: (row) => row.held },
        ]}
        footer={
          pages > 1 ? (
            <Pager
              page={context.page}
              pages={pages}
              label={t('work.pager.of', { page: context.page, pages })}
              previousLabel={t('work.pager.previous')}
              nextLabel={t('work.pager.next')}
              disabled={!state.matches('viewing')}
              onPage={(page) => send({ type: 'PAGE', page })}
            />
          ) : null
        }
      />
      <ReasonDialog
        open={state.matches('adjusting')}
        title={t('catalogue.stock.dialogTitle', { wine: title })}
        message={`${t('catalogue.stock.free')}: ${stock} · ${t('catalogue.stock.held')}: ${held}`}
        reason="none"
        reasonLabel=""
        reasonMissing=""
        confirmLabel={t('catalogue.stock.submit')}
        cancelLabel={t('shell.action.cancel')}
        busy={state.hasTag('busy')}
        error={context.failure && state.matches('adjusting') ? say(context.failure) : null}
        onConfirm={() => send({ type: 'SUBMIT' })}
        onCancel={() => send({ type: 'CANCEL' })}
      >
        <div className="st-form-grid">
          <FilterField label={t('catalogue.stock.delta')} htmlFor="stock-delta" hint={t('catalogue.stock.deltaHint')} error={messageOf(context.errors.delta)}>
            <input {...field('delta')} inputMode="numeric" aria-describedby="stock-delta-hint" />
          </FilterField>
          <FilterField label={t('catalogue.stock.reason')} htmlFor="stock-reason" error={messageOf(context.errors.reason)}>
            <select {...field('reason')}>
              <option value="">{t('catalogue.stock.choose')}</option>
              {STOCK_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`catalogue.stock.reasons.${reason}`)}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField label={t('catalogue.stock.note')} htmlFor="stock-note" hint={t('catalogue.stock.noteHint')} error={messageOf(context.errors.note)} wide>
            <textarea rows={2} {...field('note')} aria-describedby="stock-note-hint" />
          </FilterField>
        </div>
      </ReasonDialog>
    </section>
  );
}
