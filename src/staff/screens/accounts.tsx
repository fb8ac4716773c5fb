import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { staffAccountsMachine, type AccountChange, type AccountOutcome, type InviteForm } from '../../../machines/staff/staff-accounts.machine';
import { mayCall, STAFF_ROLES, type StaffRole } from '../../contract/staff-access';
import { staffAccountInvite, staffAccountList, staffAccountReset, staffAccountUpdate, type StaffAccount } from '../../contract/staff-auth';
import { StaffSession } from '../app/session';
import { DataTable, type Column } from '../components/data-table';
import { FilterField } from '../components/filter-bar';
import { PageHeader } from '../components/page-header';
import { ReasonDialog } from '../components/reason-dialog';
import { StatusBadge } from '../components/status-badge';
import { useToast } from '../components/toast';
import { staffSend, staffCall } from '../lib/api';
import { formatTime, say, t, tn } from '../lib/i18n';

/** The link an invited person opens: this console's address with `#/invite/<code>`. */
export function inviteLink(code: string, base = location.href): string {
  const url = new URL(base);
  url.hash = `/invite/${code}`;
  url.search = '';
  return url.href;
}

async function changeAccount(change: AccountChange): Promise<AccountOutcome> {
  if (change.kind === 'reset') {
    const { data, msg } = await staffSend(staffAccountReset, { id: String(change.id) });
    return { msg: msg || t('accounts.reset'), invitation: { name: data.account.name, code: data.code, expires_at: data.expires_at } };
  }
  const input = change.kind === 'role' ? { id: String(change.id), role: change.role } : { id: String(change.id), active: change.active ? '1' : '0' };
  const { msg } = await staffSend(staffAccountUpdate, input);
  const done = change.kind === 'role' ? 'accounts.done.role' : change.active ? 'accounts.done.enable' : 'accounts.done.disable';
  return { msg: msg || t(done), invitation: null };
}

/** Staff accounts (owner; the auditor reads): list, invite, role, disable / enable, reset. */
export default function AccountsScreen() {
  const role = StaffSession.useSelector((s) => s.context.staff?.role ?? null);
  const me = StaffSession.useSelector((s) => s.context.staff?.id ?? null);
  const canManage = mayCall(role, '/api/staff/account/invite');
  const toast = useToast();
  const logic = useMemo(
    () =>
      staffAccountsMachine.provide({
        actors: {
          loadAccounts: fromPromise<StaffAccount[]>(() => staffCall(staffAccountList, {})),
          inviteStaff: fromPromise<AccountOutcome, InviteForm>(async ({ input }) => {
            const { data, msg } = await staffSend(staffAccountInvite, input);
            return { msg, invitation: { name: data.account.name, code: data.code, expires_at: data.expires_at } };
          }),
          changeAccount: fromPromise<AccountOutcome, AccountChange>(({ input }) => changeAccount(input)),
        },
        actions: { notify: (_, { msg }) => toast.show(msg) },
      }),
    [toast],
  );
  const [state, send] = useMachine(logic, { input: { canManage } });
  const { context } = state;

  const columns: Column<StaffAccount>[] = [
    {
      key: 'name',
      header: t('accounts.col.name'),
      cell: (a) => (
        <>
          <strong>{a.name}</strong>
          {a.id === me ? <span className="st-muted"> ({t('accounts.you')})</span> : null}
        </>
      ),
    },
    { key: 'username', header: t('accounts.col.username'), cell: (a) => <code>{a.username}</code> },
    { key: 'role', header: t('accounts.col.role'), cell: (a) => t(`shell.role.${a.role}`) },
    {
      key: 'totp',
      header: t('accounts.col.twoFactor'),
      cell: (a) => <StatusBadge tone={a.totp ? 'success' : 'warning'}>{t(a.totp ? 'accounts.enrolled' : 'accounts.notEnrolled')}</StatusBadge>,
    },
    {
      key: 'status',
      header: t('accounts.col.status'),
      cell: (a) =>
        !a.active ? (
          <StatusBadge tone="danger">{t('accounts.disabled')}</StatusBadge>
        ) : a.invited ? (
          <StatusBadge tone="info">{t('accounts.invited')}</StatusBadge>
        ) : (
          <StatusBadge tone="success">{t('accounts.active')}</StatusBadge>
        ),
    },
    { key: 'last', header: t('accounts.col.lastSignIn'), cell: (a) => (a.last_sign_in ? formatTime(a.last_sign_in) : t('accounts.never')) },
  ];
  if (canManage)
    columns.push({
      key: 'actions',
      header: t('accounts.col.actions'),
      cell: (a) => <AccountActions account={a} onAsk={(change) => send({ type: 'ASK', change })} />,
    });

  const pending = context.pending;
  return (
    <div className="st-page">
      <PageHeader
        title={t('accounts.title')}
        subtitle={canManage ? t('accounts.subtitle') : t('accounts.readOnly')}
        actions={
          state.can({ type: 'OPEN_INVITE' }) ? (
            <button type="button" className="st-button st-button-primary" onClick={() => send({ type: 'OPEN_INVITE' })}>
              {t('accounts.invite')}
            </button>
          ) : null
        }
      />
      <DataTable
        caption={t('accounts.title')}
        columns={columns}
        rows={context.accounts}
        rowKey={(a) => a.id}
        status={state.matches('failed') ? 'failed' : state.matches('loading') ? 'loading' : 'ready'}
        error={context.failure ? say(context.failure) : null}
        onRetry={() => send({ type: 'RETRY' })}
        emptyText={t('shell.state.empty')}
        loadingText={t('shell.state.loading')}
        retryLabel={t('shell.state.retry')}
        footer={context.accounts.length ? <span className="st-muted">{tn('accounts.accounts', context.accounts.length)}</span> : null}
      />
      <InviteDialog
        open={state.matches('inviting') || state.matches('sendingInvite')}
        busy={state.matches('sendingInvite')}
        form={context.form}
        error={context.actionFailure ? say(context.actionFailure) : null}
        onChange={(field, value) => send({ type: 'CHANGE', field, value })}
        onSubmit={() => send({ type: 'SUBMIT' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      <ReasonDialog
        open={state.matches('confirming') || state.matches('changing')}
        title={pending ? changeTitle(pending) : ''}
        message={pending ? changeMessage(pending) : null}
        reason="none"
        reasonLabel=""
        reasonMissing=""
        confirmLabel={t('shell.action.confirm')}
        cancelLabel={t('shell.action.cancel')}
        danger={pending?.kind === 'reset' || (pending?.kind === 'active' && !pending.active)}
        busy={state.matches('changing')}
        error={context.actionFailure ? say(context.actionFailure) : null}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      <LinkDialog link={context.invitation} onClose={() => send({ type: 'DISMISS_LINK' })} />
    </div>
  );
}

function changeTitle(change: AccountChange): string {
  if (change.kind === 'role') return t('accounts.changeRole');
  if (change.kind === 'reset') return t('accounts.reset');
  return t(change.active ? 'accounts.enable' : 'accounts.disable');
}

function changeMessage(change: AccountChange): string {
  if (change.kind === 'role') return t('accounts.confirm.role', { name: change.name, role: t(`shell.role.${change.role}`) });
  if (change.kind === 'reset') return t('accounts.confirm.reset', { name: change.name });
  return t(change.active ? 'accounts.confirm.enable' : 'accounts.confirm.disable', { name: change.name });
}

function AccountActions({ account, onAsk }: { account: StaffAccount; onAsk: (change: AccountChange) => void }) {
  const [role, setRole] = useState<StaffRole>(account.role);
  const id = `role-${account.id}`;
  return (
    <div className="st-row-actions">
      <label htmlFor={id} className="st-visually-hidden">
        {t('accounts.changeRole')} · {account.name}
      </label>
      <select
        id={id}
        value={role}
        onChange={(event) => {
          const next = event.target.value as StaffRole;
          setRole(account.role);
          if (next !== account.role) onAsk({ kind: 'role', id: account.id, name: account.name, role: next });
        }}
      >
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`shell.role.${r}`)}
          </option>
        ))}
      </select>
      <button type="button" className="st-button st-button-small" onClick={() => onAsk({ kind: 'active', id: account.id, name: account.name, active: !account.active })}>
        {t(account.active ? 'accounts.disable' : 'accounts.enable')}
      </button>
      <button type="button" className="st-button st-button-small" onClick={() => onAsk({ kind: 'reset', id: account.id, name: account.name })}>
        {t('accounts.reset')}
      </button>
    </div>
  );
}

