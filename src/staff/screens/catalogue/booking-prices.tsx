import './catalogue.css';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type * as z from 'zod/mini';
import { fromPromise } from 'xstate';
import { catalogueDialogMachine, type DialogFields } from '../../../../machines/staff/catalogue-dialog.machine';
import { workDetailMachine, type WorkLoaded, type WorkQuery } from '../../../../machines/staff/work-detail.machine';
import { mayCall } from '../../../contract/staff-access';
import { staffPricedList, staffPricedSave, type PricedFormSchema, type PricedRow } from '../../../contract/staff-catalogue';
import { StaffSession } from '../../app/session';
import { DataTable } from '../../components/data-table';
import { FilterField } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { ReasonDialog } from '../../components/reason-dialog';
import { StatusBadge } from '../../components/status-badge';
import { useToast } from '../../components/toast';
import { staffCall, staffSend } from '../../lib/api';
import { say, t } from '../../lib/i18n';
import { messageOf } from './wine-form';

async function loadPrices(_query: WorkQuery): Promise<WorkLoaded> {
  return { data: (await staffCall(staffPricedList, {})).items, offers: [] };
}

async function savePrice(fields: DialogFields): Promise<string> {
  // every field of the form is a string the contract reads
  const { msg } = await staffSend(staffPricedSave, fields as z.input<typeof PricedFormSchema>);
  return msg || t('catalogue.saved');
}

const fieldsOf = (row: PricedRow): DialogFields => ({
  kind: row.kind,
  id: String(row.id),
  price: row.price,
  dollar_price: row.dollar_price,
  weekend_price: row.weekend_price,
  weekend_dollar_price: row.weekend_dollar_price,
  open: String(row.open),
});

