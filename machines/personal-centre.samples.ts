import { avatarUploadMachine } from './avatar-upload.machine';
import { changeContactMachine } from './change-contact.machine';
import { changePasswordMachine } from './change-password.machine';
import { profileMachine } from './profile.machine';
import type { RegisteredMachine } from './registry';

/** Personal centre machines with the sample events their path tests need (spread into MACHINES). */
const member = {
  id: 7,
  uuid: '5c7b2f1e-0000-4000-8000-000000000007',
  username: '13800000007',
  nickname: 'Li Hua',
  name: 'Li Hua',
  email: 'lihua@example.com',
  mobile: '13800000007',
  avatar: '/media/demo/avatar-default.svg',
  gender: 1,
  birthday: '1990-05-01',
  region: 'Yantai, Shandong',
  address: '1 Cliff Road',
};

export const personalCentreMachines: Record<string, RegisteredMachine> = {
  profile: {
    machine: profileMachine,
    file: 'machines/profile.machine.ts',
    summary: 'Personal info: load, view, edit (checked at once after a refused submit), save only the changed fields; new info goes to the session.',
    inputs: [undefined],
    events: [
      { type: 'xstate.done.actor.fetchProfile', output: member },
      { type: 'xstate.error.actor.fetchProfile', error: new Error('error.network') },
      { type: 'CHANGE', field: 'nickname', value: '' },
      { type: 'CHANGE', field: 'nickname', value: 'Hua' },
      // back to the nickname as read: nothing changed any more
      { type: 'CHANGE', field: 'nickname', value: 'Li Hua' },
      { type: 'xstate.done.actor.saveProfile', output: { ...member, nickname: 'Hua' } },
      { type: 'xstate.error.actor.saveProfile', error: new Error('error.server') },
      { type: 'USER_CHANGED', user: { ...member, avatar: '/media/uploads/0123456789abcdef0123456789abcdef.png' } },
    ],
    promiseActors: ['fetchProfile', 'saveProfile'],
  },
  changePassword: {
    machine: changePasswordMachine,
    file: 'machines/change-password.machine.ts',
    summary: 'Change password: old, new and confirmation checked, submitted; other sessions are signed out by the server.',
    inputs: [undefined],
    events: [
      { type: 'CHANGE', field: 'oldpassword', value: 'secret-123' },
      { type: 'CHANGE', field: 'newpassword', value: 'newer-456' },
      { type: 'CHANGE', field: 'renewpassword', value: 'newer-456' },
      { type: 'CHANGE', field: 'renewpassword', value: 'newer-457' },
      { type: 'xstate.done.actor.changePassword', output: null },
      { type: 'xstate.error.actor.changePassword', error: new Error('profile.oldPasswordWrong') },
    ],
    promiseActors: ['changePassword'],
  },
  changeContact: {
    machine: changeContactMachine,
    file: 'machines/change-contact.machine.ts',
    summary: 'Change phone or email: a code must have been sent to the new target before the submit is allowed.',
    inputs: [{ kind: 'mobile' }],
    events: [
      { type: 'CHANGE', field: 'target', value: '13800000009' },
      { type: 'CHANGE', field: 'target', value: '1380000' },
      { type: 'CHANGE', field: 'captcha', value: '123456' },
      { type: 'CODE_SENT', target: '13800000009' },
      { type: 'xstate.done.actor.changeContact', output: { ...member, mobile: '13800000009' } },
      { type: 'xstate.error.actor.changeContact', error: new Error('validation.codeWrong') },
    ],
    promiseActors: ['changeContact'],
  },
  avatarUpload: {
    machine: avatarUploadMachine,
    file: 'machines/avatar-upload.machine.ts',
    summary: 'Portrait: type and size checked in the browser, uploaded and saved; the server checks the bytes.',
    inputs: [undefined],
    events: [
      { type: 'CHOOSE', file: { name: 'me.png', size: 40_000, type: 'image/png' } },
      { type: 'CHOOSE', file: { name: 'me.gif', size: 40_000, type: 'image/gif' } },
      { type: 'CHOOSE', file: { name: 'big.jpg', size: 3_000_000, type: 'image/jpeg' } },
      { type: 'xstate.done.actor.uploadAvatar', output: { ...member, avatar: '/media/uploads/0123456789abcdef0123456789abcdef.png' } },
      { type: 'xstate.error.actor.uploadAvatar', error: new Error('profile.uploadType') },
    ],
    promiseActors: ['uploadAvatar'],
  },
};
