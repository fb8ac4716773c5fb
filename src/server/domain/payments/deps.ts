import type { PayMethod } from '../../../contract/payment';
import type { Db } from '../../db/database';
import type { PaymentProvider } from '../../providers/payment/types';
import type { Payables } from './payables';

/** The few log levels payments use (pino's shape); keys and plaintexts never reach them. */
export interface PaymentLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  log: PaymentLog;
  /** the callback URL the provider is given (origin of the request when nothing is configured) */
  notifyUrl(origin?: string): string;
  /** work for the provider is waiting (a close, a refund): do it soon */
  wake(): void;
  /** the app's payables: what can be paid for, by entity */
  payables: Payables;
}

/** A payments row as the services read it. */
export interface PaymentRow {
  id: number;
  out_trade_no: string;
  entity: string;
  entity_id: number;
  member_id: number;
  amount_fen: number;
  method: string;
  provider: string;
  /** the payment attempt machine's code (machines/payment-attempt.machine.ts) */
  status: number;
  transaction_id: string | null;
  created_at: Date;
  paid_at: Date | null;
}

export const asMethod = (method: string) => method as PayMethod;
