import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { calendarFileMachine } from '../../../machines/calendar-file.machine';
import { BOOKING_CALENDAR_PATH } from '../../contract/booking-calendar';
import { ApiError, fetchFile } from './api-client';

/** The booking's .ics from the server (the member's token; 404 for any other booking). */
const fetchCalendar = fromPromise<Blob, { orderNo: string }>(async ({ input }) => {
  const result = await fetchFile(BOOKING_CALENDAR_PATH, { order_no: input.orderNo });
  if (!result.ok) throw new ApiError(result);
  return result.data;
});

/** Hands a file to the browser to save, named as given. */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const logic = calendarFileMachine.provide({
  actors: { fetchCalendar },
  actions: { saveFile: (_, { file, orderNo }) => saveFile(file, `${orderNo}.ics`) },
});

/** "Add to calendar" for one booking: whether it is downloading, why it last failed, and the way to start. */
export function useCalendarFile(orderNo: string) {
  const [snapshot, send] = useMachine(logic, { input: { orderNo } });
  return { busy: snapshot.hasTag('busy'), failure: snapshot.context.failure, download: () => send({ type: 'DOWNLOAD' }) };
}
