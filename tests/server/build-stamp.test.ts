import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The build stamp `npm start` asks before it runs the server bundle: a part is built again when
 * its sources changed, and a warm start does not read the sources to know they did not. Each
 * question runs in a child process whose working directory is a small project of its own
 * (the stamp's paths are relative to it, as they are to the repository).
 */
const STAMP = resolve('src/cli/build-stamp.mjs');
let root: string;

const ask = (code: string): unknown =>
  JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', `import * as s from ${JSON.stringify(STAMP)}; console.log(JSON.stringify(${code}))`], { cwd: root }).toString());
const stale = () => ask('s.staleParts()');
const source = (path: string) => join(root, path);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'winery-stamp-'));
  for (const dir of ['src/web', 'src/server', 'src/contract', 'machines', 'dist/web', 'dist/server']) mkdirSync(source(dir), { recursive: true });
  writeFileSync(source('src/web/app.tsx'), 'export const app = 1;\n');
  writeFileSync(source('src/server/app.ts'), 'export const server = 1;\n');
  writeFileSync(source('src/contract/shared.ts'), 'export const shared = 1;\n');
  writeFileSync(source('package-lock.json'), '{}\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the build stamp', () => {
  it('finds both parts stale before any build, and neither after their stamps are written', () => {
    expect(stale()).toEqual(['web', 'server']);
    ask("(s.writeStamp('web'), s.writeStamp('server'), null)");
    expect(stale()).toEqual([]);
  });

  it('finds the part whose sources changed, and both for a source they share', () => {
    writeFileSync(source('src/server/app.ts'), 'export const server = 2;\n');
    expect(stale()).toEqual(['server']);
    ask("(s.writeStamp('server'), null)");
    writeFileSync(source('src/contract/shared.ts'), 'export const shared = 22;\n');
    expect(stale()).toEqual(['web', 'server']);
    ask("(s.writeStamp('web'), s.writeStamp('server'), null)");
    writeFileSync(source('src/web/new.tsx'), '');
    expect(stale()).toEqual(['web']);
    rmSync(source('src/web/new.tsx'));
    expect(stale()).toEqual([]);
  });

  it('keeps a part whose files were touched but not changed: their contents decide', () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(source('src/web/app.tsx'), later, later);
    writeFileSync(source('src/server/app.ts'), readFileSync(source('src/server/app.ts')));
    expect(stale()).toEqual([]);
  });

  it('reads a stamp of the earlier kind (the hash alone) by the contents', () => {
    for (const part of ['web', 'server']) {
      const stamp = source(`dist/${part}/.build-stamp`);
      writeFileSync(stamp, readFileSync(stamp, 'utf8').split('\n')[0]!);
    }
    expect(stale()).toEqual([]);
    writeFileSync(source('src/web/app.tsx'), 'export const app = 3;\n');
    expect(stale()).toEqual(['web']);
  });
});
