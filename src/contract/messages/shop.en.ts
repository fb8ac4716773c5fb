/**
 * Messages of the cart, checkout and goods orders (spec §5, §8), shared by server (`msg` of the
 * envelope) and browser, as `cart.*` and `order.*` (both sections are spread into the catalogue).
 * `shopFields*` name fields for "check the field" messages (ids, remark, order_no, status, page… are named by contact and aftersales).
 */
export const shopEn = {
  cart: {
    countInvalid: 'The quantity must be above 0',
    countMax: 'You can add at most 99 bottles',
    countClamped: 'You can add at most {{max}} bottles: the quantity is set to {{max}}',
    noSelection: 'Please select the goods for settlement',
    added: 'Add to cart successfully',
    stockShort: {
      one: 'Only {{count}} bottle left in stock',
      other: 'Only {{count}} bottles left in stock',
    },
    stockClamped: {
      one: 'Only {{count}} bottle left in stock: the quantity is set to {{count}}',
      other: 'Only {{count}} bottles left in stock: the quantity is set to {{count}}',
    },
    soldOut: 'Sold out',
    notSold: 'No longer sold',
    lowStock: 'Only {{stock}} left',
    notFound: 'This wine is no longer in your cart',
    wineNotFound: 'This wine does not exist',
    deleted: 'Deleted',
    requestFailed: 'Request failed',
    deleteFailed: 'Deletion failed, try again later',
  },
  order: {
    noReceiver: 'Please choose receiver info',
    infoAbnormal: 'Product info abnormal',
    adultRequired: 'Please confirm that you are 18 or older: alcohol is not sold to anyone under 18',
    stockShort: {
      one: '{{title}}: only {{count}} bottle left',
      other: '{{title}}: only {{count}} bottles left',
    },
    notSold: '{{title}} is no longer sold',
    soldOut: '{{title}} is sold out',
    notFound: 'There are no such orders',
    empty: 'No order information yet',
    notAllowed: 'The order cannot do this now',
    cancelAfterRefundDecision: 'A refund request for this order has already been reviewed by our staff, so it can no longer be cancelled online. Please contact us if you need help.',
    timeout: 'Order timeout!',
    notPaid: 'Order not paid successfully',
    remarkTooLong: 'The remark can have at most 200 characters',
    submitFailed: 'Submit failed, try later',
    requestFailed: 'Request failed',
    listFailed: 'Failed to get list',
    deleteFailed: 'Deletion failed, try again later',
    confirmFailed: 'Confirmation failed, try again later',
    cancelFailed: 'Cancellation failed, try again later',
    created: 'Order submitted',
    deleted: 'Deleted',
    received: 'Receipt confirmed',
    cancelled: 'Cancelled',
    addressChanged: 'Saved',
    holdCap: {
      one: '{{title}}: the unpaid orders of one member or receiver phone may hold at most {{max}} of a wine, and they hold {{count}} bottle already. Paying or cancelling an unpaid order frees it.',
      other: '{{title}}: the unpaid orders of one member or receiver phone may hold at most {{max}} of a wine, and they hold {{count}} bottles already. Paying or cancelling an unpaid order frees them.',
    },
  },
};
export const shopFieldsEn = {
  goods_id: 'wine',
  product_count: 'quantity',
  is_selected: 'selection',
  address_id: 'receiver',
  submit_token: 'submission',
  total_price: 'total',
};
