import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../helpers/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * One real server for the browser tests: the built app (`npm run build` runs first), the
 * development providers, and a fresh embedded database in a temporary directory.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npm run build` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'winery-e2e-'));
  // a 3 s code cooldown: the account journeys ask for several codes to one phone; every test
  // registers its members from this one address, far more than a visitor's 30 codes a day; no
  // order and booking messages: they would land in the outbox between a code and its reading
  const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: 'dist/web', CODE_COOLDOWN_S: '3', CODE_DAILY_PER_IP: '1000', NOTIFY_INTERVAL_MS: '0' });
  project.provide('baseURL', server.url);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
