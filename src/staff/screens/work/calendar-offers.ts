import type { Offer } from '../../../../machines/staff/work-detail.machine';
import { mayCall, type StaffRole } from '../../../contract/staff-access';
import type { CalendarResource } from '../../../contract/staff-console';
import { placeTarget } from './calendar-grid';

/** What the role may do to each place of the week: close an open one, reopen a closed one, change its places. */
export function calendarOffers(resources: readonly CalendarResource[], role: StaffRole | null): Offer[] {
  const may = (path: Parameters<typeof mayCall>[1]) => mayCall(role, path);
  const offers: Offer[] = [];
  for (const resource of resources)
    for (const day of resource.days) {
      const slotted = day.places.some((place) => place.slot !== '');
      for (const place of day.places) {
        const target = placeTarget(resource.resource, day.date, place.slot);
        if (may(place.closed ? '/api/staff/booking/reopen' : '/api/staff/booking/close')) offers.push({ action: place.closed ? 'REOPEN' : 'CLOSE', target });
        if (may('/api/staff/booking/capacity')) offers.push({ action: 'CAPACITY', target });
      }
      if (!slotted) continue;
      // the whole day: every slot at once
      const target = placeTarget(resource.resource, day.date, '');
      if (day.places.some((place) => !place.closed) && may('/api/staff/booking/close')) offers.push({ action: 'CLOSE', target });
      if (day.places.some((place) => place.closed) && may('/api/staff/booking/reopen')) offers.push({ action: 'REOPEN', target });
      if (may('/api/staff/booking/capacity')) offers.push({ action: 'CAPACITY', target });
    }
  return offers;
}
