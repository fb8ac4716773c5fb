import { describe, expect, it } from 'vitest';
import { choiceLabel, fieldLabel } from '../../src/contract/content-section-words';
import { SECTION_TYPE_NAMES, sectionOf } from '../../src/contract/content-sections';
import { LANGS } from '../../src/contract/lang';

describe('content section words', () => {
  it('names every field of every section type in cn, tw and en', () => {
    const missing: string[] = [];
    for (const type of SECTION_TYPE_NAMES) {
      for (const [field, spec] of Object.entries(sectionOf(type).fields)) {
        for (const lang of LANGS) {
          if (fieldLabel(type, field, lang) === field) missing.push(`${type}.${field} ${lang}`);
          if (spec.kind !== 'choice') continue;
          for (const option of spec.options) if (choiceLabel(type, field, option, lang) === String(option)) missing.push(`${type}.${field}.${option} ${lang}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('takes a type’s own word before the common one', () => {
    expect(fieldLabel('award', 'intro', 'en')).toBe('Award');
    expect(fieldLabel('brand', 'intro', 'en')).toBe('Introduction');
  });
});
