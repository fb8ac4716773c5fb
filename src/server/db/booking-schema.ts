import type { ColumnType, Generated } from 'kysely';
import type { Lang } from '../../contract/lang';
import type { ImagesColumn, LocalizedColumn } from './content-schema';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** a list of short texts per language, e.g. the notes of a visit */
export type LocalizedListColumn = ColumnType<Record<Lang, string[]>, string, string>;
type JsonColumn<T> = ColumnType<T, string, string>;
/** A `date` column: always selected as text ('YYYY-MM-DD'), written as 'YYYY-MM-DD'. */
type DayColumn = ColumnType<string, string, string>;

/** Kysely types of the booking tables (migration 0012-bookings). Money in integer fen / cents. */
export interface BookingTables {
  visit_info: {
    id: Generated<number>;
    title: LocalizedColumn;
    businesstime: LocalizedColumn;
    address: LocalizedColumn;
    phone: string;
    intro: LocalizedColumn;
    images: ImagesColumn;
    video: Generated<string>;
  };
  visit_categories: {
    id: Generated<number>;
    name: LocalizedColumn;
    intro: LocalizedColumn;
    /** per person */
    price_fen: number;
    dollar_cents: number;
    /** 0 Sunday … 6 Saturday */
    weekdays: JsonColumn<number[]>;
    /** 'HH:MM' */
    timeslots: JsonColumn<string[]>;
    /** places per slot unless staff set a day's own */
    capacity: number;
    content: LocalizedListColumn;
    duration_min: number;
    attention: LocalizedListColumn;
    images: ImagesColumn;
    team: Generated<number>;
    min_people: Generated<number>;
    max_people: number;
    sort: Generated<number>;
    switch: Generated<number>;
  };
  catering_info: {
    id: Generated<number>;
    title: LocalizedColumn;
    overview: LocalizedColumn;
    must_read: LocalizedColumn;
    /** 'HH:MM' the dinner starts */
    dinnertime: string;
    attention: LocalizedListColumn;
    images: ImagesColumn;
  };
  catering_categories: {
    id: Generated<number>;
    name: LocalizedColumn;
    intro: LocalizedColumn;
    price_fen: number;
    dollar_cents: number;
    /** seats per evening */
    amount: number;
    images: ImagesColumn;
    sort: Generated<number>;
    switch: Generated<number>;
  };
  booking_orders: {
    id: Generated<number>;
    order_no: string;
    member_id: number;
    kind: 'visit' | 'dining' | 'stay';
    /** 0 unpaid, 1 paid and upcoming, 2 completed, 3 closed — only through machines/booking-order.machine.ts */
    status: number;
    /** the machine's state name beside the code (0017): tells the four states of status 3 apart */
    state: string;
    /** which closed state (cancelled, expired, refunded, noShow); '' unless status 3 */
    closed_reason: Generated<string>;
    /** visit / dining category or stay room */
    ref_id: number;
    amount_fen: number;
    pay_fen: number;
    dollar_cents: number;
    title: LocalizedColumn;
    image: Generated<string>;
    name: string;
    phone: string;
    description: Generated<string>;
    adults: number;
    minors: Generated<number>;
    rooms: Generated<number>;
    start_at: Timestamp;
    end_at: MaybeTime;
    details: JsonColumn<Record<string, unknown>>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
    expires_at: Timestamp;
    paid_at: MaybeTime;
    pay_method: string | null;
    pay_no: string | null;
    refund_fen: Generated<number>;
    closed_at: MaybeTime;
    hidden_at: MaybeTime;
    /** the booking form's one-per-visit id: a repeated submit finds this booking (0014) */
    submit_token: string | null;
    /** how many times the member moved it to another date or slot (RESCHEDULE; 0035) */
    reschedules: Generated<number>;
  };
  booking_capacity: {
    resource: string;
    day: DayColumn;
    slot: string;
    capacity: number;
    taken: Generated<number>;
    closed: Generated<boolean>;
    /** why staff closed it ('' while open; 0022) */
    closed_reason: Generated<string>;
    /** staff set this day's own places; false: the resource's default, which follows its changes (0028) */
    own_capacity: Generated<boolean>;
  };
  booking_claims: {
    order_id: number;
    resource: string;
    day: DayColumn;
    slot: string;
    qty: number;
  };
}