function InviteDialog(props: {
  open: boolean;
  busy: boolean;
  form: InviteForm;
  error: string | null;
  onChange: (field: keyof InviteForm, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { open, busy, form, error, onChange, onSubmit, onCancel } = props;
  return (
    <ReasonDialog
      open={open}
      title={t('accounts.form.title')}
      reason="none"
      reasonLabel=""
      reasonMissing=""
      confirmLabel={t('accounts.form.submit')}
      cancelLabel={t('shell.action.cancel')}
      busy={busy}
      error={error}
      onConfirm={onSubmit}
      onCancel={onCancel}
    >
      <div className="st-form-grid">
        <FilterField label={t('accounts.form.username')} htmlFor="invite-username" hint={t('accounts.form.usernameHint')}>
          <input id="invite-username" autoComplete="off" autoCapitalize="none" spellCheck={false} aria-describedby="invite-username-hint" value={form.username} onChange={(e) => onChange('username', e.target.value)} />
        </FilterField>
        <FilterField label={t('accounts.form.name')} htmlFor="invite-name">
          <input id="invite-name" autoComplete="off" value={form.name} onChange={(e) => onChange('name', e.target.value)} />
        </FilterField>
        <FilterField label={t('accounts.form.role')} htmlFor="invite-role">
          <select id="invite-role" value={form.role} onChange={(e) => onChange('role', e.target.value)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`shell.role.${r}`)}
              </option>
            ))}
          </select>
        </FilterField>
      </div>
    </ReasonDialog>
  );
}

function LinkDialog({ link, onClose }: { link: { name: string; code: string; expires_at: string } | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const href = link ? inviteLink(link.code) : '';
  return (
    <ReasonDialog
      open={link !== null}
      title={t('accounts.link.title')}
      message={link ? t('accounts.link.intro', { name: link.name, time: formatTime(link.expires_at) }) : null}
      reason="none"
      reasonLabel=""
      reasonMissing=""
      confirmLabel={t('shell.action.close')}
      onConfirm={() => {
        setCopied(false);
        onClose();
      }}
      onCancel={() => {
        setCopied(false);
        onClose();
      }}
    >
      <div className="st-copy">
        <input className="st-invite-link" readOnly value={href} aria-label={t('accounts.link.title')} onFocus={(e) => e.target.select()} />
        <button
          type="button"
          className="st-button"
          onClick={() => {
            void navigator.clipboard?.writeText(href).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {t(copied ? 'shell.action.copied' : 'shell.action.copy')}
        </button>
      </div>
    </ReasonDialog>
  );
}
