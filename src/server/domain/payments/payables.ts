import type { Transaction } from 'kysely';
import type { Lang } from '../../../contract/lang';
import type { PayableEntity, PayableState, PayMethod } from '../../../contract/payment';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export type Trx = Transaction<Database>;
export type Conn = Db | Trx;

/** What payments need to know of anything that is paid for, whatever its table. */
export interface PayableRow {
  entity: PayableEntity;
  id: number;
  no: string;
  memberId: number;
  amountFen: number;
  dollarCents: number;
  productCount: number;
  /** the entity's own status code */
  status: number;
  /** unpaid (can be paid now), paid (was paid), closed (cancelled, closed or past its time) */
  state: PayableState;
  /** closed because its time to pay ran out (not cancelled) */
  expired: boolean;
  expiresAt: Date;
  /** the provider's transaction id once paid, '' before */
  payNo: string;
  /** what is paid later, at the venue (a dinner's other half); absent or 0 when nothing is */
  balanceFen?: number;
  /** the hash route the provider's page returns to (default '/WxPay', the shop's) */
  returnPath?: string;
}

export interface PaidWith {
  amountFen: number;
  method: PayMethod;
  transactionId: string;
  paidAt: Date;
  provider: string;
}

/**
 * One kind of payable: how to find it, lock it, describe it and apply PAY through its own
 * machine. Each app has its own set (`createPayables`, built with the app's services).
 */
export interface Payable {
  entity: PayableEntity;
  findByNo(conn: Conn, memberId: number, no: string): Promise<PayableRow | null>;
  /** the row, locked FOR UPDATE in the transaction */
  lock(trx: Trx, id: number): Promise<PayableRow | null>;
  load(conn: Conn, id: number): Promise<PayableRow | null>;
  /** PAY through the entity's machine; false when the machine refuses (paid, closed, wrong amount) */
  applyPaid(trx: Trx, id: number, paid: PaidWith): Promise<boolean>;
  /** what is paid for, in a few words ("Cliffside Red 2021 and more") */
  describe(conn: Conn, row: PayableRow, lang: Lang): Promise<string>;
}

/** The payables of one app, by entity. */
export interface Payables {
  /** the payable of this entity; throws for one the app does not have */
  of(entity: string): Payable;
  has(entity: string): entity is PayableEntity;
}

export function secondsLeft(row: PayableRow, now = Date.now()): number {
  return row.state === 'unpaid' ? Math.max(0, Math.floor((row.expiresAt.getTime() - now) / 1000)) : 0;
}

const MERCHANT: Record<Lang, string> = { cn: '蓬莱崖畔酒庄', tw: '蓬萊崖畔酒莊', en: 'Penglai Cliffside Estate' };

/** The provider's description (≤ 127 bytes, shown in the payer's WeChat): the merchant and what is paid for. */
export function providerDescription(what: string, lang: Lang): string {
  return byteCut(`${MERCHANT[lang]} - ${what}`, 127);
}

/** Cuts a text to a byte budget without splitting a character (WeChat counts UTF-8 bytes). */
export function byteCut(text: string, maxBytes: number): string {
  let out = '';
  for (const ch of text) {
    if (Buffer.byteLength(out + ch, 'utf8') > maxBytes) break;
    out += ch;
  }
  return out;
}
