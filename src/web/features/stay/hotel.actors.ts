import { fromPromise } from 'xstate';
import type { HouseSearch } from '../../../../machines/house-list.machine';
import { hotelGet, hotelHouseList, type Hotel, type StayRoom } from '../../../contract/hotel';
import { unwrap } from '../../lib/api-client';

/** The hotel reads of the stay screens. */
export const loadHotel = fromPromise<Hotel>(() => unwrap(hotelGet, {}));

export const loadRooms = fromPromise<StayRoom[], HouseSearch>(async ({ input }) => {
  const answer = await unwrap(hotelHouseList, { checkin: input.checkin, checkout: input.checkout, adults: String(input.adults) });
  return answer.list;
});
