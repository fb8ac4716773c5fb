import { registerResourceDefaults } from '../bookings/resources';

/**
 * `room:<id>` for the staff commands: each night holds the room kind's `amount` unless staff set
 * the night's own capacity. Imported for its effect by the hotel routes (and the staff CLI).
 */
registerResourceDefaults('room', async (db, id) => {
  const row = await db.selectFrom('hotel_rooms').select('amount').where('id', '=', id).executeTakeFirst();
  return row ? { capacity: row.amount, slots: [''] } : null;
});
