import type { ColumnType, Generated } from 'kysely';
import type { ImagesColumn, LocalizedColumn } from './content-schema';

/** Kysely types of the villa stay tables (migration 0013-stays). Money in integer fen / cents. */
export type IdsColumn = ColumnType<number[], string, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export const HOTEL_DICTIONARY_KINDS = [
  'layout', 'floor', 'label', 'landscape', 'facility', 'bathing', 'bathroom', 'appliance', 'food', 'meal', 'business',
] as const;
export type HotelDictionaryKind = (typeof HOTEL_DICTIONARY_KINDS)[number];

interface Row {
  id: Generated<number>;
  sort: Generated<number>;
  switch: Generated<number>;
  created_at: CreatedAt;
}

export interface HotelDictionaryTable extends Row {
  kind: HotelDictionaryKind;
  name: LocalizedColumn;
}

export interface HotelsTable extends Row {
  name: LocalizedColumn;
  address: LocalizedColumn;
  phone: Generated<string>;
  brief: LocalizedColumn;
  images: ImagesColumn;
  /** rich text */
  must_read: LocalizedColumn;
  /** rich text */
  meals: LocalizedColumn;
  facilities_ids: IdsColumn;
  meals_ids: IdsColumn;
  business_ids: IdsColumn;
}

export interface HotelRoomsTable extends Row {
  hotel_id: number;
  name: LocalizedColumn;
  brief: LocalizedColumn;
  images: ImagesColumn;
  /** square metres */
  area: number;
  /** guests one room holds */
  number: number;
  /** rooms of this kind: the default capacity of each night (resource `room:<id>`) */
  amount: number;
  layout_id: number;
  layout_kind: Generated<'layout'>;
  floor_id: number;
  floor_kind: Generated<'floor'>;
  label_ids: IdsColumn;
  landscape_ids: IdsColumn;
  facilities_ids: IdsColumn;
  bathing_ids: IdsColumn;
  bathroom_ids: IdsColumn;
  appliance_ids: IdsColumn;
  food_ids: IdsColumn;
  price_fen: number;
  dollar_price_cents: number;
  /** Friday and Saturday nights, when set */
  weekend_price_fen: number | null;
  weekend_dollar_price_cents: number | null;
  /** 1 bookable, 0 shown but closed (e.g. under renovation) */
  status: Generated<number>;
}

export interface StayTables {
  hotel_dictionary: HotelDictionaryTable;
  hotels: HotelsTable;
  hotel_rooms: HotelRoomsTable;
}
