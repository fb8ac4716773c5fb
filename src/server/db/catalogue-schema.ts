import type { ColumnType, Generated } from 'kysely';
import type { StockReason } from '../../contract/staff-catalogue';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Kysely types of the catalogue's stock history (migration 0023). */
export interface CatalogueTables {
  stock_history: {
    id: ColumnType<string, never, never>;
    wine_id: number;
    staff_id: number | null;
    username: string;
    delta: number;
    reason: StockReason;
    note: Generated<string>;
    /** the stock free for sale right after the adjustment (wines.stock) */
    stock_after: number;
    /** bottles unpaid orders held at that moment */
    held: number;
    at: CreatedAt;
  };
}
