import type { FastifyInstance } from 'fastify';
import account from './account';
import wechat from './api/member/wechat';
import placard from './api/winery/placard';
import media from './media';
import mediaContent from './media-content';
import mediaShare from './media-share';
import personalCentre from './personal-centre';
import addressRoutes from './api/member/address';
import areaRoutes from './api/area/area';
import contentRoutes from './content';
import aftersalesRoutes from './aftersales';
import cartRoutes from './api/member/cart';
import orderRoutes from './api/member/order';
import invoiceRoutes from './api/member/invoice';
import guestCartRoutes from './api/member/guest-cart';
import paymentRoutes from './payments';
import bookingRoutes from './bookings';
import bookingCalendarRoutes from './booking-calendar';
import hotelRoutes from './cms/hotel';
import devClock from './dev/clock';
import memberLang from '../domain/notifications/member-lang';
import memberMessagesRoutes from './api/member/messages';

/** Every route plugin; folders mirror the spec's URLs. */
export default async function routes(app: FastifyInstance) {
  await app.register(memberLang);
  await app.register(placard);
  await app.register(wechat);
  await app.register(media);
  await app.register(mediaContent);
  await app.register(mediaShare);
  await app.register(account);
  await app.register(personalCentre);
  await app.register(areaRoutes);
  await app.register(addressRoutes);
  await app.register(contentRoutes);
  await app.register(aftersalesRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(invoiceRoutes);
  await app.register(guestCartRoutes);
  await app.register(paymentRoutes);
  await app.register(bookingRoutes);
  await app.register(bookingCalendarRoutes);
  await app.register(hotelRoutes);
  await app.register(memberMessagesRoutes);
  await app.register(devClock);
}
