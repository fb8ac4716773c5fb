import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { goodsOrderMachine } from '../../machines/goods-order.machine';
import type { CalendarResource } from '../../src/contract/staff-console';
import { setStaffDict } from '../../src/staff/lib/i18n';
import cn from '../../src/staff/locales/cn';
import en from '../../src/staff/locales/en';
import tw from '../../src/staff/locales/tw';
import { calendarOffers } from '../../src/staff/screens/work/calendar-offers';
import { addDays, beijingToday } from '../../src/staff/screens/work/days';
import { doneText } from '../../src/staff/screens/work/action-dialog';
import { actorWords, eventLabel, refundReason, say, statusOptions } from '../../src/staff/screens/work/labels';
import { ActionButtons, MoneyRefundsTable, noteWords } from '../../src/staff/screens/work/sections';
import { queryOfSearch } from '../../src/staff/screens/work/use-work';
import { InvoiceSection } from '../../src/staff/screens/work/invoice-section';

/**
 * The work screens' own rules, apart from the machines (tested by their paths): what the
 * calendar offers each role, the machines' words for statuses and buttons, the address's query,
 * and that a detail draws exactly one button per action the server offers.
 */
const week: CalendarResource[] = [
  {
    resource: 'visit:1',
    name: 'Cellar tour',
    days: [
      {
        date: '2026-12-01',
        places: [
          { slot: '10:00', capacity: 20, taken: 3, remaining: 17, closed: false },
          { slot: '14:00', capacity: 20, taken: 0, remaining: 0, closed: true },
        ],
      },
    ],
  },
  { resource: 'room:4', name: 'Sea view room', days: [{ date: '2026-12-01', places: [{ slot: '', capacity: 1, taken: 0, remaining: 1, closed: false }] }] },
];

describe('the bookings calendar offers each role what it may do', () => {
  it('offers a bookings manager close for an open slot, reopen for a closed one, places for each, and the whole day of a slotted resource', () => {
    const offers = calendarOffers(week, 'bookings').map((o) => `${o.action} ${o.target}`);
    expect(offers).toEqual([
      'CLOSE visit:1|2026-12-01|10:00',
      'CAPACITY visit:1|2026-12-01|10:00',
      'REOPEN visit:1|2026-12-01|14:00',
      'CAPACITY visit:1|2026-12-01|14:00',
      'CLOSE visit:1|2026-12-01|',
      'REOPEN visit:1|2026-12-01|',
      'CAPACITY visit:1|2026-12-01|',
      // a room has one place a night: no separate whole day
      'CLOSE room:4|2026-12-01|',
      'CAPACITY room:4|2026-12-01|',
    ]);
  });

  it.each(['auditor', 'shop', 'content'] as const)('offers %s nothing', (role) => {
    expect(calendarOffers(week, role)).toEqual([]);
  });

  it('offers the owner what the bookings manager has', () => {
    expect(calendarOffers(week, 'owner')).toEqual(calendarOffers(week, 'bookings'));
  });
});

describe('the machines name statuses and actions in the console', () => {
  beforeAll(() => setStaffDict('en', en));

  it('lists every goods order status with its label; a code two states share names both', () => {
    setStaffDict('en', en);
    const options = statusOptions(goodsOrderMachine);
    expect(options.find((o) => o.code === 10)?.label).toBe('Paid');
    expect(options.find((o) => o.code === 25)?.label).toMatch(/ \/ /);
    expect(options.map((o) => o.code)).toEqual([...options.map((o) => o.code)].sort((a, b) => a - b));
    expect(statusOptions(goodsOrderMachine, 'cn').find((o) => o.code === 10)?.label).toBe('待发货');
  });

  it("takes an event's label from the machine in each language", () => {
    expect(eventLabel(goodsOrderMachine, 'SHIP', 'en')).toBe('Ship');
    expect(eventLabel(goodsOrderMachine, 'SHIP', 'cn')).toBe('发货');
    expect(eventLabel(goodsOrderMachine, 'SHIP', 'tw')).toBe('出貨');
    expect(eventLabel(goodsOrderMachine, 'NOT_AN_EVENT', 'en')).toBeNull();
  });

  it('says who sent a history row and translates its own keys but not the server’s words', () => {
    setStaffDict('tw', tw);
    expect(actorWords('staff:3')).toBe('工作人員 #3');
    expect(say('work.loadFailed')).toBe('載入失敗，請重試。');
    expect(say('The tracking number is not valid')).toBe('The tracking number is not valid');
    expect(refundReason('other')).toBe('其他');
    expect(refundReason('orderedTooMany')).toBe('買多了');
    setStaffDict('cn', cn);
    expect(actorWords('timer:expire-orders')).toBe('定时任务');
  });

  it("puts a history note the server wrote as a word (how the order came to be, the refund's reason) into the language, and leaves staff's own notes as written", () => {
    setStaffDict('tw', tw);
    expect(noteWords('checkout')).toBe('結帳下單');
    expect(noteWords('stay booking')).toBe('線上預約（住宿）');
    expect(noteWords('notWanted')).toBe('不想要了');
    setStaffDict('en', en);
    expect(noteWords('visit booking')).toBe('booked online (visit)');
    expect(noteWords('Parcel damaged, sent again')).toBe('Parcel damaged, sent again');
  });

  it("shows the server's words after an action, and the console's own when the server only said ok", () => {
    setStaffDict('en', en);
    expect(doneText('SHIP', 'Shipped')).toBe('Shipped');
    expect(doneText('CLOSE', 'ok')).toBe('Closed to new bookings');
    expect(doneText('CAPACITY', '')).toBe('Places changed');
  });
});

