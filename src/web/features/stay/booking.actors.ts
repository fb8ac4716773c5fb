import { fromPromise } from 'xstate';
import type { CreateStayInput, StayRequest } from '../../../../machines/stay-booking.machine';
import { hotelOrderCreate, hotelOrderQuote, type StayOrderCreated, type StayQuote } from '../../../contract/hotel';
import { unwrap } from '../../lib/api-client';

/** The calls of /settledInfo: the price of a room for the range, then the unpaid stay. */
export const quoteStay = fromPromise<StayQuote, StayRequest>(({ input }) => unwrap(hotelOrderQuote, input));

export const createStay = fromPromise<StayOrderCreated, CreateStayInput>(({ input }) => unwrap(hotelOrderCreate, input));
