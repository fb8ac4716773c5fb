import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { avatarUploadMachine } from '../../machines/avatar-upload.machine';
import { changeContactMachine, type ChangeContactRequest } from '../../machines/change-contact.machine';
import { passwordErrors } from '../../machines/change-password.machine';
import { profileMachine, type ProfileForm } from '../../machines/profile.machine';
import type { MemberInfo } from '../../src/contract/member';

const member: MemberInfo = {
  id: 7, uuid: 'u', username: '13800000007', nickname: 'Li Hua', name: 'Li Hua', email: '', mobile: '13800000007',
  avatar: '', gender: 0, birthday: '1990-05-01', region: 'Yantai', address: '1 Cliff Road',
};

describe('change contact', () => {
  function start() {
    const requests: ChangeContactRequest[] = [];
    const changed: MemberInfo[] = [];
    const actor = createActor(
      changeContactMachine.provide({
        actors: { changeContact: fromPromise(async ({ input }: { input: ChangeContactRequest }) => (requests.push(input), { ...member, mobile: input.target })) },
        actions: { notifyChanged: (_, { user }) => void changed.push(user) },
      }),
      { input: { kind: 'mobile' } },
    ).start();
    actor.send({ type: 'OPEN' });
    return { actor, requests, changed };
  }

  it('refuses the submit until a code was sent to that very phone', async () => {
    const { actor, requests, changed } = start();
    actor.send({ type: 'CHANGE', field: 'target', value: '13900000009' });
    actor.send({ type: 'CHANGE', field: 'captcha', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('validating');
    expect(actor.getSnapshot().context.errors).toEqual({ captcha: 'profile.codeFirst' });

    actor.send({ type: 'CODE_SENT', target: '13900000008' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.captcha).toBe('profile.codeFirst');
    expect(requests).toEqual([]);

    actor.send({ type: 'CODE_SENT', target: '13900000009' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('changed'));
    expect(requests).toEqual([{ kind: 'mobile', target: '13900000009', captcha: '123456' }]);
    expect(changed.map((u) => u.mobile)).toEqual(['13900000009']);
  });

  it('a code sent before the phone was edited no longer counts', () => {
    const { actor } = start();
    actor.send({ type: 'CHANGE', field: 'target', value: '13900000009' });
    actor.send({ type: 'CODE_SENT', target: '13900000009' });
    actor.send({ type: 'CHANGE', field: 'target', value: '13900000001' });
    actor.send({ type: 'CHANGE', field: 'captcha', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ captcha: 'profile.codeFirst' });
  });
});

describe('profile', () => {
  function start(read: Partial<MemberInfo>) {
    const saved: Partial<ProfileForm>[] = [];
    const notified: MemberInfo[] = [];
    const actor = createActor(
      profileMachine.provide({
        actors: {
          fetchProfile: fromPromise<MemberInfo>(async () => ({ ...member, ...read })),
          saveProfile: fromPromise<MemberInfo, Partial<ProfileForm>>(async ({ input }) => {
            saved.push(input);
            return { ...member, ...read, ...input, gender: Number(input.gender ?? member.gender) };
          }),
        },
        actions: { notifyUserUpdated: (_, { user }) => void notified.push(user) },
      }),
    ).start();
    return { actor, saved, notified };
  }

  it('a nickname alone is saved: fields left empty are neither required nor sent', async () => {
    const { actor, saved, notified } = start({ name: '', birthday: '', region: '', address: '' });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', field: 'nickname', value: 'Hua' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saved).toEqual([{ nickname: 'Hua' }]);
    expect(notified.map((u) => u.nickname)).toEqual(['Li Hua', 'Hua']);
  });

  it('checks only the changed fields on submit, then at each change', async () => {
    const { actor, saved } = start({ name: '', region: '' });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', field: 'nickname', value: ' ' });
    actor.send({ type: 'CHANGE', field: 'birthday', value: '2999-01-01' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('validating');
    expect(actor.getSnapshot().context.errors).toEqual({ nickname: 'profile.nicknameRequired', birthday: 'profile.birthdayInvalid' });
    actor.send({ type: 'CHANGE', field: 'birthday', value: '1990-05-01' });
    expect(actor.getSnapshot().context.errors).toEqual({ nickname: 'profile.nicknameRequired' });
    actor.send({ type: 'CHANGE', field: 'nickname', value: 'Hua' });
    actor.send({ type: 'CHANGE', field: 'region', value: 'Penglai' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saved).toEqual([{ nickname: 'Hua', region: 'Penglai' }]);
  });

  it('a form without a change saves nothing', async () => {
    const { actor, saved } = start({});
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', field: 'nickname', value: ' Li Hua ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(saved).toEqual([]);
  });
});

describe('password and portrait rules', () => {
  it('names each password problem on its own field', () => {
    expect(passwordErrors({ oldpassword: '', newpassword: '123', renewpassword: '' })).toMatchObject({
      oldpassword: 'profile.oldPasswordRequired',
      newpassword: 'validation.password',
    });
    expect(passwordErrors({ oldpassword: 'a', newpassword: 'abcdef', renewpassword: '' })).toEqual({ renewpassword: 'validation.confirmRequired' });
    expect(passwordErrors({ oldpassword: 'a', newpassword: 'abcdef', renewpassword: 'abcdeg' })).toEqual({ renewpassword: 'validation.confirmMismatch' });
  });

  it('refuses a GIF and a picture over 2 MB before uploading anything', () => {
    let uploads = 0;
    const actor = createActor(
      avatarUploadMachine.provide({ actors: { uploadAvatar: fromPromise(async () => (uploads++, member)) } }),
    ).start();
    actor.send({ type: 'CHOOSE', file: { name: 'a.gif', size: 10, type: 'image/gif' } });
    expect(actor.getSnapshot().context.failure).toBe('profile.uploadType');
    actor.send({ type: 'CHOOSE', file: { name: 'a.png', size: 2 * 1024 * 1024 + 1, type: 'image/png' } });
    expect(actor.getSnapshot().context.failure).toBe('profile.uploadTooLarge');
    expect(uploads).toBe(0);
  });
});
