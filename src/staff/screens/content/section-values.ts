import { LANGS, type Lang, type Localized } from '../../../contract/lang';
import { sectionOf, type SectionField, type SectionTypeName, type SectionValues } from '../../../contract/content-sections';

/**
 * A section version's form as the inputs hold it, and the `fields` the server takes
 * (src/contract/content-sections.ts): per kind, what an input shows and what is sent.
 *
 * - text, rich: one string per language; items: a list of those;
 * - line, date, link, image: the string; images: the list of addresses, '' for a slot being filled;
 * - time: the input's 'YYYY-MM-DDTHH:mm' (sent as Beijing 'YYYY-MM-DD HH:mm');
 * - number, ref: the input's text, '' for none (sent as a number, null when empty);
 * - choice: the option as text (sent as the option itself, a number where the options are numbers).
 */
export type FormValue = Localized | Localized[] | string | string[];
export type SectionForm = Record<string, FormValue>;

const blank = (): Localized => ({ cn: '', tw: '', en: '' });
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const localized = (value: unknown): Localized => {
  const out = blank();
  if (value && typeof value === 'object') for (const lang of LANGS) out[lang] = str((value as Partial<Record<Lang, unknown>>)[lang]);
  return out;
};

/** One field's input value from a stored value (anything missing or malformed becomes empty). */
export function formValueOf(spec: SectionField, value: unknown): FormValue {
  switch (spec.kind) {
    case 'text':
    case 'rich':
      return localized(value);
    case 'items':
      return Array.isArray(value) ? value.map(localized) : [];
    case 'images':
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
    case 'time':
      return str(value).replace(' ', 'T');
    case 'choice':
      return value === undefined || value === null || value === '' ? String(spec.options[0]) : str(value);
    case 'number':
    case 'ref':
      return value === null || value === undefined ? '' : str(value);
    default:
      return str(value);
  }
}

/** One field's value as sent: numbers as numbers; a number that is not one is sent as typed, for the server to name. */
export function fieldValueOf(spec: SectionField, value: FormValue | undefined): unknown {
  const text = typeof value === 'string' ? value : '';
  switch (spec.kind) {
    case 'text':
    case 'rich':
      return localized(value);
    case 'items':
      // a row added and left empty is not an event
      return (Array.isArray(value) ? (value as Localized[]) : []).map(localized).filter((item) => LANGS.some((lang) => item[lang].trim() !== ''));
    case 'images':
      return (Array.isArray(value) ? (value as string[]) : []).filter((url) => typeof url === 'string' && url !== '');
    case 'time':
      return text.replace('T', ' ');
    case 'choice':
      return spec.options.find((option) => String(option) === text) ?? text;
    case 'number':
    case 'ref': {
      if (text.trim() === '') return null;
      const n = Number(text);
      return Number.isFinite(n) ? n : text;
    }
    default:
      return text;
  }
}

/** The form of a version's `fields`: every field of the type, empty where the version has none. */
export function formOf(type: SectionTypeName, values: SectionValues | undefined): SectionForm {
  const form: SectionForm = {};
  for (const [name, spec] of Object.entries(sectionOf(type).fields)) form[name] = formValueOf(spec, values?.[name]);
  return form;
}

/** The `fields` a save sends: every field of the type, from the form. */
export function valuesOf(type: SectionTypeName, form: SectionForm): SectionValues {
  const values: SectionValues = {};
  for (const [name, spec] of Object.entries(sectionOf(type).fields)) values[name] = fieldValueOf(spec, form[name]);
  return values;
}

/** A list's element moved one place up (-1) or down (+1); unchanged at the ends. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}
