import { fromPromise } from 'xstate';
import { RangeRefused, type HouseSearch, type RoomsFound } from '../../../../machines/house-list.machine';
import { hotelGet, hotelHouseList, type Hotel } from '../../../contract/hotel';
import { ApiError, unwrap } from '../../lib/api-client';

/** The hotel reads of the stay screens. */
export const loadHotel = fromPromise<Hotel>(() => unwrap(hotelGet, {}));

/** A range the server refuses (its reason as the message) is a RangeRefused; anything else fails as it came. */
export const loadRooms = fromPromise<RoomsFound, HouseSearch>(async ({ input }) => {
  try {
    const answer = await unwrap(hotelHouseList, { checkin: input.checkin, checkout: input.checkout, adults: String(input.adults) });
    return { rooms: answer.list, maxAdults: answer.max_adults };
  } catch (error) {
    throw error instanceof ApiError && error.failure.kind === 'business' ? new RangeRefused(error.message) : error;
  }
});
