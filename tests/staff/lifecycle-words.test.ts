import { describe, expect, it } from 'vitest';
import { LIFECYCLE_KINDS } from '../../src/contract/staff-lifecycle';
import { setStaffDict } from '../../src/staff/lib/i18n';
import cn from '../../src/staff/locales/cn';
import en from '../../src/staff/locales/en';
import tw from '../../src/staff/locales/tw';
import { actorKindLabel, duration, kindLabel, roleLabel } from '../../src/staff/screens/lifecycle/shared';

/** The lifecycle screens' words: a mean time in the console's language, a kind's and an actor's name (an unknown one as written). */
describe('the lifecycle screens’ words', () => {
  it('tells a mean time in seconds, minutes, hours or days', () => {
    setStaffDict('en', en);
    expect([null, 0, 45, 119, 120, 600, 7_199, 7_200, 5_400 * 4, 172_800, 200_000].map(duration)).toEqual([
      '—',
      '0 s',
      '45 s',
      '119 s',
      '2 min',
      '10 min',
      '120 min',
      '2 h',
      '6 h',
      '2 d',
      '2.3 d',
    ]);
    setStaffDict('cn', cn);
    expect(duration(600)).toBe('10 分钟');
    setStaffDict('tw', tw);
    expect(duration(9_000)).toBe('2.5 小時');
  });

  it('names every kind, actor and role in each language; an unknown one as written', () => {
    for (const [lang, dict] of [['en', en], ['cn', cn], ['tw', tw]] as const) {
      setStaffDict(lang, dict);
      for (const kind of LIFECYCLE_KINDS) expect(kindLabel(kind)).toBe(dict.lifecycle.kind[kind]);
      expect(actorKindLabel('provider')).toBe(dict.lifecycle.actor.provider);
      expect(roleLabel('auditor')).toBe(dict.shell.role.auditor);
    }
    expect(kindLabel('invoice')).toBe('invoice');
    expect(actorKindLabel('robot')).toBe('robot');
    expect(roleLabel('cli')).toBe('cli');
  });
});
