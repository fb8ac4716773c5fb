import { useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { workDetailMachine } from '../../../../machines/staff/work-detail.machine';
import { CARRIERS } from '../../../contract/logistics';
import { FilterField } from '../../components/filter-bar';
import { ReasonDialog } from '../../components/reason-dialog';
import { t, type StaffKey } from '../../lib/i18n';
import { say } from './labels';
import { RegionSelect } from './region-select';

type Snapshot = SnapshotFrom<typeof workDetailMachine>;
type Actor = ActorRefFrom<typeof workDetailMachine>;

/** What each action needs before it is sent: the machine's `required` (its SUBMIT waits for them). */
export const REQUIRED: Record<string, string[]> = {
  SHIP: ['company', 'tracking_no'],
  CHANGE_ADDRESS: ['consignee', 'mobile', 'province', 'city', 'area', 'address_details', 'reason'],
  APPROVE_REFUND: ['reason'],
  REJECT_REFUND: ['reason'],
  RESEND: ['reason'],
  CLOSE: ['reason'],
  REOPEN: ['reason'],
  CAPACITY: ['capacity'],
};
/** Actions with a plain remark (a booking's check-in, completion, no-show) or none. */
const REASON_OF: Record<string, 'required' | 'optional' | 'none'> = { SHIP: 'none', CAPACITY: 'none', CHECK_IN: 'optional', COMPLETE: 'optional', NO_SHOW: 'optional', ISSUE_INVOICE: 'optional' };
const DANGER = new Set(['REJECT_REFUND', 'NO_SHOW', 'CLOSE']);
export const ACTION_KEYS = ['SHIP', 'CHANGE_ADDRESS', 'APPROVE_REFUND', 'REJECT_REFUND', 'RESEND', 'CHECK_IN', 'COMPLETE', 'NO_SHOW', 'CLOSE', 'REOPEN', 'CAPACITY', 'ISSUE_INVOICE'] as const;

/**
 * What to show once an action went through: the server's words, or the console's own when the
 * server answered its generic "ok" (the calendar's calls name nothing).
 */
export function doneText(action: string, msg: string): string {
  if (msg && msg !== 'ok') return msg;
  return (ACTION_KEYS as readonly string[]).includes(action) ? t(`work.doneOf.${action}` as StaffKey) : t('work.done');
}

export function actionLabel(action: string): string {
  return (ACTION_KEYS as readonly string[]).includes(action) ? t(`work.action.${action}` as StaffKey) : action;
}

/**
 * The open action of a work machine as a dialog: its own fields (carrier and tracking number,
 * the new receiver, the places), then its reason or remark, and the server's refusal in place.
 * Every keystroke is the machine's (EDIT); "Confirm" sends only what the machine accepts.
 */
export function ActionDialog({ snapshot, actor, targetText }: { snapshot: Snapshot; actor: Actor; targetText?: (target: string) => string }) {
  const [missing, setMissing] = useState(false);
  const pending = snapshot.context.pending;
  const open = snapshot.matches('acting') && pending !== null;
  const action = pending?.action ?? '';
  const form = snapshot.context.form;
  const reason = REASON_OF[action] ?? 'required';
  const edit = (field: string) => (value: string) => {
    setMissing(false);
    actor.send({ type: 'EDIT', field, value });
  };
  const text = (field: string, label: string, props: { hint?: string; inputMode?: 'numeric' | 'tel'; maxLength?: number } = {}) => (
    <FilterField label={label} htmlFor={`work-${field}`} hint={props.hint} wide>
      <input
        id={`work-${field}`}
        value={form[field] ?? ''}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        required={(REQUIRED[action] ?? []).includes(field)}
        aria-describedby={props.hint ? `work-${field}-hint` : undefined}
        onChange={(event) => edit(field)(event.target.value)}
      />
    </FilterField>
  );
  const confirm = (given: string) => {
    if (reason !== 'none') actor.send({ type: 'EDIT', field: reason === 'required' ? 'reason' : 'remark', value: given });
    if (!actor.getSnapshot().can({ type: 'SUBMIT' })) {
      setMissing(true);
      return;
    }
    actor.send({ type: 'SUBMIT' });
  };
  const target = pending ? (targetText ? targetText(pending.target) : pending.target) : '';
  return (
    <ReasonDialog
      open={open}
      title={actionLabel(action)}
      message={(ACTION_KEYS as readonly string[]).includes(action) ? t(`work.confirm.${action}` as StaffKey, { target }) : target}
      reason={reason}
      reasonLabel={reason === 'required' ? t('work.fields.reason') : t('work.fields.remark')}
      reasonMissing={t('shell.dialog.reasonRequired')}
      confirmLabel={snapshot.matches({ acting: 'submitting' }) ? t('work.action.sending') : t('work.action.submit')}
      cancelLabel={t('shell.action.cancel')}
      danger={DANGER.has(action)}
      busy={snapshot.matches({ acting: 'submitting' })}
      error={missing ? t('work.fields.required') : say(snapshot.context.error)}
      onConfirm={confirm}
      onCancel={() => {
        setMissing(false);
        actor.send({ type: 'CANCEL' });
      }}
    >
      {action === 'SHIP' ? (
        <div className="st-work-fields">
          <FilterField label={t('work.fields.carrier')} htmlFor="work-company" wide>
            <select id="work-company" value={form.company ?? ''} required onChange={(event) => edit('company')(event.target.value)}>
              {CARRIERS.map((carrier) => (
                <option key={carrier} value={carrier}>
                  {t(`work.carriers.${carrier}` as StaffKey)}
                </option>
              ))}
            </select>
          </FilterField>
          {text('tracking_no', t('work.fields.trackingNo'), { hint: t('work.fields.trackingHint'), maxLength: 32 })}
        </div>
      ) : null}
      {action === 'CHANGE_ADDRESS' ? (
        <div className="st-work-fields">
          {text('consignee', t('work.fields.consignee'), { maxLength: 30 })}
          {text('mobile', t('work.fields.mobile'), { inputMode: 'tel', maxLength: 20 })}
          <RegionSelect
            idPrefix="work-region"
            onChange={(region) => {
              for (const [field, value] of Object.entries(region)) actor.send({ type: 'EDIT', field, value });
            }}
          />
          {text('address_details', t('work.fields.addressDetails'), { maxLength: 120 })}
        </div>
      ) : null}
      {action === 'CAPACITY' ? <div className="st-work-fields">{text('capacity', t('work.fields.capacity'), { inputMode: 'numeric', maxLength: 5 })}</div> : null}
    </ReasonDialog>
  );
}
