import { describe, expect, it, vi } from 'vitest';
import { guardRoute } from '../../src/web/app/guard';
import { findRoute, ROUTES } from '../../src/web/app/routes';
import { badgeCount, shortNickname } from '../../src/web/components/header';

const PUBLIC = ['/', '/brand', '/garden', '/reportDetails', '/winery', '/contact', '/house', '/experience', '/reservation',
  '/visitBooking', '/restaurant', '/series', '/seriesDetail', '/activeDetail', '/login', '/wxLogin', '/wxCode', '/wxAuth',
  '/wxBind', '/news', '/demo', '/houseInfo', '/hotelInfo',
  // a guest sees the cart kept in the browser (issue 16)
  '/cart'];
const LOGIN_REQUIRED = ['/calendar', '/reserveInfo', '/houseList', '/settledInfo', '/houseOrderPay', '/stayOrderPay', '/VWxPay',
  '/VpayStatus', '/subscribeList', '/stayList', '/orderSubmit', '/orderDetail', '/orderDetail_after', '/orderPay',
  '/WxPay', '/payStatus', '/logistics', '/userInfo', '/address', '/orderList'];
const KEPT_ALIVE = ['/', '/brand', '/garden', '/winery', '/contact', '/house', '/experience', '/news'];

describe('route table (spec §2)', () => {
  it('keeps the design-system page out of a production build', async () => {
    vi.stubEnv('DEV', false);
    vi.resetModules();
    const production = await import('../../src/web/app/routes');
    vi.unstubAllEnvs();
    expect(production.findRoute('/demo')).toBeUndefined();
    expect(production.ROUTES).toHaveLength(ROUTES.length - 1);
  });

  it('registers exactly the spec paths (and /demo in development)', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...PUBLIC, ...LOGIN_REQUIRED].sort());
  });

  it.each(LOGIN_REQUIRED)('%s requires login', (path) => expect(findRoute(path)?.auth).toBe(true));
  it.each(PUBLIC)('%s is public', (path) => expect(findRoute(path)?.auth).toBe(false));

  it('keeps alive exactly the spec screens (reportDetails is not)', () => {
    expect(ROUTES.filter((r) => r.keepAlive).map((r) => r.path).sort()).toEqual([...KEPT_ALIVE].sort());
  });
});

describe('route guard', () => {
  const checkout = findRoute('/orderSubmit')!;
  it('sends a guest to /login with the full target, query included', () => {
    expect(guardRoute(checkout, false, '/orderSubmit')).toEqual({ redirect: '/login?url=%2ForderSubmit' });
    expect(guardRoute(findRoute('/orderDetail')!, false, '/orderDetail?id=5&x=1')).toEqual({
      redirect: '/login?url=%2ForderDetail%3Fid%3D5%26x%3D1',
    });
  });
  it('lets a member through, and anyone to a public route', () => {
    expect(guardRoute(checkout, true, '/orderSubmit')).toBeNull();
    expect(guardRoute(findRoute('/cart')!, false, '/cart')).toBeNull();
    expect(guardRoute(findRoute('/news')!, false, '/news')).toBeNull();
  });
});

describe('header rules', () => {
  it('shows the cart badge above 0, capped at 99', () => {
    expect(badgeCount(0)).toBeNull();
    expect(badgeCount(1)).toBe(1);
    expect(badgeCount(99)).toBe(99);
    expect(badgeCount(250)).toBe(99);
  });
  it('cuts the nickname at 6 characters, counting CJK and emoji as one each', () => {
    expect(shortNickname('葡萄酒爱好者小王')).toBe('葡萄酒爱好者');
    expect(shortNickname('Wang')).toBe('Wang');
    expect(shortNickname('🍷🍷🍷🍷🍷🍷🍷')).toBe('🍷🍷🍷🍷🍷🍷');
  });
});
