import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { call, type TestApp } from './content-helpers';
import { expectClean, XSS_PAYLOADS } from './sanitize-payloads';

/**
 * Shown clean: rich text written straight into the database (past any editor and the sanitiser
 * on the way in) is answered clean by the public calls that serve it, in every language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

const LANGS = ['cn', 'tw', 'en'] as const;
/** the payloads three at a time, one per language */
const triples = Array.from({ length: Math.ceil(XSS_PAYLOADS.length / 3) }, (_, i) => XSS_PAYLOADS.slice(i * 3, i * 3 + 3));
const localized = (payloads: string[]) => JSON.stringify({ cn: payloads[0] ?? '', tw: payloads[1] ?? '', en: payloads[2] ?? '' });

describe('rich text stored with XSS payloads directly in the database', () => {
  it('news/get answers every payload clean, in cn, tw and en', async () => {
    const { id } = await t.db.selectFrom('news').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    for (const payloads of triples) {
      await t.db.updateTable('news').set({ content: localized(payloads) }).where('id', '=', id).execute();
      for (const [i, lang] of LANGS.entries()) {
        const res = await call(t, '/api/winery/news/get', { id: String(id), lang });
        expect(res.code).toBe(1);
        expectClean(res.data.content, payloads[i]);
      }
    }
  });

  // a mixture of the classics in one text each
  const MIXED = [
    '<p>a<script>alert(1)</script><img src=x onerror=alert(1)><svg onload=alert(1)></svg></p>',
    '<a href="java&Tab;script&colon;alert(1)">x</a><p style="width: expression(alert(1))">y</p><iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ];

  it.each([
    ['wines', 'description', '/api/winery/wine/get', (data: any) => data.description],
    ['reports', 'content', '/cms/reports/get', (data: any) => data.content],
  ] as const)('%s.%s through %s is answered clean', async (table, column, path, pick) => {
    const { id } = await t.db.selectFrom(table).select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await t.db.updateTable(table).set({ [column]: localized(MIXED) }).where('id', '=', id).execute();
    for (const [i, lang] of LANGS.entries()) {
      const res = await call(t, path, { id: String(id), lang });
      expect(res.code, JSON.stringify(res)).toBe(1);
      expectClean(pick(res.data), MIXED[i]);
      expect(pick(res.data)).not.toBe('');
    }
  });

  it('team and award texts are answered clean', async () => {
    await t.db.updateTable('team_members').set({ content: localized(MIXED) }).execute();
    await t.db.updateTable('awards').set({ content: localized(MIXED) }).execute();
    for (const [i, lang] of LANGS.entries()) {
      const team = await call(t, '/api/winery/team/list', { lang });
      const awards = await call(t, '/api/winery/award/list', { lang });
      const texts = [...team.data, ...awards.data].flatMap((group: any) => group.list.map((entry: any) => entry.content as string));
      expect(texts.length).toBeGreaterThan(0);
      for (const html of texts) expectClean(html, MIXED[i]);
    }
  });
});
