import { fromPromise } from 'xstate';
import type { AvatarUploadEvent } from '../../../../machines/avatar-upload.machine';
import type { ChangeContactRequest } from '../../../../machines/change-contact.machine';
import type { PasswordForm } from '../../../../machines/change-password.machine';
import type { SendCodeInput } from '../../../../machines/code-sender.machine';
import type { ProfileForm } from '../../../../machines/profile.machine';
import type { MemberInfo } from '../../../contract/member';
import {
  commonUpload,
  userChangeEmail,
  userChangeMobile,
  userChangePassword,
  userInfo,
  userProfile,
} from '../../../contract/profile';
import { emsSend, smsSend, type CodeSent } from '../../../contract/verification';
import { unwrap } from '../../lib/api-client';
import { upload } from '../../lib/upload';

/** The personal centre's calls, as the promise actors its machines invoke. */
export const fetchProfile = fromPromise<MemberInfo>(() => unwrap(userInfo, {}));

/** Sends only the changed fields: the server changes those and requires nothing else. */
export const saveProfile = fromPromise<MemberInfo, Partial<ProfileForm>>(({ input }) => unwrap(userProfile, input));

export const changePassword = fromPromise<null, PasswordForm>(({ input }) => unwrap(userChangePassword, input));

export const changeContact = fromPromise<MemberInfo, ChangeContactRequest>(({ input }) =>
  input.kind === 'mobile'
    ? unwrap(userChangeMobile, { mobile: input.target, captcha: input.captcha })
    : unwrap(userChangeEmail, { email: input.target, captcha: input.captcha }),
);

/** Uploads the picture, then makes it the portrait: one step for the member. */
export const uploadAvatar = fromPromise<MemberInfo, AvatarUploadEvent['file']>(async ({ input }) => {
  const { url } = await upload(commonUpload, input as File, input.name);
  return unwrap(userProfile, { avatar: url });
});

export const sendCode = fromPromise<CodeSent, SendCodeInput>(({ input }) =>
  input.channel === 'mobile'
    ? unwrap(smsSend, { mobile: input.target, event: input.event })
    : unwrap(emsSend, { email: input.target, event: input.event }),
);
