import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_REGION, displayPhone, maskPhone, normalizePhone, splitPhone, type PhoneRegion } from '../../src/contract/phone';
import { AccountField, isPhone, PhoneField } from '../../src/contract/validation';

describe('normalizePhone: the four regions’ mobile numbers, as people type them', () => {
  it.each<[string, string, PhoneRegion | undefined, string]>([
    // mainland: 11 digits, stored as they are
    ['mainland', '13800000000', undefined, '13800000000'],
    ['mainland with spaces', ' 138 0000 0000 ', undefined, '13800000000'],
    ['mainland with dashes', '138-0000-0000', undefined, '13800000000'],
    ['mainland with +86', '+86 138 0000 0000', '852', '13800000000'],
    ['mainland with 0086', '0086-13800000000', undefined, '13800000000'],
    ['mainland with (+86)', '(+86) 19912345678', undefined, '19912345678'],
    // Hong Kong: 8 digits from 4 to 9
    ['Hong Kong in its region', '9123 4567', '852', '+85291234567'],
    ['Hong Kong +852', '+852 9123 4567', undefined, '+85291234567'],
    ['Hong Kong 00852', '00852-5123-4567', undefined, '+85251234567'],
    ['Hong Kong (852)', '+(852) 6123-4567', undefined, '+85261234567'],
    ['Hong Kong 4…', '+85246123456', undefined, '+85246123456'],
    // Macau: 8 digits from 6
    ['Macau in its region', '6612 3456', '853', '+85366123456'],
    ['Macau +853', '+853 6612-3456', undefined, '+85366123456'],
    ['Macau 00853', '0085366123456', undefined, '+85366123456'],
    // Taiwan: 9 digits from 9, typed with or without the trunk 0
    ['Taiwan in its region', '912 345 678', '886', '+886912345678'],
    ['Taiwan with its 0', '0912-345-678', '886', '+886912345678'],
    ['Taiwan +886', '+886 912 345 678', undefined, '+886912345678'],
    ['Taiwan +886 with the 0', '+886 0912 345 678', undefined, '+886912345678'],
    ['Taiwan 00886', '00886912345678', undefined, '+886912345678'],
  ])('%s: %j (region %s) → %s', (_, input, region, canonical) => {
    expect(normalizePhone(input, region)).toBe(canonical);
  });

  it.each<[string, string, PhoneRegion | undefined]>([
    ['empty', '', undefined],
    ['mainland too short', '1380000000', undefined],
    ['mainland too long', '138000000001', undefined],
    ['mainland not 1[3-9]', '12345678901', undefined],
    ['mainland landline', '0535-5123456', undefined],
    ['Hong Kong number without its code in the mainland region', '91234567', undefined],
    ['Hong Kong too short', '+852 9123 456', undefined],
    ['Hong Kong too long', '+852 9123 45678', undefined],
    ['Hong Kong landline (2…)', '+852 2123 4567', undefined],
    ['Hong Kong landline (3…)', '3123 4567', '852'],
    ['Macau landline (28…)', '+853 2812 3456', undefined],
    ['Macau too short', '+853 6612 345', undefined],
    ['Macau not 6…', '8612 3456', '853'],
    ['Taiwan landline (02…)', '02-2345-6789', '886'],
    ['Taiwan too short', '+886 912 345 67', undefined],
    ['Taiwan too long', '0912-345-6789', '886'],
    ['Taiwan not 9…', '+886 812 345 678', undefined],
    ['a code we do not serve', '+1 415 555 0100', undefined],
    ['letters', '+852 9123 ABCD', undefined],
    ['a bare country code without + or 00', '85291234567', undefined],
    ['a plus alone', '+', undefined],
  ])('refuses %s: %j', (_, input, region) => {
    expect(normalizePhone(input, region)).toBeNull();
  });

  it('reads a bare number in the mainland unless a region is given', () => {
    expect(normalizePhone('66123456')).toBeNull();
    expect(normalizePhone('66123456', '853')).toBe('+85366123456');
    expect(normalizePhone('66123456', '852')).toBe('+85266123456');
  });
});

describe('displayPhone, splitPhone and maskPhone', () => {
  it.each([
    ['13800000000', '13800000000', '138****0000'],
    ['+85291234567', '+852 9123 4567', '+852 ****4567'],
    ['+85366123456', '+853 6612 3456', '+853 ****3456'],
    ['+886912345678', '+886 912 345 678', '+886 ****5678'],
    // older or odd text stays readable and is masked as before
    ['0535-5123456', '0535-5123456', '053****3456'],
    ['12345', '12345', '***45'],
    ['', '', ''],
  ])('%s shows as %s, masked %s', (stored, shown, masked) => {
    expect(displayPhone(stored)).toBe(shown);
    expect(maskPhone(stored)).toBe(masked);
  });

  it('splits a canonical number back into its region and national number (a form’s start)', () => {
    expect(splitPhone('13800000000')).toEqual({ region: '86', national: '13800000000' });
    expect(splitPhone('+85291234567')).toEqual({ region: '852', national: '91234567' });
    expect(splitPhone('+85366123456')).toEqual({ region: '853', national: '66123456' });
    expect(splitPhone('+886912345678')).toEqual({ region: '886', national: '912345678' });
    expect(splitPhone('+852 9123 4567')).toBeNull();
  });

  it('starts the selector on mainland in cn and en, on Hong Kong in tw', () => {
    expect(DEFAULT_PHONE_REGION).toEqual({ cn: '86', tw: '852', en: '86' });
  });
});

describe('the contract fields go through the one rule', () => {
  it('PhoneField answers the canonical form or validation.phone', () => {
    expect(PhoneField.parse(' +852 9123-4567 ')).toBe('+85291234567');
    expect(PhoneField.parse('0086 138 0000 0000')).toBe('13800000000');
    expect(PhoneField.safeParse('91234567').error?.issues[0]?.message).toBe('validation.phone');
  });

  it('AccountField takes an email or any region’s phone, the phone canonical', () => {
    expect(AccountField.parse('+886 0912 345 678')).toBe('+886912345678');
    expect(AccountField.parse(' li@example.com ')).toBe('li@example.com');
    expect(AccountField.safeParse('+852 2123 4567').error?.issues[0]?.message).toBe('validation.account');
    expect(isPhone('+853 6612 3456')).toBe(true);
    expect(isPhone('li@example.com')).toBe(false);
  });
});
