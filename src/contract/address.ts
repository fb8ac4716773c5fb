import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';
import { PhoneField } from './validation';

/**
 * Shipping addresses (spec §3 Address, §7 /api/member/address/*) and the region list
 * (spec §3 Region list item, /api/area/area/). Region codes are GB/T 2260 numbers; the server
 * checks them against its snapshot and against each other. Every message is a key.
 */
export const ADDRESS_MAX_PER_MEMBER = 20;
export const CONSIGNEE_MAX = 30;
export const ADDRESS_DETAILS_MAX = 120;
export const ZIP_CODE_PATTERN = /^\d{6}$/;
/** 6 digits for provinces, cities and districts; 9 for the towns that some cities list directly */
export const REGION_CODE_PATTERN = /^[1-9]\d{5}(\d{3})?$/;

const CONTROL = /[\u0000-\u001f\u007f]/;
const chars = (s: string) => [...s].length;

/** A form field that may be missing: absent counts as empty, so it gets its own message. */
const text = () => z.pipe(z.catch(z.union([z.string(), z.number()]), ''), z.transform((v) => String(v).trim()));

function requiredText(requiredKey: string, max: number, tooLongKey: string) {
  return text().check(
    z.minLength(1, requiredKey),
    z.refine((s) => chars(s) <= max && !CONTROL.test(s), tooLongKey),
  );
}

const regionCode = (key: string) =>
  z.pipe(text().check(z.regex(REGION_CODE_PATTERN, key)), z.transform(Number));

/** ids are PostgreSQL `integer`s */
const ID_MAX = 2_147_483_647;

/** An address id: anything that is not a positive whole number cannot be one of the member's. */
export const AddressIdField = z.pipe(
  text().check(z.refine((s) => /^[1-9]\d{0,9}$/.test(s) && Number(s) <= ID_MAX, 'address.notFound')),
  z.transform(Number),
);

export const AddressFormSchema = z.object({
  consignee: requiredText('address.consigneeRequired', CONSIGNEE_MAX, 'address.consigneeTooLong'),
  mobile: z.pipe(text(), PhoneField),
  province: regionCode('address.regionRequired'),
  city: regionCode('address.regionRequired'),
  area: regionCode('address.regionRequired'),
  address_details: requiredText('address.detailsRequired', ADDRESS_DETAILS_MAX, 'address.detailsTooLong'),
  zip_code: text().check(z.refine((s) => s === '' || ZIP_CODE_PATTERN.test(s), 'address.zipInvalid')),
  /** 1 makes it the default; the first address is the default whatever is sent */
  is_default: z.pipe(text(), z.transform((s) => (s === '1' || s === 'true' ? 1 : 0))),
  lang: LangField,
});
export type AddressFormInput = z.input<typeof AddressFormSchema>;

/**
 * An order's receiver as staff enter it (a not-yet-shipped order's new address): the address
 * form's fields and rules, without the address book's default flag.
 */
export const ReceiverFormSchema = z.object({
  consignee: AddressFormSchema.shape.consignee,
  mobile: AddressFormSchema.shape.mobile,
  province: AddressFormSchema.shape.province,
  city: AddressFormSchema.shape.city,
  area: AddressFormSchema.shape.area,
  address_details: AddressFormSchema.shape.address_details,
  zip_code: AddressFormSchema.shape.zip_code,
});
export type ReceiverFormInput = z.input<typeof ReceiverFormSchema>;
export type ReceiverForm = z.output<typeof ReceiverFormSchema>;

export const AddressSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  province: z.number(),
  city: z.number(),
  area: z.number(),
  /** the three region names joined, in the request's language */
  address_name: z.string(),
  address_details: z.string(),
  is_default: z.union([z.literal(0), z.literal(1)]),
  /** '' when not given */
  zip_code: z.string(),
  consignee: z.string(),
  mobile: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

export const addressList = defineCall({
  path: '/api/member/address/list',
  auth: 'member',
  safe: true,
  input: z.object({ lang: LangField }),
  /** the default first, then the newest */
  output: z.array(AddressSchema),
});

export const addressAdd = defineCall({
  path: '/api/member/address/add',
  auth: 'member',
  safe: false,
  input: AddressFormSchema,
  output: AddressSchema,
});

export const addressEdit = defineCall({
  path: '/api/member/address/edit',
  auth: 'member',
  safe: false,
  // the id first: another member's address answers "not found" before any field message
  input: z.object({ id: AddressIdField, ...AddressFormSchema.shape }),
  output: AddressSchema,
});

const byId = z.object({ id: AddressIdField, lang: LangField });

export const addressDel = defineCall({
  path: '/api/member/address/del',
  auth: 'member',
  safe: false,
  input: byId,
  output: z.null(),
});

export const addressSetDefault = defineCall({
  path: '/api/member/address/setDefault',
  auth: 'member',
  safe: false,
  input: byId,
  output: z.null(),
});

/** One choice of the region picker. */
export const RegionItemSchema = z.object({ value: z.number(), name: z.string() });
export type RegionItem = z.infer<typeof RegionItemSchema>;

export const areaList = defineCall({
  path: '/api/area/area/',
  auth: 'public',
  safe: true,
  input: z.object({
    /** 0 or absent: the provinces; a province: its cities; a city: its districts */
    pid: z.pipe(
      text().check(z.regex(/^(0|[1-9]\d{5}(\d{3})?)?$/, 'address.regionInvalid')),
      z.transform((s) => (s === '' ? 0 : Number(s))),
    ),
    lang: LangField,
  }),
  output: z.array(RegionItemSchema),
});
