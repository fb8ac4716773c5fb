import type { ColumnType, Generated } from 'kysely';
import type { Localized } from '../../contract/lang';
import type { AccountTables } from './account-schema';
import type { AddressTables } from './address-schema';
import type { ContactTables } from './contact-schema';
import type { ContentTables } from './content-schema';
import type { ShopTables } from './shop-schema';
import type { PaymentTables } from './payment-schema';
import type { AftersalesTables } from './aftersales-schema';
import type { UploadTables } from './upload-schema';
import type { WechatTables } from './wechat-schema';
import type { StayTables } from './stay-schema';
import type { BookingTables } from './booking-schema';
import type { StaffTables } from './staff-schema';
import type { ContentEditingTables } from './content-editing-schema';
import type { CatalogueTables } from './catalogue-schema';
import type { InvoiceTables } from './invoice-schema';
import type { MemberMessageColumns, NotifyTables } from './notify-schema';

/** Kysely table types. Columns snake_case as in the migrations; money in integer fen. */
export interface Database extends CoreTables, ContentTables, AccountTables, AddressTables, UploadTables, WechatTables, ShopTables, ContactTables, AftersalesTables, PaymentTables, BookingTables, StayTables, StaffTables, ContentEditingTables, CatalogueTables, NotifyTables, InvoiceTables {}

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CoreTables {
  app_meta: { key: string; value: string };
  placard: {
    id: Generated<number>;
    switch: number;
    content: ColumnType<Localized, string, string>;
    updated_at: UpdatedAt;
  };
  members: {
    id: Generated<number>;
    uuid: Generated<string>;
    category: Generated<number>;
    code: Generated<string>;
    username: string;
    nickname: string;
    password_hash: string;
    salt: string;
    email: string | null;
    mobile: string | null;
    avatar: Generated<string>;
    name: Generated<string>;
    gender: Generated<number>;
    birthday: string | null;
    region: Generated<string>;
    address: Generated<string>;
    switch: Generated<number>;
    jointime: CreatedAt;
    prevtime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    logintime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    createtime: CreatedAt;
    updatetime: UpdatedAt;
  } & MemberMessageColumns;
  member_sessions: {
    token_hash: string;
    member_id: number;
    created_at: CreatedAt;
    expires_at: ColumnType<Date, Date | string, Date | string>;
  };
}
