import { LIFECYCLE_KINDS, type LifecycleKind } from '../../../contract/staff-lifecycle';
import { isStaffRole } from '../../../contract/staff-access';
import { t } from '../../lib/i18n';

/** Words the lifecycle screens share: a kind's name, an actor's, a mean time. */
export const isKind = (value: string): value is LifecycleKind => (LIFECYCLE_KINDS as readonly string[]).includes(value);

export const kindLabel = (kind: string) => (isKind(kind) ? t(`lifecycle.kind.${kind}`) : kind);

const ACTORS = ['member', 'staff', 'provider', 'timer', 'system'] as const;
type ActorKind = (typeof ACTORS)[number];
const isActorKind = (value: string): value is ActorKind => (ACTORS as readonly string[]).includes(value);

export const actorKindLabel = (kind: string) => (isActorKind(kind) ? t(`lifecycle.actor.${kind}`) : kind);
export const roleLabel = (role: string) => (isStaffRole(role) ? t(`shell.role.${role}`) : role);

/** `45 s`, `12 min`, `3.5 h`, `2.1 d` in the console's language. */
export function duration(seconds: number | null): string {
  if (seconds === null) return '—';
  const one = (n: number) => (Math.round(n * 10) / 10).toString();
  if (seconds < 120) return t('lifecycle.duration.s', { n: Math.round(seconds) });
  if (seconds < 7_200) return t('lifecycle.duration.min', { n: Math.round(seconds / 60) });
  if (seconds < 172_800) return t('lifecycle.duration.h', { n: one(seconds / 3_600) });
  return t('lifecycle.duration.d', { n: one(seconds / 86_400) });
}

/** Saves text the server made under its name (a CSV with its BOM, an SVG). */
export function download(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
