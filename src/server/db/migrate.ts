import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as core from './migrations/0001-core';
import * as content from './migrations/0002-content';

/** Numbered migrations, in order. Never edit one that has shipped: add the next. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-core': core,
  '0002-content': content,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrate(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
