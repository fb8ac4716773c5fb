import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';
import { MemberInfoSchema } from './member';
import { CodeField, confirmMatches, EmailField, PasswordField, PhoneField } from './validation';

/**
 * The personal centre (spec §2 member screens, §3 profile fields, §5): read and edit the profile,
 * change the password, the phone and the email, and upload a portrait. Every message is a key.
 */
export const PROFILE_NICKNAME_MAX = 20;
export const PROFILE_NAME_MAX = 30;
export const PROFILE_REGION_MAX = 100;
export const PROFILE_ADDRESS_MAX = 200;
export const BIRTHDAY_MIN = '1900-01-01';

/** Portraits: JPEG, PNG or WebP up to 2 MB, recognised by their first bytes, never by the name. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type UploadMime = keyof typeof UPLOAD_TYPES;
/** What our own upload answers: `/media/uploads/<32 hex>.<ext>` */
export const UPLOAD_URL_PATTERN = /^\/media\/uploads\/([0-9a-f]{32})\.(jpg|png|webp)$/;

const CONTROL = /[\u0000-\u001f\u007f]/;
const chars = (s: string) => [...s].length;

/** Trimmed text: `requiredKey` when empty, `invalidKey` when too long or holding control characters. */
function textField(requiredKey: string, max: number, invalidKey: string) {
  return z
    .pipe(z.string(), z.transform((s) => s.trim()))
    .check(
      z.minLength(1, requiredKey),
      z.refine((s) => chars(s) <= max && !CONTROL.test(s), invalidKey),
    );
}

export const ProfileNicknameField = textField('profile.nicknameRequired', PROFILE_NICKNAME_MAX, 'profile.nicknameInvalid');
export const ProfileNameField = textField('profile.nameRequired', PROFILE_NAME_MAX, 'profile.nameInvalid');
export const ProfileRegionField = textField('profile.regionRequired', PROFILE_REGION_MAX, 'profile.regionInvalid');
export const ProfileAddressField = textField('profile.addressRequired', PROFILE_ADDRESS_MAX, 'profile.addressInvalid');

/** 0 male, 1 female (spec §3); form fields are strings, JSON may carry numbers. */
export const ProfileGenderField = z.pipe(
  z.pipe(z.union([z.string(), z.number()], 'profile.genderRequired'), z.transform((v) => String(v).trim())),
  z.pipe(z.enum(['0', '1'], 'profile.genderRequired'), z.transform(Number)),
);

/** Today's date in Beijing, `YYYY-MM-DD`: a birthday is a calendar day where the estate is. */
export function beijingToday(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** A real calendar day, not before 1900 and not after today. */
export function isValidBirthday(value: string, today = beijingToday()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= BIRTHDAY_MIN && value <= today;
}

export const ProfileBirthdayField = z
  .pipe(z.string(), z.transform((s) => s.trim()))
  .check(z.minLength(1, 'profile.birthdayRequired'), z.refine((s) => isValidBirthday(s), 'profile.birthdayInvalid'));

/** Only a picture from our own upload; '' puts the default portrait back. */
export const ProfileAvatarField = z
  .pipe(z.string(), z.transform((s) => s.trim()))
  .check(z.refine((s) => s === '' || UPLOAD_URL_PATTERN.test(s), 'profile.avatarInvalid'));

export const userInfo = defineCall({
  path: '/api/user/info',
  auth: 'member',
  safe: true,
  input: z.object({ lang: LangField }),
  output: MemberInfoSchema,
});

/** Only the fields sent change; a field sent empty gets its enter/choose message. */
export const ProfileInputSchema = z.object({
  nickname: z.optional(ProfileNicknameField),
  name: z.optional(ProfileNameField),
  gender: z.optional(ProfileGenderField),
  birthday: z.optional(ProfileBirthdayField),
  region: z.optional(ProfileRegionField),
  address: z.optional(ProfileAddressField),
  avatar: z.optional(ProfileAvatarField),
  lang: LangField,
});
export type ProfileInput = z.input<typeof ProfileInputSchema>;

export const userProfile = defineCall({
  path: '/api/user/profile',
  auth: 'member',
  safe: false,
  input: ProfileInputSchema,
  output: MemberInfoSchema,
});

export const ChangePasswordInputSchema = z
  .object({
    oldpassword: z.string().check(z.refine((s) => s.trim() !== '', 'profile.oldPasswordRequired')),
    newpassword: PasswordField,
    renewpassword: z.string(),
    lang: LangField,
  })
  .check(
    z.superRefine((form, ctx) => {
      const key = confirmMatches({ password: form.newpassword, confirm: form.renewpassword });
      if (key) ctx.issues.push({ code: 'custom', message: key, path: ['renewpassword'], input: form.renewpassword });
    }),
  );

export const userChangePassword = defineCall({
  path: '/api/user/changepwd',
  auth: 'member',
  safe: false,
  input: ChangePasswordInputSchema,
  output: z.null(),
});

export const userChangeMobile = defineCall({
  path: '/api/user/changemobile',
  auth: 'member',
  safe: false,
  input: z.object({ mobile: PhoneField, captcha: CodeField, lang: LangField }),
  output: MemberInfoSchema,
});

export const userChangeEmail = defineCall({
  path: '/api/user/changeemail',
  auth: 'member',
  safe: false,
  input: z.object({ email: EmailField, captcha: CodeField, lang: LangField }),
  output: MemberInfoSchema,
});

export const UploadedSchema = z.object({ url: z.string().check(z.regex(UPLOAD_URL_PATTERN)) });
export type Uploaded = z.infer<typeof UploadedSchema>;

/** Multipart, one part named `file`; the language travels in the `lang` header. */
export const commonUpload = defineCall({
  path: '/api/common/upload',
  auth: 'member',
  safe: false,
  input: z.object({ lang: LangField }),
  output: UploadedSchema,
});
