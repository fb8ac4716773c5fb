import { t, type StaffKey } from '../lib/i18n';

/**
 * An audit action in the staff member's language (`order.ship` → "Shipped" / 发货 / 出貨), read
 * from `audit.actions` where its dots are underscores; an action without words yet shows its code,
 * which is also what the filter takes.
 */
export function auditActionWords(action: string): string {
  if (!/^[A-Za-z][\w.]*$/.test(action)) return action;
  const key = `audit.actions.${action.replaceAll('.', '_')}` as StaffKey;
  const words = t(key);
  return words === key ? action : words;
}
