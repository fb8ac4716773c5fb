import { isPlural, type Plural } from '../../src/contract/plural';

/** A catalogue's strings with a count, as dot-path → their two forms (`one`, `other`). */
export function plurals(tree: object, prefix = ''): Map<string, Plural> {
  const out = new Map<string, Plural>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== 'object' || value === null) continue;
    if (isPlural(value)) out.set(prefix + key, value);
    else for (const [k, v] of plurals(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
