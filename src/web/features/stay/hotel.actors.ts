import { fromPromise } from 'xstate';
import type { HouseSearch, RoomsFound } from '../../../../machines/house-list.machine';
import { hotelGet, hotelHouseList, type Hotel } from '../../../contract/hotel';
import { unwrap } from '../../lib/api-client';

/** The hotel reads of the stay screens. */
export const loadHotel = fromPromise<Hotel>(() => unwrap(hotelGet, {}));

export const loadRooms = fromPromise<RoomsFound, HouseSearch>(async ({ input }) => {
  const answer = await unwrap(hotelHouseList, { checkin: input.checkin, checkout: input.checkout, adults: String(input.adults) });
  return { rooms: answer.list, maxAdults: answer.max_adults };
});
