import type { ColumnType } from 'kysely';

/** Kysely types of the uploads table (migration 0006-uploads). */
export interface UploadTables {
  /**
   * Members' pictures (portraits). The bytes live in the database so every server instance
   * serves the same file; `id` is 32 random hex digits, so addresses cannot be guessed.
   */
  uploads: {
    id: string;
    member_id: number;
    mime: string;
    bytes: ColumnType<Uint8Array, Uint8Array, never>;
    sha256: string;
    created: ColumnType<Date, Date | string | undefined, never>;
  };
}
