/** Messages of the auditor's view of the lifecycles (staffLifecycle.*), shared by the server's answers and the console. */
export const staffLifecycleEn = {
  kindUnknown: 'Unknown kind: choose a goods order, refund request, payment, money refund or booking',
  numberInvalid: 'The number can only have letters, digits, "-" and "_" (at most 64)',
  memberInvalid: "Enter the member's id or whole phone number",
  dateInvalid: 'The date is not valid',
  rangeInvalid: 'The end date is before the start date',
  rangeTooLong: 'The range can be at most 366 days',
  partUnknown: 'Choose the transitions or the staff transitions to export',
  notFound: 'There is no such {{kind}} with this number',
  created: 'Created',
  kind: {
    goods_order: 'goods order',
    refund: 'refund request',
    payment: 'payment',
    money_refund: 'money refund',
    booking: 'booking',
  },
};
