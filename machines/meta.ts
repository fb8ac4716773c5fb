/**
 * The words and the rules an auditor reads off a domain machine (a lifecycle the server enforces:
 * goods order, refund, booking, payment attempt, money refund). They live in the machines' own
 * `meta`, so the same object is the rule the server follows, its permission model, the test model
 * and the drawn document.
 */
import { ORDER_SWEEP_S, ORDER_VALIDITY_S } from '../src/contract/constants';

/** Who may send an event: the member, the winery's staff, an outside provider (WeChat Pay), a timer, or the server itself. */
export const ACTORS = ['member', 'staff', 'provider', 'timer', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

/** One text in the three languages of the site. */
export interface Words {
  en: string;
  cn: string;
  tw: string;
}

/** `meta` of a state of a domain machine. */
export interface DomainStateMeta {
  /** the stored status code (the spec's code where the spec gives one) */
  code: number;
  /** the state's name for people */
  label: Words;
  /** what the code means to the member, as the spec says it */
  meaning: Words;
}

/** `meta` of a transition of a domain machine. */
export interface DomainTransitionMeta {
  /** who may send this event; the server refuses it from anyone else */
  actors: readonly Actor[];
  /** the transition's name for people (e.g. "Pay", "付款", "付款") */
  label: Words;
  /** what happens, in plain words: the rule, its guard and its effects */
  description: Words;
  /** for a timer's event: the setting that fixes when it fires, and its default in seconds */
  timer?: {
    setting: string;
    defaultS: number;
    /** the sweep that sends the event once it is due: its setting and default in seconds */
    sweep?: { setting: string; defaultS: number };
  };
}

/** Plain words for the named guards and actions of a machine, for the drawn document. */
export interface MachineWords {
  guards: Record<string, Words>;
  actions: Record<string, Words>;
}

export function isActor(value: unknown): value is Actor {
  return typeof value === 'string' && (ACTORS as readonly string[]).includes(value);
}

/**
 * The sender of an event as the server records it: its kind, then who — `member:7`, `staff:2`,
 * `provider:wechat`, `timer:expire-orders`, `system:<consequence>`. The kind is what the machine's
 * `meta.actors` is checked against; the whole text names the sender in the history rows.
 */
export type ActorRef = `${Actor}:${string}`;

/** The kind of a sender: the part of its reference before the first colon. */
export function actorKind(ref: ActorRef): Actor {
  const kind = ref.slice(0, ref.indexOf(':'));
  if (!isActor(kind)) throw new Error(`not an actor reference: ${ref}`);
  return kind;
}

/** The unpaid expiry of an order or booking: due ORDER_VALIDITY_S after it was placed, sent by the sweeper every ORDER_SWEEP_S. */
export const UNPAID_EXPIRY: NonNullable<DomainTransitionMeta['timer']> = {
  setting: 'ORDER_VALIDITY_S',
  defaultS: ORDER_VALIDITY_S,
  sweep: { setting: 'ORDER_SWEEP_S', defaultS: ORDER_SWEEP_S },
};
