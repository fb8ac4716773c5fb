/** How often a taken number is drawn again before giving up (a clash is one in a million a second). */
const DRAWS = 5;

/**
 * Inserts a row under a freshly drawn public number (an order's or a booking's: the second plus
 * random digits). `insert` draws a number and inserts with `on conflict (…) do nothing`, answering
 * undefined when the number was taken; it is then tried again with a new one.
 */
export async function insertWithFreshNumber<T>(insert: () => Promise<T | undefined>): Promise<T> {
  for (let draw = 1; draw <= DRAWS; draw++) {
    const row = await insert();
    if (row !== undefined) return row;
  }
  throw new Error(`no free number after ${DRAWS} draws`);
}