describe('the query in the address', () => {
  it('reads filters and the page, dropping blanks', () => {
    expect(queryOfSearch('status=10&from=2026-12-01&member=&page=3')).toEqual({ filters: { status: '10', from: '2026-12-01' }, page: 3 });
    expect(queryOfSearch('page=abc')).toEqual({ filters: {}, page: 1 });
    expect(queryOfSearch('')).toEqual({ filters: {}, page: 1 });
  });

  it('counts calendar days in China time', () => {
    expect(addDays('2026-12-30', 7)).toBe('2027-01-06');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // 20:00 UTC on Nov 30 is already Dec 1 in Beijing
    expect(beijingToday(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12-01');
  });
});

describe('a detail draws one button per offered action', () => {
  beforeAll(() => setStaffDict('en', en));

  it('draws the actions the server sent, and says so when there are none', () => {
    const html = renderToStaticMarkup(<ActionButtons actions={['SHIP', 'CHANGE_ADDRESS']} onAct={() => {}} />);
    expect([...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1])).toEqual(['Ship', 'Change address']);
    expect(renderToStaticMarkup(<ActionButtons actions={[]} onAct={() => {}} />)).toContain('Nothing to do in this state for your role.');
  });

  it('offers "Send again" only on a money refund whose actions have RESEND', () => {
    const refund = { out_refund_no: 'RF1', status: 4, state: 'escalated', amount: '10.00', attempts: 12, last_error: 'NOTENOUGH', created_at: '2026-12-01 10:00:00' };
    const html = renderToStaticMarkup(
      <MoneyRefundsTable refunds={[{ ...refund, actions: ['RESEND'] }, { ...refund, out_refund_no: 'RF2', state: 'sent', status: 1, actions: [] }]} onAct={() => {}} />,
    );
    expect(html.match(/Send again/g)).toHaveLength(1);
    expect(html).toContain('NOTENOUGH');
  });

  it('shows the invoice the member asked for, with "Mark invoice issued" only when the server offers it (issue 16)', () => {
    const invoice = {
      kind: 'company' as const, title: 'Penglai Cliffside Estate Co.', tax_no: '91440300708461136T', email: 'finance@example.com', status: 'requested' as const,
      requested_at: '2026-12-01 10:00:00', issued_at: '', issued_by: '', note: '', can_issue: true,
    };
    const offered = renderToStaticMarkup(<InvoiceSection invoice={invoice} busy={false} onIssue={() => {}} />);
    expect(offered).toContain('91440300708461136T');
    expect(offered).toContain('Requested, to be issued');
    expect(offered.match(/Mark invoice issued/g)).toHaveLength(1);
    expect(renderToStaticMarkup(<InvoiceSection invoice={{ ...invoice, can_issue: false }} busy={false} onIssue={() => {}} />)).not.toContain('Mark invoice issued');
    const issued = renderToStaticMarkup(<InvoiceSection invoice={{ ...invoice, status: 'issued', issued_at: '2026-12-02 09:00:00', issued_by: 'shop1', can_issue: false }} busy={false} onIssue={() => {}} />);
    expect(issued).toContain('shop1');
    expect(renderToStaticMarkup(<InvoiceSection invoice={null} busy={false} onIssue={() => {}} />)).toContain('No invoice requested');
  });
});
