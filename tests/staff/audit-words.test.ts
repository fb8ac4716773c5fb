import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../src/contract/staff-auth';
import { setStaffDict } from '../../src/staff/lib/i18n';
import cn from '../../src/staff/locales/cn';
import en from '../../src/staff/locales/en';
import tw from '../../src/staff/locales/tw';
import { auditActionWords } from '../../src/staff/screens/audit-words';

/** The audit trail names each action in the staff member's language: every action the server may record has words in cn, tw and en. */
describe('audit actions in words', () => {
  it.each([
    ['en', en],
    ['cn', cn],
    ['tw', tw],
  ] as const)('has words for every action in %s', (lang, dict) => {
    setStaffDict(lang, dict);
    const missing = AUDIT_ACTIONS.filter((action) => auditActionWords(action) === action);
    expect(missing).toEqual([]);
  });

  it('names an action in the language and shows an action it has no words for as its code', () => {
    setStaffDict('tw', tw);
    expect(auditActionWords('order.ship')).toBe('出貨');
    expect(auditActionWords('catalogue.wine.update')).toBe('修改酒款');
    setStaffDict('cn', cn);
    expect(auditActionWords('signIn.failed')).toBe('登录被拒');
    expect(auditActionWords('cellar.unknown')).toBe('cellar.unknown');
    expect(auditActionWords('<b>x</b>')).toBe('<b>x</b>');
  });
});
