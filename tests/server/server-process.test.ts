import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'winery-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('starts on an empty data directory, logs JSON without secrets, and stops cleanly on SIGTERM', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const secret = 'a'.repeat(64);
    const res = await fetch(`${server.url}/api/member/cart/list`, {
      method: 'POST',
      headers: { token: secret, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'lang=en',
    });
    expect(res.status).toBe(401);
    expect(await server.stop()).toBe(0);
    const lines = server.output().trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(server.output()).not.toContain(secret);
    expect(lines.some((line) => JSON.parse(line).msg === 'closed cleanly')).toBe(true);
  }, 120_000);

  it('restarts on the same data directory with the data kept and the seed not repeated', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    const res = await fetch(`${server.url}/api/winery/placard/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'lang=en',
    });
    const body = await res.json();
    expect(body.code).toBe(1);
    expect(body.data.content).toMatch(/Penglai/);
    expect(await server.stop()).toBe(0);
  }, 120_000);

  it('refuses to start with a wrong setting and names it', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('PORT');
  });
});
