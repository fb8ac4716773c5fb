import { expect } from 'vitest';
import { stayDayFromIndex, stayDayIndex, stayToday } from '../../src/contract/hotel';
import type { Db } from '../../src/server/db/database';
import { postForm } from '../helpers/test-app';

type App = Parameters<typeof postForm>[0];
export type Answer = { code: number; msg: string; data: any };

/** A China-time date `offset` days from today. */
export const dayFromToday = (offset: number) => stayDayFromIndex(stayDayIndex(stayToday(new Date()))! + offset);

export async function call(app: App, path: string, form: Record<string, string>, token?: string): Promise<Answer> {
  const answer = await postForm(app, path, { lang: 'en', ...form }, token ? { token } : {});
  expect(answer.statusCode, answer.body).toBeLessThan(500);
  return answer.json() as Answer;
}

export const HOUSE_LIST = '/cms/hotel/getHotelHouseList';
export const QUOTE = '/cms/hotel_order/getPayment';
export const CREATE = '/cms/hotel_order/getHotelOrder';

/** The seeded room kinds by their English name. */
export async function seededRooms(db: Db) {
  const rows = await db.selectFrom('hotel_rooms').select(['id', 'name', 'amount', 'number', 'price_fen', 'weekend_price_fen']).orderBy('sort').execute();
  const byName = (en: string) => {
    const row = rows.find((r) => r.name.en === en);
    if (!row) throw new Error(`no seeded room ${en}`);
    return row;
  };
  return { rows, king: byName('Sea-view king room'), suite: byName('Vineyard suite'), house: byName('Cliffside house') };
}

export const guest = { name: 'Li Hua', phone: '13800000000', description: 'Late arrival, around 20:00' };

export function stayForm(roomId: number, checkin: string, checkout: string, extra: Record<string, string> = {}) {
  return { room_id: String(roomId), checkin, checkout, adults: '2', rooms: '1', ...extra };
}
