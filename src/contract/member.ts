import * as z from 'zod/mini';

/**
 * The member as the login answer carries it (spec §3 Member), without the password hash and
 * salt, which never leave the server.
 */
export const MemberInfoSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  mobile: z.string(),
  avatar: z.string(),
  gender: z.number(),
  birthday: z.string(),
  token: z.optional(z.string()),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

/** Shown when a member has no portrait (spec §3). */
export const DEFAULT_AVATAR = '/media/avatar-default.svg';
