/** Messages of the guest cart's merge on sign-in (`guestCart.*`, issue 16). */
export const guestCartEn = {
  linesInvalid: 'The cart kept on this device could not be read',
  full: 'The cart kept on this device is full (30 wines)',
  merged: 'The wines you chose before signing in are in your cart',
};
