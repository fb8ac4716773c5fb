/** Messages of the staff console (staffWork.*), shared by the server's answers and the console. */
export const staffWorkEn = {
  dateInvalid: 'The date is not valid',
  kindUnknown: 'Unknown kind of booking',
  queryRequired: 'Please enter a phone, email or nickname',
  queryTooLong: 'The search can have at most 60 characters',
  memberNotFound: 'There is no such member',
  stateUnknown: 'Unknown state',
  addressChanged: 'The address was changed',
  moneyRefundQueued: 'The refund was queued again: it is being sent to the payment provider',
  checkedIn: 'Checked in',
  queryInvalid: 'The search cannot contain control characters',
  placesClosed: 'Closed: members can no longer book it',
  placesReopened: 'Reopened for booking',
  capacityChanged: 'The number of places was changed',
};
