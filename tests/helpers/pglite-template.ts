import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { migrate } from '../../src/server/db/migrate';
import { PGliteDialect } from '../../src/server/db/pglite-dialect';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Unit project set-up: an embedded database is created and migrated once, and its data
 * directory saved as a tarball; each test file's fresh in-memory database starts from that copy
 * instead of running initdb and every migration again (about 4 s a file). Nothing to do when
 * the tests run against a PostgreSQL server (DATABASE_URL).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(join(tmpdir(), 'winery-pglite-template-'));
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrate(db);
  const tarball = join(dir, 'migrated.tar');
  writeFileSync(tarball, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await db.destroy();
  project.provide('pgliteTemplate', tarball);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The migrated template's data directory, when the set-up made one. */
export function migratedTemplate(): Blob | undefined {
  const tarball = inject('pgliteTemplate');
  return tarball ? new Blob([readFileSync(tarball)]) : undefined;
}
