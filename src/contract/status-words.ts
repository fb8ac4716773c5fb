import type { BookingState } from './booking';
import type { Lang } from './lang';

/**
 * The one table of what a booking's state is called on the member's screens, in every language:
 * a state has one name wherever a member reads it (the visit and dinner list, the stay list and
 * details). Paid and not yet happened is "Confirmed" — the booking stands (machines/booking-order:
 * `paid`); "In progress" would say it is happening now. `arrived` is the guests checked in.
 */
export const BOOKING_STATE_WORDS: Record<BookingState, Record<Lang, string>> = {
  unpaid: { en: 'Awaiting payment', cn: '待付款', tw: '待付款' },
  paid: { en: 'Confirmed', cn: '已确认', tw: '已確認' },
  arrived: { en: 'Checked in', cn: '已到店', tw: '已到店' },
  completed: { en: 'Completed', cn: '已完成', tw: '已完成' },
  cancelled: { en: 'Cancelled', cn: '已取消', tw: '已取消' },
  expired: { en: 'Not paid in time', cn: '超时未付款', tw: '逾時未付款' },
  refunded: { en: 'Cancelled and refunded', cn: '已取消并退款', tw: '已取消並退款' },
  refunding: { en: 'Cancelled, refund on its way', cn: '已取消，退款处理中', tw: '已取消，退款處理中' },
  noShow: { en: 'No-show', cn: '未到场', tw: '未到場' },
};

/** An unpaid goods order: the same words as an unpaid booking. */
export const AWAITING_PAYMENT: Record<Lang, string> = BOOKING_STATE_WORDS.unpaid;

/** The table in one language, as a locale file holds it. */
export function bookingStateWords(lang: Lang): Record<BookingState, string> {
  return Object.fromEntries(Object.entries(BOOKING_STATE_WORDS).map(([state, words]) => [state, words[lang]])) as Record<BookingState, string>;
}
