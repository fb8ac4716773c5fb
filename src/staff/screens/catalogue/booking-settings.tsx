import './catalogue.css';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { catalogueDialogMachine, type DialogFields } from '../../../../machines/staff/catalogue-dialog.machine';
import { workDetailMachine, type WorkLoaded, type WorkQuery } from '../../../../machines/staff/work-detail.machine';
import { pick } from '../../../contract/lang';
import { mayCall } from '../../../contract/staff-access';
import {
  staffBookingSettings,
  staffCateringInfoSave,
  staffDinnerSave,
  staffHotelSave,
  staffRoomTypeSave,
  staffVisitInfoSave,
  staffVisitTierSave,
  type BookingSettings,
  type DinnerSettings,
  type RoomTypeSettings,
  type VisitTier,
} from '../../../contract/staff-booking-settings';
import { StaffSession } from '../../app/session';
import { DataTable, type Column } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { ReasonDialog } from '../../components/reason-dialog';
import { StatusBadge } from '../../components/status-badge';
import { useToast } from '../../components/toast';
import { staffCall, staffSend } from '../../lib/api';
import { say, staffLangNow, t } from '../../lib/i18n';
import {
  ASKS_REASON,
  BookingFields,
  cateringInfoFields,
  dialogTitle,
  dinnerFields,
  hotelFields,
  roomFields,
  tierFields,
  visitInfoFields,
  type SettingsForm,
} from './booking-fields';

const SAVES = {
  visitTier: staffVisitTierSave,
  visitInfo: staffVisitInfoSave,
  cateringInfo: staffCateringInfoSave,
  dinner: staffDinnerSave,
  hotel: staffHotelSave,
  roomType: staffRoomTypeSave,
} as const;
const FORMS = Object.keys(SAVES) as SettingsForm[];

async function loadSettings(_query: WorkQuery): Promise<WorkLoaded> {
  return { data: await staffCall(staffBookingSettings, {}), offers: [] };
}

async function saveSetting(form: SettingsForm, fields: DialogFields): Promise<string> {
  // every field of the form is a string the contract reads
  const { msg } = await staffSend(SAVES[form] as typeof staffVisitTierSave, fields as never);
  return msg || t('catalogue.saved');
}

/** One dialog machine per kind of setting, each checked by its own contract. */
function useSettingsDialog(form: SettingsForm, canEdit: boolean, saved: (msg: string) => void) {
  const logic = useMemo(
    () =>
      catalogueDialogMachine.provide({
        actions: { notify: (_, { msg }) => saved(msg) },
        actors: { saveForm: fromPromise<string, DialogFields>(({ input }) => saveSetting(form, input)) },
      }),
    [form, saved],
  );
  return useMachine(logic, { input: { canEdit, form } });
}

const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const yesNo = (on: number) => <StatusBadge tone={on === 1 ? 'success' : 'warning'}>{t(on === 1 ? 'catalogue.field.yes' : 'catalogue.field.no')}</StatusBadge>;

/**
 * `#/catalogue/booking-settings`: what guests can book and the words around it — visit tiers,
 * dinners, room types, and the texts of the visit, dining and villa pages — each opened in a
 * dialog with its texts in cn, tw and en side by side. Prices stay on `#/catalogue/bookings`.
 */
