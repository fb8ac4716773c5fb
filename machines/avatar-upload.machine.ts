import { assign, fromPromise, setup } from 'xstate';
import type { MemberInfo } from '../src/contract/member';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../src/contract/profile';

/** What the machine needs to know of a chosen file (the browser's File has it). */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

export interface AvatarUploadContext {
  failure: string | null;
}

export type AvatarUploadEvent = { type: 'CHOOSE'; file: PickedFile };

const isKnownType = (file: PickedFile) => Object.hasOwn(UPLOAD_TYPES, file.type);
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'error.requestFailed');

/**
 * The portrait (spec §3: default avatar when empty): a chosen picture is checked for its type
 * and size here, to spare a useless upload; the server checks the bytes again. Uploading and
 * saving the portrait is one actor; the new member info goes to `notifyUploaded`.
 */
export const avatarUploadMachine = setup({
  types: {
    context: {} as AvatarUploadContext,
    events: {} as AvatarUploadEvent,
  },
  actors: {
    // supplied by the web layer: /api/common/upload, then /api/user/profile with the address
    uploadAvatar: fromPromise<MemberInfo, PickedFile>(async () => {
      throw new Error('uploadAvatar must be provided');
    }),
  },
  guards: {
    isWrongType: ({ event }) => !isKnownType(event.file),
    isTooLarge: ({ event }) => event.file.size > UPLOAD_MAX_BYTES,
  },
  actions: {
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    setRefusal: assign({ failure: (_, params: { key: string }) => params.key }),
    clearFailure: assign({ failure: null }),
    // effect supplied by the web layer
    notifyUploaded: (_, _params: { user: MemberInfo }) => {},
  },
}).createMachine({
  id: 'avatarUpload',
  context: { failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHOOSE: [
          { guard: 'isWrongType', actions: { type: 'setRefusal', params: { key: 'profile.uploadType' } } },
          { guard: 'isTooLarge', actions: { type: 'setRefusal', params: { key: 'profile.uploadTooLarge' } } },
          { target: 'uploading', actions: 'clearFailure' },
        ],
      },
    },
    uploading: {
      invoke: {
        id: 'uploadAvatar',
        src: 'uploadAvatar',
        input: ({ event }) => (event as AvatarUploadEvent).file,
        onDone: { target: 'idle', actions: { type: 'notifyUploaded', params: ({ event }) => ({ user: event.output }) } },
        onError: { target: 'idle', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
