import type { Kysely } from 'kysely';
import { STAY_CHECKIN_TIME, STAY_CHECKOUT_TIME } from '../../../contract/hotel';
import { parseMapPoint } from '../../../contract/getting-there';
import type { Lang } from '../../../contract/lang';
import type { Database } from '../../db/schema';
import { translate } from '../../i18n';
import { text } from '../content';
import { icsLocal, icsText, icsUtc, writeIcs, type IcsProperty } from './ics';

/**
 * A booking's calendar file (issue 16): one event at the estate in Asia/Shanghai time — a visit
 * for its category's length, a dinner for DINNER_MINUTES, a stay from check-in to check-out —
 * with the estate's address, phone and transport notes from the site texts (the one set of
 * contact details). The UID is the booking's own, so a calendar that imports the file again
 * updates the event instead of adding one; a closed booking comes as STATUS:CANCELLED.
 */
const ZONE = 'Asia/Shanghai';
/** China has kept UTC+8 without daylight saving since 1991 */
const ZONE_OFFSET_HOURS = 8;
/** a dinner's place in the calendar: the evening's menu takes about two and a half hours */
export const DINNER_MINUTES = 150;
/** a visit whose category has no length */
const VISIT_MINUTES_DEFAULT = 120;
const PRODID = '-//Penglai Cliffside Estate//Bookings//EN';
export const calendarUid = (orderNo: string) => `${orderNo}@bookings.penglai-cliffside.example`;

const TIMEZONE = {
  name: 'VTIMEZONE',
  properties: [['TZID', ZONE]] as IcsProperty[],
  components: [
    {
      name: 'STANDARD',
      properties: [
        ['DTSTART', '19700101T000000'],
        ['TZOFFSETFROM', '+0800'],
        ['TZOFFSETTO', '+0800'],
        ['TZNAME', 'CST'],
      ] as IcsProperty[],
    },
  ],
};

/** The member's own booking as a calendar file, or null when they have none by that number. */
export async function bookingCalendar(db: Kysely<Database>, memberId: number, orderNo: string, lang: Lang): Promise<string | null> {
  const booking = await db
    .selectFrom('booking_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('member_id', '=', memberId)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  if (!booking) return null;
  const site = await db.selectFrom('site_texts').selectAll().where('id', '=', 1).executeTakeFirst();

  let end = booking.end_at;
  if (!end) {
    let minutes = DINNER_MINUTES;
    if (booking.kind === 'visit') {
      const cate = await db.selectFrom('visit_categories').select('duration_min').where('id', '=', booking.ref_id).executeTakeFirst();
      minutes = cate?.duration_min || VISIT_MINUTES_DEFAULT;
    }
    end = new Date(booking.start_at.getTime() + minutes * 60_000);
  }

  const title = text(booking.title, lang);
  const say = (key: string, params?: Record<string, unknown>) => translate(lang, `booking.${key}`, params);
  const summary = say(booking.kind === 'visit' ? 'calendarVisit' : booking.kind === 'dining' ? 'calendarDining' : 'calendarStay', { title });
  const address = site ? text(site.address, lang) : '';
  const estate = site ? text(site.share_title, lang) : '';
  const notes = site ? text(site.getting_there, lang).trim() : '';
  const cancelled = booking.status === 3;
  const description = [
    ...(cancelled ? [say('calendarCancelled')] : []),
    say('calendarNo', { no: booking.order_no }),
    booking.kind === 'stay'
      ? say('calendarRooms', { adults: booking.adults, rooms: booking.rooms })
      : say('calendarPeople', { adults: booking.adults, minors: booking.minors }),
    ...(booking.kind === 'stay' ? [say('calendarStayTimes', { checkin: STAY_CHECKIN_TIME, checkout: STAY_CHECKOUT_TIME })] : []),
    ...(site?.phone ? [say('calendarCall', { phone: site.phone })] : []),
    ...(notes ? ['', say('calendarGettingThere'), notes] : []),
  ].join('\n');
  const point = site ? parseMapPoint(site.map_point) : null;

  const event: IcsProperty[] = [
    ['UID', calendarUid(booking.order_no)],
    ['DTSTAMP', icsUtc(booking.updated_at)],
    ['DTSTART', icsLocal(booking.start_at, ZONE_OFFSET_HOURS), { TZID: ZONE }],
    ['DTEND', icsLocal(end, ZONE_OFFSET_HOURS), { TZID: ZONE }],
    ['SUMMARY', icsText(estate ? `${summary} · ${estate}` : summary)],
    ['LOCATION', icsText([estate, address].filter(Boolean).join(', '))],
    ...(point ? ([['GEO', `${point.lat};${point.lng}`]] as IcsProperty[]) : []),
    ['DESCRIPTION', icsText(description)],
    ['STATUS', cancelled ? 'CANCELLED' : booking.status === 0 ? 'TENTATIVE' : 'CONFIRMED'],
    ['TRANSP', 'OPAQUE'],
  ];
  return writeIcs({
    name: 'VCALENDAR',
    properties: [
      ['VERSION', '2.0'],
      ['PRODID', PRODID],
      ['CALSCALE', 'GREGORIAN'],
      ['METHOD', 'PUBLISH'],
    ],
    components: [TIMEZONE, { name: 'VEVENT', properties: event }],
  });
}