export default function BookingSettingsScreen() {
  const role = StaffSession.useSelector((s) => s.context.staff?.role ?? null);
  const canEdit = mayCall(role, '/api/staff/catalogue/visit-tier/save');
  const toast = useToast();
  const lang = staffLangNow();
  const listLogic = useMemo(() => workDetailMachine.provide({ actors: { loadWork: fromPromise<WorkLoaded, WorkQuery>(({ input }) => loadSettings(input)) } }), []);
  const [list, sendList] = useMachine(listLogic, { input: { query: {} } });
  const saved = useMemo(
    () => (msg: string) => {
      toast.show(msg);
      sendList({ type: 'RELOAD' });
    },
    [toast, sendList],
  );
  const dialogs = {
    visitTier: useSettingsDialog('visitTier', canEdit, saved),
    visitInfo: useSettingsDialog('visitInfo', canEdit, saved),
    cateringInfo: useSettingsDialog('cateringInfo', canEdit, saved),
    dinner: useSettingsDialog('dinner', canEdit, saved),
    hotel: useSettingsDialog('hotel', canEdit, saved),
    roomType: useSettingsDialog('roomType', canEdit, saved),
  };
  const openForm = FORMS.find((form) => !dialogs[form][0].matches('closed')) ?? null;
  const open = (form: SettingsForm, fields: DialogFields) => dialogs[form][1]({ type: 'OPEN', fields });
  const settings = list.context.data as BookingSettings | null;
  const status = list.matches('unavailable') ? 'failed' : list.matches('viewing') ? 'ready' : 'loading';
  const table = { status, error: list.context.notice?.tone === 'error' ? say(list.context.notice.message) : null, onRetry: () => sendList({ type: 'RETRY' }), emptyText: t('shell.state.empty'), loadingText: t('shell.state.loading'), retryLabel: t('shell.state.retry') } as const;
  const editColumn = <R,>(form: SettingsForm, fieldsOf: (row: R) => DialogFields): Column<R>[] =>
    canEdit
      ? [{ key: 'edit', header: t('catalogue.settings.col.actions'), cell: (row: R) => <button type="button" className="st-button st-button-small" onClick={() => open(form, fieldsOf(row))}>{t('catalogue.settings.edit')}</button> }]
      : [];
  const textButton = (form: SettingsForm, label: string, fields: DialogFields | null) =>
    canEdit && fields ? (
      <button type="button" className="st-button" onClick={() => open(form, fields)}>
        {label}
      </button>
    ) : null;
  const dialog = openForm ? dialogs[openForm][0] : null;
  const sendOpen = openForm ? dialogs[openForm][1] : null;
  return (
    <div className="st-page st-catalogue st-booking-settings">
      <PageHeader title={t('catalogue.settings.title')} subtitle={canEdit ? t('catalogue.settings.subtitle') : t('catalogue.settings.readOnly')} />

      <section aria-labelledby="settings-visits">
        <div className="st-series-head st-booking-head">
          <h2 id="settings-visits">{t('catalogue.settings.visits')}</h2>
          {textButton('visitInfo', t('catalogue.settings.editVisitInfo'), settings?.visit_info ? visitInfoFields(settings.visit_info) : null)}
          {textButton('visitTier', t('catalogue.settings.newTier'), tierFields(null))}
        </div>
        <DataTable<VisitTier>
          caption={t('catalogue.settings.visits')}
          rows={settings?.tiers ?? []}
          rowKey={(row) => String(row.id)}
          {...table}
          columns={[
            { key: 'name', header: t('catalogue.settings.col.name'), cell: (row) => <strong>{pick(row.name, lang)}</strong> },
            { key: 'weekdays', header: t('catalogue.settings.col.weekdays'), cell: (row) => WEEK_ORDER.filter((d) => row.weekdays.includes(d)).map((d) => t(`catalogue.settings.weekday.${d}` as never)).join(' ') },
            { key: 'slots', header: t('catalogue.settings.col.slots'), cell: (row) => row.timeslots.join(', ') },
            { key: 'places', header: t('catalogue.settings.col.places'), align: 'end', cell: (row) => row.capacity },
            { key: 'party', header: t('catalogue.settings.col.party'), align: 'end', cell: (row) => t('catalogue.settings.people', { min: row.min_people, max: row.max_people }) },
            { key: 'open', header: t('catalogue.settings.col.open'), cell: (row) => yesNo(row.switch) },
            ...editColumn<VisitTier>('visitTier', tierFields),
          ]}
        />
      </section>

      <section aria-labelledby="settings-dinners">
        <div className="st-series-head st-booking-head">
          <h2 id="settings-dinners">{t('catalogue.settings.dinners')}</h2>
          {textButton('cateringInfo', t('catalogue.settings.editCateringInfo'), settings?.catering_info ? cateringInfoFields(settings.catering_info) : null)}
          {textButton('dinner', t('catalogue.settings.newDinner'), dinnerFields(null))}
        </div>
        <DataTable<DinnerSettings>
          caption={t('catalogue.settings.dinners')}
          rows={settings?.dinners ?? []}
          rowKey={(row) => String(row.id)}
          {...table}
          columns={[
            { key: 'name', header: t('catalogue.settings.col.name'), cell: (row) => <strong>{pick(row.name, lang)}</strong> },
            { key: 'seats', header: t('catalogue.settings.col.seats'), align: 'end', cell: (row) => row.amount },
            { key: 'open', header: t('catalogue.settings.col.open'), cell: (row) => yesNo(row.switch) },
            ...editColumn<DinnerSettings>('dinner', dinnerFields),
          ]}
        />
      </section>

      <section aria-labelledby="settings-rooms">
        <div className="st-series-head st-booking-head">
          <h2 id="settings-rooms">{t('catalogue.settings.rooms')}</h2>
          {(settings?.hotels ?? []).map((hotel) => (
            <span key={hotel.id}>{textButton('hotel', t('catalogue.settings.editHotel', { name: pick(hotel.name, lang) }), hotelFields(hotel))}</span>
          ))}
        </div>
        <DataTable<RoomTypeSettings>
          caption={t('catalogue.settings.rooms')}
          rows={settings?.rooms ?? []}
          rowKey={(row) => String(row.id)}
          {...table}
          columns={[
            { key: 'name', header: t('catalogue.settings.col.name'), cell: (row) => <strong>{pick(row.name, lang)}</strong> },
            { key: 'area', header: t('catalogue.settings.col.area'), align: 'end', cell: (row) => `${row.area} m²` },
            { key: 'amount', header: t('catalogue.settings.col.amount'), align: 'end', cell: (row) => row.amount },
            { key: 'open', header: t('catalogue.settings.col.open'), cell: (row) => yesNo(row.status) },
            ...editColumn<RoomTypeSettings>('roomType', roomFields),
          ]}
        />
      </section>

      <ReasonDialog
        open={openForm !== null}
        title={openForm && dialog ? dialogTitle(openForm, dialog.context.fields) : ''}
        message={openForm && ASKS_REASON[openForm] ? t('catalogue.settings.guestsNote') : undefined}
        reason={openForm && ASKS_REASON[openForm] ? 'optional' : 'none'}
        reasonLabel={t('catalogue.settings.field.reason')}
        reasonMissing=""
        confirmLabel={t('catalogue.save')}
        cancelLabel={t('shell.action.cancel')}
        busy={dialog?.hasTag('busy') ?? false}
        error={dialog?.context.failure ? say(dialog.context.failure) : null}
        onConfirm={(reason) => {
          if (openForm && ASKS_REASON[openForm]) sendOpen?.({ type: 'CHANGE', field: 'reason', value: reason });
          sendOpen?.({ type: 'SAVE' });
        }}
        onCancel={() => sendOpen?.({ type: 'CANCEL' })}
      >
        {openForm && dialog ? (
          <BookingFields form={openForm} fields={dialog.context.fields} errors={dialog.context.errors} onChange={(field, value) => sendOpen?.({ type: 'CHANGE', field, value })} />
        ) : null}
      </ReasonDialog>
    </div>
  );
}
