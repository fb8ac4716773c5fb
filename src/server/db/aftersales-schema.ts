import type { ColumnType } from 'kysely';

/** Kysely types of the tables migration 0011-aftersales adds. */
export interface AftersalesTables {
  shipment_polls: {
    shipment_id: number;
    provider: string;
    polled_at: ColumnType<Date, Date | string | undefined, Date | string>;
    /** Kuaidi100 state of the last answer (null until one came) */
    state: number | null;
    is_check: ColumnType<boolean, boolean | undefined, boolean>;
    last_error: ColumnType<string, string | undefined, string>;
  };
}
