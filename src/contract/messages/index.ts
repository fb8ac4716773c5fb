import type { Lang } from '../lang';
import type { Plural } from '../plural';
import { cn } from './cn';
import { en, type Messages } from './en';
import { tw } from './tw';

export type { Messages };
export const MESSAGES: Record<Lang, Messages> = { cn, tw, en };

/** Dot-paths of every message, e.g. `error.loginFirst`; a message with a count (a Plural) is one message. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | Plural ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Messages>;
