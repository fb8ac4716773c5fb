/**
 * Messages of bookings (visits, dinners, stays) as `booking.*`, and the names of their form
 * fields for "please check the field" messages. Bounds are in src/contract/booking.ts.
 */
export const bookingEn = {
  notFound: 'There are no such orders',
  cateRequired: 'Please choose a category',
  cateUnavailable: 'This category cannot be booked at the moment',
  dateRequired: 'Please choose a date',
  slotRequired: 'Please choose a time slot',
  slotUnknown: 'This time slot does not exist for this category',
  adultsMin: 'At least one adult is required',
  countInvalid: 'Please enter a valid number of people',
  teamMin: 'The team tier needs {{min}} or more people',
  tooManyPeople: 'At most {{max}} people per booking; please contact us for larger groups',
  pastDate: 'This date has passed, please choose another',
  slotExpired: 'This time slot has already begun, please choose another',
  tooFar: 'Bookings open {{days}} days ahead',
  weekdayClosed: 'This category does not run on that day of the week',
  dayClosed: 'We are closed on that day, please choose another',
  full: 'Not enough places left for this time, please choose another',
  diningLeadTime: 'Dinners must be booked at least 48 hours ahead',
  nameRequired: 'Please enter the name',
  nameTooLong: 'The name is too long',
  descriptionTooLong: 'The description is too long (at most 200 characters)',
  notAllowed: 'This booking cannot do this now',
  notCancellable: 'This booking can no longer be cancelled online; please call us',
  created: 'Booking created, please pay within the valid time',
  cancelled: 'Cancelled',
  deleted: 'Deleted',
  captchaOk: 'The phone number is verified',
  completed: 'Marked completed',
  noShow: 'No-show recorded',
  checkedIn: 'Checked in',
  holdCap: 'One member or phone may hold at most {{max}} places of a time slot (or seats of a dinner) unpaid, and {{held}} are already held on {{day}}. Paying or cancelling an unpaid booking frees them.',
};

export const bookingFieldsEn = {
  cate: 'category',
  date: 'date',
  slot: 'time slot',
  adults: 'adults',
  minors: 'minors',
  description: 'description',
  kind: 'booking type',
  month: 'month',
  method: 'payment method',
  out_trade_no: 'payment number',
};
