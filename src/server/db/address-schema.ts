import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Kysely types of the address tables (migration 0005-addresses). */
export interface AddressTables {
  /** Region codes are GB/T 2260 numbers checked against the shipped snapshot. */
  member_addresses: {
    id: Generated<number>;
    uuid: Generated<string>;
    member_id: number;
    province: number;
    city: number;
    area: number;
    address_details: string;
    zip_code: Generated<string>;
    consignee: string;
    mobile: string;
    /** exactly one 1 per member who has addresses (partial unique index + the domain service) */
    is_default: Generated<number>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
}
