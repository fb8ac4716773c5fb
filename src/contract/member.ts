import * as z from 'zod/mini';

/**
 * The member as the login answer carries it (spec §3 Member) — never the password hash or salt,
 * which stay on the server. Times are Unix seconds, with `_text` variants formatted
 * `YYYY-MM-DD HH:mm:ss` (Beijing time). `token` is present in sign-in answers.
 */
const time = z.nullable(z.number());
const timeText = z.string();
export const MemberInfoSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  category: z.optional(z.number()),
  code: z.optional(z.string()),
  username: z.string(),
  nickname: z.string(),
  name: z.optional(z.string()),
  email: z.string(),
  mobile: z.string(),
  avatar: z.string(),
  gender: z.number(),
  birthday: z.string(),
  region: z.optional(z.string()),
  address: z.optional(z.string()),
  switch: z.optional(z.number()),
  jointime: z.optional(time),
  prevtime: z.optional(time),
  logintime: z.optional(time),
  keeptime: z.optional(z.number()),
  createtime: z.optional(time),
  updatetime: z.optional(time),
  jointime_text: z.optional(timeText),
  prevtime_text: z.optional(timeText),
  logintime_text: z.optional(timeText),
  createtime_text: z.optional(timeText),
  updatetime_text: z.optional(timeText),
  token: z.optional(z.string()),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

/** Shown when a member has no portrait (spec §3). */
export const DEFAULT_AVATAR = '/media/demo/avatar-default.svg';

export const GENDERS = [0, 1] as const; // 0 male, 1 female
