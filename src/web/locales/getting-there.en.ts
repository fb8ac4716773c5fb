/** UI strings of "Getting there" (the visit, restaurant and villa pages, booking confirmations) and the calendar file, wired as `gettingThere`. */
export const gettingThereEn = {
  title: 'Getting there',
  maps: 'Maps',
  openIn: 'Open in {{name}}',
  provider: { amap: 'Amap', baidu: 'Baidu Maps', apple: 'Apple Maps', google: 'Google Maps' },
  calendar: 'Add to calendar (.ics)',
  calendarWorking: 'Preparing the calendar file…',
  calendarFailed: 'The calendar file could not be downloaded. Please try again.',
};
export type GettingThereStrings = typeof gettingThereEn;
