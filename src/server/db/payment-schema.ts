import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Kysely types of the payment tables (migration 0010-payments). */
export interface PaymentTables {
  payment_refunds: {
    id: Generated<number>;
    payment_id: number;
    out_refund_no: string;
    amount_fen: number;
    total_fen: number;
    reason: string;
    /** the code of the money refund machine's state (machines/money-refund.machine.ts, migration 0018) */
    status: number;
    /** the state's name beside it */
    state: string;
    refund_id: string | null;
    attempts: Generated<number>;
    next_attempt_at: Timestamp;
    last_error: Generated<string>;
    created_at: CreatedAt;
    sent_at: MaybeTime;
    finished_at: MaybeTime;
    updated_at: Generated<Date>;
  };
  payment_closes: {
    payment_id: number;
    /** pending | done | failed */
    status: Generated<string>;
    attempts: Generated<number>;
    next_attempt_at: Timestamp;
    last_error: Generated<string>;
    created_at: CreatedAt;
    done_at: MaybeTime;
  };
  sandbox_pay_transactions: {
    out_trade_no: string;
    description: string;
    amount_fen: number;
    method: string;
    notify_url: string;
    return_url: string;
    /** NOTPAY | SUCCESS | PAYERROR | CLOSED | REFUND */
    state: Generated<string>;
    transaction_id: string | null;
    created_at: CreatedAt;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    paid_at: MaybeTime;
  };
  sandbox_pay_refunds: {
    out_refund_no: string;
    out_trade_no: string;
    refund_id: string;
    amount_fen: number;
    created_at: CreatedAt;
  };
}
