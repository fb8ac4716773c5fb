import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel } from '../../src/contract/content-section-words';
import { SECTION_TYPE_NAMES, sectionOf, type SectionField, type SectionTypeName } from '../../src/contract/content-sections';
import { setStaffDict } from '../../src/staff/lib/i18n';
import en from '../../src/staff/locales/en';
import { SectionFields } from '../../src/staff/screens/content/section-fields';
import { fieldValueOf, formOf, formValueOf, moved, valuesOf } from '../../src/staff/screens/content/section-values';

/**
 * The section editor's form (src/staff/screens/content/section-*.ts[x]): each field kind's value
 * read into its input and sent back as the server takes it (src/contract/content-sections.ts),
 * and every field of every section type drawn with its input and its name.
 */
beforeAll(() => setStaffDict('en', en));

const L = (cn: string, tw: string, e: string) => ({ cn, tw, en: e });

describe('a section field read into the form and sent back', () => {
  it('text and rich: one string per language, whatever is missing empty', () => {
    const spec: SectionField = { kind: 'text', max: 120 };
    expect(formValueOf(spec, L('标题', '標題', 'Title'))).toEqual(L('标题', '標題', 'Title'));
    expect(formValueOf(spec, { cn: '只有简体' })).toEqual(L('只有简体', '', ''));
    expect(formValueOf({ kind: 'rich' }, undefined)).toEqual(L('', '', ''));
    expect(fieldValueOf({ kind: 'rich' }, L('<p>a</p>', '<p>b</p>', '<p>c</p>'))).toEqual(L('<p>a</p>', '<p>b</p>', '<p>c</p>'));
  });

  it('items: a list of rows in three languages; a row left empty is not sent', () => {
    const spec: SectionField = { kind: 'items', max: 20, itemMax: 1000 };
    const events = [L('建园', '建園', 'Founded'), L('首酿', '首釀', 'First vintage')];
    expect(formValueOf(spec, events)).toEqual(events);
    expect(formValueOf(spec, 'not a list')).toEqual([]);
    expect(fieldValueOf(spec, [events[0]!, L('', ' ', ''), events[1]!])).toEqual(events);
  });

  it('line, date, link and image: the string as it is', () => {
    for (const spec of [{ kind: 'line', max: 20 }, { kind: 'date' }, { kind: 'link' }, { kind: 'image' }] as SectionField[]) {
      expect(formValueOf(spec, '2019')).toBe('2019');
      expect(formValueOf(spec, null)).toBe('');
      expect(fieldValueOf(spec, '/garden')).toBe('/garden');
    }
  });

  it('time: Beijing "YYYY-MM-DD HH:mm" shown in the schedule’s input and sent back with its space', () => {
    const spec: SectionField = { kind: 'time' };
    expect(formValueOf(spec, '2026-12-01 09:30')).toBe('2026-12-01T09:30');
    expect(fieldValueOf(spec, '2026-12-01T09:30')).toBe('2026-12-01 09:30');
    expect(fieldValueOf(spec, '')).toBe('');
  });

  it('number and ref: sent as numbers, empty as null; a number that is not one goes as typed for the server to name', () => {
    const number: SectionField = { kind: 'number', min: 0, max: 9999 };
    const ref: SectionField = { kind: 'ref', to: 'report_year' };
    expect(formValueOf(number, 12)).toBe('12');
    expect(formValueOf(number, null)).toBe('');
    expect(fieldValueOf(number, '12')).toBe(12);
    expect(fieldValueOf(number, '')).toBeNull();
    expect(fieldValueOf(number, 'abc')).toBe('abc');
    expect(formValueOf(ref, 3)).toBe('3');
    expect(fieldValueOf(ref, '3')).toBe(3);
    expect(fieldValueOf(ref, ' ')).toBeNull();
  });

  it('choice: the option itself, a number where the options are numbers; the first option when none is stored', () => {
    const category: SectionField = { kind: 'choice', options: [1, 5] };
    const color: SectionField = { kind: 'choice', options: ['red', 'white'] };
    expect(formValueOf(category, 5)).toBe('5');
    expect(formValueOf(category, undefined)).toBe('1');
    expect(fieldValueOf(category, '5')).toBe(5);
    expect(fieldValueOf(color, 'white')).toBe('white');
    expect(formValueOf(color, null)).toBe('red');
  });

  it('images: the addresses in order, an empty slot being filled not sent', () => {
    const spec: SectionField = { kind: 'images', max: 4 };
    expect(formValueOf(spec, ['/a.webp', '', 7, '/b.webp'])).toEqual(['/a.webp', '/b.webp']);
    expect(fieldValueOf(spec, ['/a.webp', '', '/b.webp'])).toEqual(['/a.webp', '/b.webp']);
  });

  it('a row or picture moves one place, and stays at the ends', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

/** A value of every field as a saved version holds it. */
function sampleOf(type: SectionTypeName): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(sectionOf(type).fields) as [string, SectionField][]) {
    out[name] = {
      text: L(`${name} 简`, `${name} 繁`, `${name} en`),
      rich: L('<p>简</p>', '<p>繁</p>', '<p>en</p>'),
      items: [L('一', '一', 'one'), L('二', '二', 'two')],
      line: 'line',
      number: 'min' in spec ? spec.min : 0,
      date: '2026-09-28',
      time: '2026-12-01 09:30',
      link: '/garden',
      choice: 'options' in spec ? spec.options[spec.options.length - 1] : '',
      image: '/media/content/0123456789abcdef0123456789abcdef-1600.webp',
      images: ['/media/content/0123456789abcdef0123456789abcdef-1600.webp', '/uploads/b.jpg'],
      ref: 2,
    }[spec.kind];
  }
  return out;
}

describe('every section type’s version through its form', () => {
  it.each(SECTION_TYPE_NAMES)('%s: the values read into the form are sent back unchanged', (type) => {
    const values = sampleOf(type);
    expect(valuesOf(type, formOf(type, values))).toEqual(values);
  });

  it('a new entry sends every field of its type, empty', () => {
    const values = valuesOf('history', formOf('history', undefined));
    expect(values).toEqual({ years: '', items: [], images: [], sort: null });
  });
});

const render = (type: SectionTypeName, readOnly = false, values?: Record<string, unknown>) =>
  renderToStaticMarkup(
    <SectionFields
      type={type}
      form={formOf(type, values)}
      set={() => {}}
      readOnly={readOnly}
      refOptions={{ report_year: [{ value: 2, label: '2019' }], wine_series: [{ value: 2, label: 'Cliffside' }] }}
      richText={({ id, label }) => <div id={id} role="textbox" aria-label={label} />}
    />,
  );

describe('the form draws every field of every section type', () => {
  it.each(SECTION_TYPE_NAMES)('%s: an input for each field, named in the staff member’s language', (type) => {
    const html = render(type);
    for (const [name, spec] of Object.entries(sectionOf(type).fields) as [string, SectionField][]) {
      const ids = spec.kind === 'text' || spec.kind === 'rich' ? ['cn', 'tw', 'en'].map((lang) => `section-${name}-${lang}`) : [`section-${name}`];
      for (const id of ids) expect(html, `${type}.${name} #${id}`).toContain(`id="${id}"`);
      expect(html, `${type}.${name} label`).toContain(fieldLabel(type, name, 'en').replace(/&/g, '&amp;'));
      if (spec.kind === 'choice') for (const option of spec.options) expect(html, `${type}.${name} option ${option}`).toContain(`value="${option}"`);
      if (spec.kind === 'items' || spec.kind === 'images') expect(html, `${type}.${name} add`).toContain(`Add to ${fieldLabel(type, name, 'en')}</button>`);
    }
  });

  it('draws each row of a year’s events in three languages with its buttons, and a time in the schedule’s input', () => {
    const html = render('history', false, sampleOf('history'));
    for (const lang of ['cn', 'tw', 'en']) expect(html).toContain(`id="section-items-1-${lang}"`);
    expect(html).toContain('aria-label="Move down · Events #1"');
    expect(html).toContain('aria-label="Remove · Events #2"');
    expect(render('activity', false, sampleOf('activity'))).toContain('type="datetime-local" value="2026-12-01T09:30"');
  });

  it('offers the ref’s rows by name, and keeps a value no longer listed by its number', () => {
    expect(render('report', false, sampleOf('report'))).toMatch(/<option value="2" selected="">2019<\/option>/);
    expect(render('report', false, { ...sampleOf('report'), years_id: 9 })).toContain('No. 9 (not in the list)');
  });

  it('read-only (the auditor): no button to add, move or remove, and nothing editable', () => {
    const html = render('history', true, sampleOf('history'));
    expect(html).not.toContain('<button');
    expect(html).not.toMatch(/<textarea(?![^>]*readonly)/i);
    expect(html).not.toMatch(/<input(?![^>]*readonly)/i);
  });
});
