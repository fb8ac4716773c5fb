/** Messages of villa stays (`stay.*`), answered by the hotel and hotel_order calls. */
export const stayEn = {
  hotelNotFound: 'The villa information is not available yet',
  roomNotFound: 'This room does not exist',
  roomClosed: 'This room is not open for booking',
  checkinInvalid: 'Please choose a check-in date',
  checkoutInvalid: 'Please choose a check-out date',
  checkinTooSoon: 'Villa stays must be booked at least one day ahead',
  checkinTooFar: 'Check-in can be at most 180 days ahead',
  checkoutBeforeCheckin: 'The check-out date must be after the check-in date',
  tooManyNights: 'A stay can last at most 14 nights',
  adultsInvalid: 'Please enter between 1 and 20 adults',
  adultsOverMax: 'At most 20 adults can stay in one booking (five rooms); for a larger group, please call us',
  adultsTooMany: 'Too many adults for the rooms chosen: this room holds {{number}} per room',
  roomsInvalid: 'Please book between 1 and 5 rooms',
  roomsTooMany: {
    one: 'Only {{count}} room of this kind is free for these dates',
    other: 'Only {{count}} rooms of this kind are free for these dates',
  },
  soldOut: 'This room is fully booked on one or more nights of your stay',
  nameRequired: 'Please enter the guest name',
  nameTooLong: 'The guest name can be at most 30 characters',
  descriptionTooLong: 'The note can be at most 200 characters',
  ordered: 'Your stay is booked; please pay within the valid time',
  holdCap: {
    one: 'The unpaid stays of one member or guest phone may hold at most {{max}} a night, and they hold {{count}} room for the night of {{day}} already. Paying or cancelling an unpaid stay frees it.',
    other: 'The unpaid stays of one member or guest phone may hold at most {{max}} a night, and they hold {{count}} rooms for the night of {{day}} already. Paying or cancelling an unpaid stay frees them.',
  },
};
