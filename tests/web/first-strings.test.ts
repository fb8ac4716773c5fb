import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/web/app/routes';
import cn from '../../src/web/locales/cn';
import en from '../../src/web/locales/en';
import { contentScreensCn } from '../../src/web/locales/content-screens.cn';
import { contentScreensEn } from '../../src/web/locales/content-screens.en';
import { contentScreensTw } from '../../src/web/locales/content-screens.tw';
import { firstCn } from '../../src/web/locales/first.cn';
import { firstEn } from '../../src/web/locales/first.en';
import { firstTw } from '../../src/web/locales/first.tw';
import tw from '../../src/web/locales/tw';

/**
 * A first visit downloads only the first-visit strings (src/web/locales/first.*.ts), a content
 * screen adds its part (content-screens.*.ts). The chrome and the screens marked 'first' or
 * 'content' must not need anything else, or a raw key would show.
 */
const FIRST = { cn: firstCn, tw: firstTw, en: firstEn };
const CONTENT = { cn: contentScreensCn, tw: contentScreensTw, en: contentScreensEn };
const WHOLE = { cn, tw, en };

function lookup(dict: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), dict);
}

const ROUTES_FILE = 'src/web/app/routes.ts';
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

/** Source files reachable from the roots; the route table's lazy screens are not followed. */
function reachable(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = roots.map((root) => resolve(root));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith(ROUTES_FILE)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveModule(file, (match[1] ?? match[2])!);
      if (next && !next.includes('/src/web/locales/') && !next.includes('/src/contract/')) queue.push(next);
    }
  }
  return seen;
}

/** The screen modules of the routes that wait for `part` of the strings, read from the route table. */
function screensOf(part: 'first' | 'content'): string[] {
  const source = readFileSync(ROUTES_FILE, 'utf8');
  const loaders = new Map<string, string>();
  for (const m of source.matchAll(/(\w+)(?::\s*Loader)?\s*[:=]\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) loaders.set(m[1]!, m[2]!);
  return ROUTES.filter((route) => route.strings === part).map((route) => {
    const spec = loaders.get(route.name);
    expect(spec, `loader of ${route.name}`).toBeDefined();
    return resolveModule(resolve(ROUTES_FILE), spec!)!;
  });
}

/** A string, or a count's two forms (`tn`). */
const isText = (node: unknown) => typeof node === 'string' || (typeof node === 'object' && node !== null && Object.keys(node).sort().join() === 'one,other');

/** Literal keys a module may look up: `t('a.b')`, `tKey('a.b')` and message keys kept as data ('page.chunkFailed'). */
function keysIn(file: string): string[] {
  const tops = new Set(Object.keys(en));
  const literals = [...readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z_]+)+)['"`]/g)].map((m) => m[1]!);
  return literals.filter((key) => tops.has(key.split('.')[0]!) && isText(lookup(en, key)));
}

/** The same section of the whole dictionary, at every depth (the first part holds only `content.common`). */
function expectPartOfWhole(part: object, whole: object, path: string) {
  for (const [key, value] of Object.entries(part)) {
    const full = (whole as Record<string, unknown>)[key];
    if (typeof value === 'string') expect(value, `${path}${key}`).toBe(full);
    else expectPartOfWhole(value as object, full as object, `${path}${key}.`);
  }
}

describe('strings downloaded in parts', () => {
  it.each(['cn', 'tw', 'en'] as const)('%s: every part holds the same strings as the whole dictionary', (lang) => {
    expectPartOfWhole(FIRST[lang], WHOLE[lang], '');
    expectPartOfWhole(CONTENT[lang], WHOLE[lang], '');
  });

  it('the home waits for nothing more, the content screens for their part, the others for the whole dictionary', () => {
    const part = (path: string) => ROUTES.find((route) => route.path === path)?.strings;
    expect([part('/'), part('/news'), part('/contact'), part('/series'), part('/cart')]).toEqual(['first', 'content', 'content', 'all', 'all']);
  });

  it.each([
    ['first', [FIRST.en]],
    ['content', [FIRST.en, CONTENT.en]],
  ] as const)('the chrome and the %s screens find every key they name in what they wait for', (part, dicts) => {
    const files = reachable(['src/web/main.tsx', 'src/web/app/chrome-extras.tsx', ...screensOf(part)]);
    expect(files.size).toBeGreaterThan(20);
    const found = (key: string) => dicts.some((dict) => isText(lookup(dict, key)));
    const missing = [...files].flatMap((file) => keysIn(file).filter((key) => !found(key)).map((key) => `${file}: ${key}`));
    expect(missing).toEqual([]);
  });
});