/** `#/catalogue/bookings`: what a visit tier and a dinner cost per person and a room type per night (its weekend price too), and whether members may book them. */
export default function BookingPricesScreen() {
  const role = StaffSession.useSelector((s) => s.context.staff?.role ?? null);
  const canEdit = mayCall(role, '/api/staff/catalogue/booking/save');
  const toast = useToast();
  const listLogic = useMemo(() => workDetailMachine.provide({ actors: { loadWork: fromPromise<WorkLoaded, WorkQuery>(({ input }) => loadPrices(input)) } }), []);
  const [list, sendList] = useMachine(listLogic, { input: { query: {} } });
  const dialogLogic = useMemo(
    () =>
      catalogueDialogMachine.provide({
        actions: {
          notify: (_, { msg }) => {
            toast.show(msg);
            sendList({ type: 'RELOAD' });
          },
        },
        actors: { saveForm: fromPromise<string, DialogFields>(({ input }) => savePrice(input)) },
      }),
    [toast, sendList],
  );
  const [dialog, sendDialog] = useMachine(dialogLogic, { input: { canEdit, form: 'priced' } });
  const rows = (list.context.data as PricedRow[] | null) ?? [];
  const { fields, errors } = dialog.context;
  const input = (name: string) => ({
    id: `priced-${name}`,
    value: fields[name] ?? '',
    'aria-invalid': errors[name] ? true : undefined,
    onChange: (event: { target: { value: string } }) => sendDialog({ type: 'CHANGE', field: name, value: event.target.value }),
  });
  const editing = rows.find((r) => r.kind === fields.kind && String(r.id) === fields.id);
  return (
    <div className="st-page st-catalogue">
      <PageHeader title={t('catalogue.prices.title')} subtitle={canEdit ? t('catalogue.prices.subtitle') : t('catalogue.prices.readOnly')} />
      <DataTable<PricedRow>
        caption={t('catalogue.prices.title')}
        rows={rows}
        rowKey={(row) => `${row.kind}:${row.id}`}
        status={list.matches('unavailable') ? 'failed' : list.matches('viewing') ? 'ready' : 'loading'}
        error={list.context.notice?.tone === 'error' ? say(list.context.notice.message) : null}
        onRetry={() => sendList({ type: 'RETRY' })}
        emptyText={t('shell.state.empty')}
        loadingText={t('shell.state.loading')}
        retryLabel={t('shell.state.retry')}
        columns={[
          { key: 'kind', header: t('catalogue.prices.col.kind'), cell: (row) => t(`catalogue.prices.kinds.${row.kind}`) },
          { key: 'name', header: t('catalogue.prices.col.name'), cell: (row) => <strong>{row.name}</strong> },
          { key: 'price', header: t('catalogue.col.price'), align: 'end', cell: (row) => `¥${row.price}` },
          { key: 'dollar', header: t('catalogue.col.dollarPrice'), align: 'end', cell: (row) => `$${row.dollar_price}` },
          { key: 'weekend', header: t('catalogue.prices.col.weekend'), align: 'end', cell: (row) => (row.weekend_price ? `¥${row.weekend_price} / $${row.weekend_dollar_price}` : '—') },
          {
            key: 'open',
            header: t('catalogue.prices.col.open'),
            cell: (row) => <StatusBadge tone={row.open === 1 ? 'success' : 'warning'}>{t(row.open === 1 ? 'catalogue.field.yes' : 'catalogue.field.no')}</StatusBadge>,
          },
          ...(canEdit
            ? [
                {
                  key: 'edit',
                  header: t('catalogue.series.actions'),
                  cell: (row: PricedRow) => (
                    <button type="button" className="st-button st-button-small" onClick={() => sendDialog({ type: 'OPEN', fields: fieldsOf(row) })}>
                      {t('catalogue.series.edit')}
                    </button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ReasonDialog
        open={!dialog.matches('closed')}
        title={editing ? t('catalogue.prices.dialogTitle', { name: editing.name }) : ''}
        message={fields.kind === 'room' ? t('catalogue.prices.perNight') : t('catalogue.prices.perPerson')}
        reason="none"
        reasonLabel=""
        reasonMissing=""
        confirmLabel={t('catalogue.save')}
        cancelLabel={t('shell.action.cancel')}
        busy={dialog.hasTag('busy')}
        error={dialog.context.failure ? say(dialog.context.failure) : null}
        onConfirm={() => sendDialog({ type: 'SAVE' })}
        onCancel={() => sendDialog({ type: 'CANCEL' })}
      >
        <div className="st-form-grid">
          <FilterField label={t('catalogue.field.price')} htmlFor="priced-price" error={messageOf(errors.price)}>
            <input {...input('price')} inputMode="decimal" />
          </FilterField>
          <FilterField label={t('catalogue.field.dollarPrice')} htmlFor="priced-dollar_price" error={messageOf(errors.dollar_price)}>
            <input {...input('dollar_price')} inputMode="decimal" />
          </FilterField>
          {fields.kind === 'room' ? (
            <>
              <FilterField label={t('catalogue.prices.weekendPrice')} htmlFor="priced-weekend_price" hint={t('catalogue.prices.weekendHint')} error={messageOf(errors.weekend_price)}>
                <input {...input('weekend_price')} inputMode="decimal" aria-describedby="priced-weekend_price-hint" />
              </FilterField>
              <FilterField label={t('catalogue.prices.weekendDollarPrice')} htmlFor="priced-weekend_dollar_price" error={messageOf(errors.weekend_dollar_price)}>
                <input {...input('weekend_dollar_price')} inputMode="decimal" />
              </FilterField>
            </>
          ) : null}
          <FilterField label={t('catalogue.prices.col.open')} htmlFor="priced-open" error={messageOf(errors.open)}>
            <select {...input('open')}>
              <option value="1">{t('catalogue.field.yes')}</option>
              <option value="0">{t('catalogue.field.no')}</option>
            </select>
          </FilterField>
        </div>
      </ReasonDialog>
    </div>
  );
}
