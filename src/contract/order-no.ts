/** A goods order's number, as the member and staff calls take it (own module: order.ts and invoice.ts both use it). */
export const ORDER_NO_PATTERN = /^[A-Z0-9]{8,32}$/;
