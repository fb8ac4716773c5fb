import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

/**
 * What building the app loads (a process of its own: this one's module cache holds whatever
 * other tests loaded). Packages only some requests need are loaded by those requests — Fastify's
 * JSON-schema compilers by the first route with a JSON schema, sharp by the first upload,
 * nodemailer by the first email, Graphviz by the first lifecycle drawing — and still work when
 * they are. Every module the child loads is listed: ES modules through a resolve hook, CommonJS
 * through require's cache.
 */
const HOOKS = `
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(process.env.LOADED_LOG, result.url + '\\n');
  return result;
}`;
const REGISTER = `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOKS)}`)});`)}`;
const CHILD = `
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { buildApp } from './src/server/app.ts';
import { loadConfig } from './src/server/config.ts';
import { openDatabase } from './src/server/db/database.ts';
import { migrate } from './src/server/db/migrate.ts';

const template = process.env.PGLITE_TEMPLATE;
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent', WEB_DIST: 'dist/does-not-exist', EMAIL_PROVIDER: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_FROM: 'winery@example.com' });
const db = await openDatabase(config, { loadDataDir: template ? new Blob([readFileSync(template)]) : undefined });
if (!template) await migrate(db);
const app = await buildApp({ config, db });
const heavy = /node_modules\\/(@fastify\\/ajv-compiler|@fastify\\/fast-json-stringify-compiler|sharp|nodemailer|@viz-js\\/viz)\\//;
const loaded = [...readFileSync(process.env.LOADED_LOG, 'utf8').split('\\n'), ...Object.keys(createRequire(import.meta.url).cache)];
const loadedAtBuild = [...new Set(loaded.map((file) => heavy.exec(file)?.[1]).filter(Boolean))].sort();

// a route that declares JSON schemas: the real compilers validate, coerce and serialize
app.get('/schema-check', {
  schema: {
    querystring: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
    response: { 200: { type: 'object', properties: { n: { type: 'integer' }, kind: { type: 'string' } } } },
  },
}, async (request) => ({ n: request.query.n, kind: typeof request.query.n, secret: 'not in the schema' }));
const good = await app.inject({ method: 'GET', url: '/schema-check?n=7' });
const bad = await app.inject({ method: 'GET', url: '/schema-check?n=seven' });
console.log(JSON.stringify({ loadedAtBuild, good: { status: good.statusCode, body: good.json() }, badStatus: bad.statusCode }));
await app.close();
await db.destroy();
`;

describe('what a start loads', () => {
  it('builds the app without the JSON-schema compilers, sharp, nodemailer or Graphviz; the compilers work once a route needs them', async () => {
    const template = process.env.DATABASE_URL ? undefined : inject('pgliteTemplate');
    const dir = mkdtempSync(join(tmpdir(), 'winery-start-cost-'));
    const log = join(dir, 'loaded.txt');
    let stdout: string;
    try {
      ({ stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--import', REGISTER, '--input-type=module', '-e', CHILD], {
        env: { ...process.env, DATABASE_URL: '', LOADED_LOG: log, ...(template ? { PGLITE_TEMPLATE: template } : {}) },
        maxBuffer: 16 * 1024 * 1024,
      }));
      // the hook saw the server's modules (a hook that saw nothing would prove nothing)
      expect(readFileSync(log, 'utf8')).toContain('/src/server/app.ts');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(result.loadedAtBuild).toEqual([]);
    expect(result.good).toEqual({ status: 200, body: { n: 7, kind: 'number' } });
    expect(result.badStatus).toBeGreaterThanOrEqual(400);
    expect(result.badStatus).toBeLessThan(500);
  }, 120_000);
});
