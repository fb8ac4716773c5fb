import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { MachineWords, Words } from './meta';

/**
 * How a machine takes part in the generated diagrams and path tests: the sample events with
 * payloads its guards need (events without a sample are sent bare), its input, and the ids of
 * the promise actors the path runner scripts.
 */
export interface RegisteredMachine {
  machine: AnyStateMachine;
  /** source file, for the generated docs */
  file: string;
  /** one line for docs/machines/README.md */
  summary: string;
  /** one or more inputs; coverage is the union of the paths from each */
  inputs: unknown[];
  events: AnyEventObject[];
  promiseActors?: string[];
  /** a domain machine's plain words for its named guards and actions (cn, tw, en) */
  words?: MachineWords;
  /** the server files that enforce a domain machine (its rule, its effects, who sends its events) */
  enforcedBy?: string[];
  /** the test files that prove it */
  provedBy?: string[];
  /**
   * the domain machines this one is linked to (an event one sends the other in the same
   * transaction): drawn on its page beside it, each with how they are linked (cn, tw, en)
   */
  drawnWith?: Array<{ name: string; how: Words }>;
}
