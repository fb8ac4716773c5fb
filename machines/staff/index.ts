import type { SignInStep, StaffAccount, StaffSession, AuditRow } from '../../src/contract/staff-auth';
import type { Dashboard, SeriesDay } from '../../src/contract/staff-console';
import type { RegisteredMachine } from '../registry';
import { staffAccountsMachine } from './staff-accounts.machine';
import { staffAuditMachine } from './staff-audit.machine';
import { staffHomeMachine } from './staff-home.machine';
import { staffInviteMachine } from './staff-invite.machine';
import { STAFF_SESSION_MS, staffSessionMachine } from './staff-session.machine';
import { staffSignInMachine } from './staff-sign-in.machine';
import { workMachines } from './work.registry';
import { catalogueMachines } from './catalogue.registry';
import { lifecycleMachines } from './lifecycle.registry';

/** The staff console's machines with the samples their path tests need (spread into MACHINES). */
const owner = { id: 1, username: 'owner', name: 'Wang Li', role: 'owner' as const };
const session: StaffSession = { token: 's'.repeat(43), expires_in: 8 * 3600, staff: owner };
const enrolStep: SignInStep = { step: 'enrol', ticket: 'T'.repeat(32), secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Penglai:owner?secret=JBSWY3DPEHPK3PXP' };
const totpStep: SignInStep = { step: 'totp', ticket: 'T'.repeat(32) };
/** the API helper's failures carry a `kind`; 401 is `unauthorized` */
const signedOutError = Object.assign(new Error('Please sign in first'), { kind: 'unauthorized' });
const networkError = Object.assign(new Error('The server cannot be reached'), { kind: 'network' });
const account: StaffAccount = {
  id: 2,
  username: 'shop1',
  name: 'Chen Jing',
  role: 'shop',
  active: true,
  totp: true,
  invited: false,
  last_sign_in: '2026-11-24 09:12:00',
  created_at: '2026-11-01 10:00:00',
};
const invitation = { name: 'Chen Jing', code: 'I'.repeat(32), expires_at: '2026-11-28 10:00:00' };
const dashboard: Dashboard = {
  today: '2026-11-25',
  to_ship: 3,
  refunds_to_review: 1,
  money_refunds_failing: 0,
  visits_today: 4,
  visits_tomorrow: 2,
  dinners_today: 1,
  dinners_tomorrow: 0,
  arrivals_today: 1,
  arrivals_tomorrow: 0,
  departures_today: 0,
  departures_tomorrow: 1,
};
const busyDay: SeriesDay = { day: '2026-11-24', orders: 2, bookings: 1, sales_fen: 79_600 };
const quietDay: SeriesDay = { day: '2026-11-25', orders: 0, bookings: 0, sales_fen: 0 };
const auditRow: AuditRow = {
  id: 7,
  at: '2026-11-25 10:00:00',
  staff: 'owner',
  role: 'owner',
  action: 'order.ship',
  object: 'goods_order:WO1',
  before: '10 paid',
  after: '15 shipped',
  reason: '',
  ip: '127.0.0.1',
  hash: 'h'.repeat(64),
};

export const staffShellMachines: Record<string, RegisteredMachine> = {
  staffSession: {
    machine: staffSessionMachine,
    file: 'machines/staff/staff-session.machine.ts',
    summary: 'The staff console session: restored and checked with `me`, signed in, signed out here or everywhere, ended by a 401 or after 8 hours; the language.',
    inputs: [
      { lang: 'tw', token: session.token, staff: owner, remainingMs: STAFF_SESSION_MS },
      { lang: 'en', token: null, staff: null, remainingMs: 0 },
    ],
    events: [
      { type: 'RESTORE' },
      { type: 'SIGNED_IN', session },
      { type: 'SIGN_OUT' },
      { type: 'SIGN_OUT_EVERYWHERE' },
      { type: 'UNAUTHORIZED' },
      { type: 'SET_LANG', lang: 'cn' },
      { type: 'SET_LANG', lang: 'en' },
      { type: 'xstate.done.actor.loadMe', output: { ...owner, role: 'auditor' } },
      { type: 'xstate.error.actor.loadMe', error: signedOutError },
      { type: 'xstate.error.actor.loadMe', error: networkError },
      { type: 'xstate.done.actor.signOut', output: null },
      { type: 'xstate.error.actor.signOut', error: networkError },
      { type: 'xstate.done.actor.signOutEverywhere', output: null },
      { type: 'xstate.error.actor.signOutEverywhere', error: networkError },
    ],
    promiseActors: ['loadMe', 'signOut', 'signOutEverywhere'],
  },
  staffSignIn: {
    machine: staffSignInMachine,
    file: 'machines/staff/staff-sign-in.machine.ts',
    summary: 'Staff sign-in: username and password, then the authenticator code — or its enrolment (QR code, key, first code); an invitation starts at the enrolment.',
    inputs: [{ enrol: null }, { enrol: { ticket: enrolStep.ticket, secret: enrolStep.secret, uri: enrolStep.uri } }],
    events: [
      { type: 'START' },
      { type: 'CHANGE', field: 'username', value: 'owner' },
      { type: 'CHANGE', field: 'password', value: 'correct horse' },
      { type: 'CHANGE', field: 'code', value: '123456' },
      { type: 'SUBMIT' },
      { type: 'RESTART' },
      { type: 'xstate.done.actor.checkPassword', output: totpStep },
      { type: 'xstate.done.actor.checkPassword', output: enrolStep },
      { type: 'xstate.error.actor.checkPassword', error: new Error('Incorrect username or password') },
      { type: 'xstate.done.actor.confirmTotp', output: session },
      { type: 'xstate.error.actor.confirmTotp', error: new Error('The code is not right, please try again') },
      { type: 'xstate.done.actor.confirmEnrol', output: session },
      { type: 'xstate.error.actor.confirmEnrol', error: new Error('The code is not right, please try again') },
    ],
    promiseActors: ['checkPassword', 'confirmTotp', 'confirmEnrol'],
  },
  staffInvite: {
    machine: staffInviteMachine,
    file: 'machines/staff/staff-invite.machine.ts',
    summary: 'Accepting a staff invitation: who and which role, a password twice, then the enrolment step of the sign-in.',
    inputs: [{ code: invitation.code }],
    events: [
      { type: 'CHANGE', field: 'password', value: 'long enough pw' },
      { type: 'CHANGE', field: 'password', value: 'short' },
      { type: 'CHANGE', field: 'again', value: 'long enough pw' },
      { type: 'SUBMIT' },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.getInvite', output: { username: 'shop1', name: 'Chen Jing', role: 'shop', expires_at: invitation.expires_at } },
      { type: 'xstate.error.actor.getInvite', error: new Error('This invitation is unknown or has expired') },
      { type: 'xstate.done.actor.acceptInvite', output: enrolStep },
      { type: 'xstate.error.actor.acceptInvite', error: new Error('This invitation is unknown or has expired') },
    ],
    promiseActors: ['getInvite', 'acceptInvite'],
  },
  staffHome: {
    machine: staffHomeMachine,
    file: 'machines/staff/staff-home.machine.ts',
    summary: "The console's home: today's counts and the 30-day series, loaded side by side, each retried on its own.",
    inputs: [undefined],
    events: [
      { type: 'RETRY' },
      { type: 'xstate.done.actor.loadDashboard', output: dashboard },
      { type: 'xstate.error.actor.loadDashboard', error: new Error('The server cannot be reached') },
      { type: 'xstate.done.actor.loadSeries', output: [busyDay, quietDay] },
      { type: 'xstate.done.actor.loadSeries', output: [quietDay] },
      { type: 'xstate.error.actor.loadSeries', error: new Error('The server cannot be reached') },
    ],
    promiseActors: ['loadDashboard', 'loadSeries'],
  },
  staffAccounts: {
    machine: staffAccountsMachine,
    file: 'machines/staff/staff-accounts.machine.ts',
    summary: 'Staff accounts: the list; for an owner, inviting (the link shown once) and, each confirmed, changing a role, disabling or enabling, resetting.',
    inputs: [{ canManage: true }, { canManage: false }],
    events: [
      { type: 'RETRY' },
      { type: 'OPEN_INVITE' },
      { type: 'CHANGE', field: 'username', value: 'shop1' },
      { type: 'SUBMIT' },
      { type: 'CANCEL' },
      { type: 'ASK', change: { kind: 'active', id: 2, name: 'Chen Jing', active: false } },
      { type: 'CONFIRM' },
      { type: 'DISMISS_LINK' },
      { type: 'xstate.done.actor.loadAccounts', output: [account] },
      { type: 'xstate.error.actor.loadAccounts', error: new Error('The server cannot be reached') },
      { type: 'xstate.done.actor.inviteStaff', output: { msg: 'Invitation made', invitation } },
      { type: 'xstate.error.actor.inviteStaff', error: new Error('The username is taken') },
      { type: 'xstate.done.actor.changeAccount', output: { msg: 'Account disabled', invitation: null } },
      { type: 'xstate.error.actor.changeAccount', error: new Error('The last owner cannot be disabled') },
    ],
    promiseActors: ['loadAccounts', 'inviteStaff', 'changeAccount'],
  },
  staffAudit: {
    machine: staffAuditMachine,
    file: 'machines/staff/staff-audit.machine.ts',
    summary: 'The audit trail: filters, pages newest first, CSV export and the hash-chain check beside the table.',
    inputs: [undefined],
    events: [
      { type: 'CHANGE', field: 'action', value: 'order.ship' },
      { type: 'SEARCH' },
      { type: 'CLEAR' },
      { type: 'PAGE', page: 2 },
      { type: 'PAGE', page: 1 },
      { type: 'RETRY' },
      { type: 'EXPORT' },
      { type: 'VERIFY' },
      { type: 'xstate.done.actor.loadAudit', output: { total: 120, items: [auditRow] } },
      { type: 'xstate.error.actor.loadAudit', error: new Error('The server cannot be reached') },
      { type: 'xstate.done.actor.exportAudit', output: { filename: 'audit.csv', csv: '\uFEFFid,at\n7,2026-11-25' } },
      { type: 'xstate.error.actor.exportAudit', error: new Error('The server cannot be reached') },
      { type: 'xstate.done.actor.verifyChain', output: { rows: 120, ok: true, broken: null } },
      { type: 'xstate.error.actor.verifyChain', error: new Error('The server cannot be reached') },
    ],
    promiseActors: ['loadAudit', 'exportAudit', 'verifyChain'],
  },
};

/** Every machine of the staff console (the work screens' machines are spread in here too). */
export const staffMachines: Record<string, RegisteredMachine> = {
  ...staffShellMachines,
  ...workMachines,
  ...catalogueMachines,
  ...lifecycleMachines,
};
