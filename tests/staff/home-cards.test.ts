import { describe, expect, it } from 'vitest';
import { mayCall } from '../../src/contract/staff-access';
import type { Dashboard } from '../../src/contract/staff-console';
import { homeCards, nextDay } from '../../src/staff/screens/home';

/** The home's cards link to their queues, and each role sees only the cards it may open. */
const dashboard: Dashboard = {
  today: '2026-12-31',
  to_ship: 3,
  refunds_to_review: 1,
  money_refunds_failing: 2,
  visits_today: 4,
  visits_tomorrow: 2,
  dinners_today: 1,
  dinners_tomorrow: 0,
  arrivals_today: 1,
  arrivals_tomorrow: 0,
  departures_today: 0,
  departures_tomorrow: 1,
};

describe('home cards', () => {
  it('link each count to its queue, bookings on their day', () => {
    const links = Object.fromEntries(homeCards(dashboard).map((c) => [c.key, c.figures.map((f) => `${f.count} ${f.href}`)]));
    expect(links).toEqual({
      toShip: ['3 #/orders?status=10'],
      refunds: ['1 #/refunds'],
      moneyRefunds: ['2 #/money-refunds'],
      visits: ['4 #/bookings/visit?date=2026-12-31', '2 #/bookings/visit?date=2027-01-01'],
      dinners: ['1 #/bookings/dining?date=2026-12-31', '0 #/bookings/dining?date=2027-01-01'],
      arrivals: ['1 #/bookings/stay?date=2026-12-31', '0 #/bookings/stay?date=2027-01-01'],
      departures: ['0 #/bookings/stay?date=2026-12-31', '1 #/bookings/stay?date=2027-01-01'],
    });
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  it('are those the role may open', () => {
    const shown = (role: 'shop' | 'bookings' | 'content' | 'auditor') => homeCards(dashboard).filter((c) => mayCall(role, c.read)).map((c) => c.key);
    expect(shown('shop')).toEqual(['toShip', 'refunds', 'moneyRefunds']);
    expect(shown('bookings')).toEqual(['visits', 'dinners', 'arrivals', 'departures']);
    expect(shown('content')).toEqual([]);
    expect(shown('auditor')).toHaveLength(7);
  });
});
