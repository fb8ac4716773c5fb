import type { Lang } from './lang';

/**
 * Mobile numbers of the four regions the site serves: mainland China (+86), Hong Kong (+852),
 * Macau (+853) and Taiwan (+886). One rule for every form, the server and the SMS adapter.
 *
 * The stored and sent ("canonical") form: a mainland number stays its 11 digits, exactly as the
 * spec's API and the existing rows have it; the others are E.164 with '+' ('+85291234567',
 * '+85366123456', '+886912345678'). Landlines are refused: every phone here may receive a code.
 */
export const PHONE_REGIONS = ['86', '852', '853', '886'] as const;
export type PhoneRegion = (typeof PHONE_REGIONS)[number];

interface RegionRule {
  /** a mobile number without the country code (Taiwan's without its trunk 0) */
  mobile: RegExp;
  /** the national number in groups, as people write it */
  groups: number[];
}

const RULES: Record<PhoneRegion, RegionRule> = {
  '86': { mobile: /^1[3-9]\d{9}$/, groups: [3, 4, 4] },
  '852': { mobile: /^[4-9]\d{7}$/, groups: [4, 4] },
  '853': { mobile: /^6\d{7}$/, groups: [4, 4] },
  '886': { mobile: /^9\d{8}$/, groups: [3, 3, 3] },
};

/**
 * The region a phone field starts on, by the page's language: Simplified Chinese and English
 * readers mostly hold mainland numbers (visitors and buyers in the mainland, where the wine ships);
 * Traditional Chinese readers of a Penglai winery are mostly from Hong Kong, the nearest of the
 * three places that write it, and Macau and Taiwan readers choose their code once.
 */
export const DEFAULT_PHONE_REGION: Record<Lang, PhoneRegion> = { cn: '86', tw: '852', en: '86' };

/** spaces (also the ideographic one), dashes and parentheses people type inside a number */
const SEPARATORS = /[\s\u3000\-\u2010-\u2015()（）.]/g;

/** The country code a '+cc' / '00cc' prefixed number starts with, and the rest. */
function splitPrefix(digits: string): { region: PhoneRegion; rest: string } | null {
  // the longer codes first, so '852…' is never read as '85…'
  for (const region of [...PHONE_REGIONS].sort((a, b) => b.length - a.length)) {
    if (digits.startsWith(region)) return { region, rest: digits.slice(region.length) };
  }
  return null;
}

function canonical(region: PhoneRegion, national: string): string | null {
  // Taiwan's numbers are written at home with the trunk 0 (0912 345 678); E.164 drops it
  const number = region === '886' && national.startsWith('0') ? national.slice(1) : national;
  if (!RULES[region].mobile.test(number)) return null;
  return region === '86' ? number : `+${region}${number}`;
}

/**
 * The canonical form of a typed mobile number, or null when it is none of the four regions'.
 * A '+cc' or '00cc' prefix names the region; without one the number is read in `region`
 * (the form's selector; mainland by default, so a bare 11-digit number keeps working).
 */
export function normalizePhone(input: string, region: PhoneRegion = '86'): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  let prefixed: string | null = null;
  if (compact.startsWith('+')) prefixed = compact.slice(1);
  else if (compact.startsWith('00')) prefixed = compact.slice(2);
  if (prefixed !== null) {
    if (!/^\d+$/.test(prefixed)) return null;
    const split = splitPrefix(prefixed);
    return split ? canonical(split.region, split.rest) : null;
  }
  if (!/^\d+$/.test(compact)) return null;
  return canonical(region, compact);
}

/** Whether the text is already a canonical mobile number. */
export function isCanonicalPhone(value: string): boolean {
  return normalizePhone(value) === value;
}

/** The region and national number of a canonical phone (a stored value put back in a form). */
export function splitPhone(value: string): { region: PhoneRegion; national: string } | null {
  if (!isCanonicalPhone(value)) return null;
  if (!value.startsWith('+')) return { region: '86', national: value };
  const split = splitPrefix(value.slice(1))!;
  return { region: split.region, national: split.rest };
}

function grouped(region: PhoneRegion, national: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of RULES[region].groups) {
    parts.push(national.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * A stored phone as people read it: '+852 9123 4567', '+886 912 345 678'; a mainland number and
 * anything that is not a canonical mobile (older rows, typed landlines) stay as they are.
 */
export function displayPhone(value: string): string {
  const split = splitPhone(value);
  if (!split || split.region === '86') return value;
  return `+${split.region} ${grouped(split.region, split.national)}`;
}

/**
 * A phone for eyes that need not see it whole (staff roles without contacts, a default
 * nickname): 138****8000, '+852 ****4567'; other text keeps its first three and last four
 * characters, or only its last two when short.
 */
export function maskPhone(value: string): string {
  const split = splitPhone(value);
  if (split && split.region !== '86') return `+${split.region} ****${split.national.slice(-4)}`;
  const chars = [...value];
  if (chars.length === 0) return '';
  if (chars.length >= 7) return `${chars.slice(0, 3).join('')}****${chars.slice(-4).join('')}`;
  return `${'*'.repeat(Math.max(0, chars.length - 2))}${chars.slice(-2).join('')}`;
}

/**
 * What a form with a code selector holds: the canonical number once the typed text is one in the
 * chosen region (or carries its own '+cc' / '00cc', or is a whole mainland number, which no other
 * region's mobiles look like); until then the text behind its region's code, which the rule
 * refuses with its message.
 */
export function composePhone(region: PhoneRegion, text: string): string {
  const typed = text.trim();
  if (typed === '') return '';
  const found = normalizePhone(typed, region) ?? normalizePhone(typed, '86');
  if (found) return found;
  if (region === '86' || typed.startsWith('+') || typed.startsWith('00')) return typed;
  return `+${region} ${typed}`;
}
