import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';
import { MemberInfoSchema } from './member';
import { AccountField, CodeField, confirmMatches, isEmail, isPhone, PasswordField, PhoneField } from './validation';

/**
 * Sign-in, registration, password reset and log out (spec §2 member screens, §5, §7), with the
 * field names of the FastAdmin-style calls. Sign-in answers the member with a fresh `token`.
 */
const confirmField = z.string();

/** Adds the confirmation's message (spec §5) as an issue on `confirm`. */
function confirmCheck<T extends { confirm: string }>(password: (form: T) => string) {
  return z.superRefine<T>((form, ctx) => {
    const key = confirmMatches({ password: password(form), confirm: form.confirm });
    if (key) ctx.issues.push({ code: 'custom', message: key, input: form.confirm, path: ['confirm'] });
  });
}

export const LoginFormSchema = z.object({ account: AccountField, password: PasswordField, lang: LangField });
export const userLogin = defineCall({
  path: '/api/user/login',
  auth: 'public',
  safe: false,
  input: LoginFormSchema,
  output: MemberInfoSchema,
});

export const MobileLoginFormSchema = z.object({ mobile: PhoneField, captcha: CodeField, lang: LangField });
export const userMobileLogin = defineCall({
  path: '/api/user/mobilelogin',
  auth: 'public',
  safe: false,
  input: MobileLoginFormSchema,
  output: MemberInfoSchema,
});

export const RegisterFormSchema = z
  .object({ mobile: PhoneField, code: CodeField, password: PasswordField, confirm: confirmField, lang: LangField })
  .check(confirmCheck((form) => form.password));
export const userRegister = defineCall({
  path: '/api/user/register',
  auth: 'public',
  safe: false,
  input: RegisterFormSchema,
  output: MemberInfoSchema,
});

export const RESET_TYPES = ['mobile', 'email'] as const;
export type ResetType = (typeof RESET_TYPES)[number];

export const ResetFormSchema = z
  .object({
    type: z.enum(RESET_TYPES),
    account: AccountField,
    captcha: CodeField,
    newpassword: PasswordField,
    confirm: confirmField,
    lang: LangField,
  })
  .check(
    z.superRefine((form, ctx) => {
      // the account must be of the chosen kind: a phone when resetting by phone, else an email
      const fits = form.type === 'mobile' ? isPhone(form.account) : isEmail(form.account);
      if (!fits) {
        const message = form.type === 'mobile' ? 'validation.phone' : 'validation.email';
        ctx.issues.push({ code: 'custom', message, input: form.account, path: ['account'] });
      }
    }),
    confirmCheck((form) => form.newpassword),
  );
export const userResetPassword = defineCall({
  path: '/api/user/resetpwd',
  auth: 'public',
  safe: false,
  input: ResetFormSchema,
  output: z.null(),
});

export const userLogout = defineCall({
  path: '/api/user/logout',
  auth: 'member',
  safe: false,
  input: z.object({ lang: LangField }),
  output: z.null(),
});
