/**
 * Money travels as integer fen (yuan) or cents (dollars) and is shown as a decimal string with
 * two places, e.g. 38800 → "388.00". Integer arithmetic only: a float never touches a price.
 * Shared by the server (answers) and the browser (totals it computes itself).
 */
function formatMinor(minor: number, unit: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${unit} must be a safe integer, got ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Yuan with two decimals from integer fen: formatFen(38800) → "388.00". */
export function formatFen(fen: number): string {
  return formatMinor(fen, 'fen');
}

/** Dollars with two decimals from integer cents: formatCents(5999) → "59.99". */
export function formatCents(cents: number): string {
  return formatMinor(cents, 'cents');
}
