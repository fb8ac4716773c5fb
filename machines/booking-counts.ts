/**
 * The people counts of the visit and dinner forms, typed as text: a count is whole digits,
 * an empty minors field is none.
 */
export type CountField = 'adults' | 'minors';

/** The count typed, 0 when empty, NaN when it is not a whole number. */
export function countOf(value: string): number {
  const text = value.trim();
  if (text === '') return 0;
  return /^\d{1,4}$/.test(text) ? Number(text) : NaN;
}

/** The people it comes to, or null while a count is not a number. */
export function peopleOf(fields: Record<CountField, string>): number | null {
  const adults = countOf(fields.adults);
  const minors = countOf(fields.minors);
  return Number.isNaN(adults) || Number.isNaN(minors) ? null : adults + minors;
}

/** A count one up or down, never below 0 (a stepper's press). */
export function stepped(value: string, by: number): string {
  const count = countOf(value);
  return String(Math.max(0, (Number.isNaN(count) ? 0 : count) + by));
}
