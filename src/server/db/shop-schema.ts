import type { ColumnType, Generated } from 'kysely';
import type { Localized } from '../../contract/lang';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Kysely types of the shop tables (migration 0008-shop). */
export interface ShopTables {
  cart_items: {
    id: Generated<number>;
    member_id: number;
    goods_id: number;
    product_count: number;
    is_selected: Generated<number>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  goods_orders: {
    id: Generated<number>;
    order_no: string;
    member_id: number;
    /** spec §4 code, changed only through machines/goods-order.machine.ts; the first from `initialStatus` */
    status: number;
    /** the machine's state name beside the code (0017); the CHECK allows only the machine's pairs */
    state: string;
    goods_fen: number;
    shipping_fen: number;
    amount_fen: number;
    dollar_cents: number;
    product_count: number;
    consignee: string;
    mobile: string;
    province: number;
    city: number;
    area: number;
    address_details: string;
    zip_code: Generated<string>;
    remark: Generated<string>;
    pay_method: string | null;
    pay_no: string | null;
    paid_at: MaybeTime;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    shipped_at: MaybeTime;
    completed_at: MaybeTime;
    hidden: Generated<boolean>;
    /** the checkout's once-per-checkout id (0009-orders): a repeated submit finds this order */
    submit_token: string | null;
    /** when the member confirmed being 18 or older at checkout (0032); null on orders placed before */
    adult_confirmed_at: MaybeTime;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  goods_order_items: {
    id: Generated<number>;
    order_id: number;
    goods_id: number;
    title: ColumnType<Localized, string, string>;
    image: string;
    product_spec: string;
    unit_price_fen: number;
    dollar_price_cents: number;
    product_count: number;
  };
  status_history: {
    id: Generated<number>;
    entity: string;
    entity_id: number;
    /** null for the creation row (event CREATE) */
    from_status: number | null;
    /** the state names beside the codes (0017); from_state null for the creation row */
    from_state: string | null;
    to_status: number;
    to_state: string | null;
    event: string;
    /** the sender, its kind first (machines/meta.ts ActorRef): `member:<id>`, `staff:<id>`, `provider:<name>`, `timer:<job>`, `system:<cause>` */
    actor: string;
    note: Generated<string>;
    created_at: CreatedAt;
  };
  payments: {
    id: Generated<number>;
    out_trade_no: string;
    entity: string;
    entity_id: number;
    member_id: number;
    amount_fen: number;
    method: string;
    provider: string;
    /** the code of the payment attempt machine's state (machines/payment-attempt.machine.ts, migration 0018) */
    status: number;
    /** the state's name beside it */
    state: string;
    transaction_id: string | null;
    created_at: CreatedAt;
    paid_at: MaybeTime;
    updated_at: Generated<Date>;
  };
  payment_notifications: {
    id: Generated<number>;
    provider: string;
    notification_id: string;
    out_trade_no: string;
    event_type: string;
    amount_fen: number | null;
    outcome: string;
    created_at: CreatedAt;
  };
  refunds: {
    id: Generated<number>;
    order_id: number;
    out_refund_no: string;
    /** machines/refund.machine.ts code and state name (0017), the first from `initialStatus` */
    status: number;
    state: string;
    reason: string;
    contact_name: string;
    contact_phone: string;
    remark: Generated<string>;
    amount_fen: number;
    created_at: CreatedAt;
    decided_at: MaybeTime;
    updated_at: UpdatedAt;
  };
  refund_records: {
    id: Generated<number>;
    refund_id: number;
    remark: string;
    operator: string;
    created_at: CreatedAt;
  };
  shipments: {
    id: Generated<number>;
    order_id: number;
    company: string;
    tracking_no: string;
    created_at: CreatedAt;
  };
  tracking_events: {
    id: Generated<number>;
    shipment_id: number;
    /** Kuaidi100 state: 0 in transit, 1 collected, 3 signed, 5 out for delivery, … */
    state: number;
    context: string;
    happened_at: ColumnType<Date, Date | string, Date | string>;
    source: string;
  };
}
