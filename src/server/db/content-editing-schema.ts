import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Time = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Kysely types of content editing: documents, their versions, and staff's pictures (migration 0024). */
export interface ContentEditingTables {
  content_documents: {
    id: Generated<number>;
    /** 'news' | 'notice' */
    type: string;
    live_id: number | null;
    status: number;
    state: string;
    publish_at: Time;
    unpublish_at: Time;
    published_version: number | null;
    created_at: CreatedAt;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  content_versions: {
    id: Generated<number>;
    document_id: number;
    version: number;
    body: ColumnType<Record<string, unknown>, string, string>;
    author_staff_id: number | null;
    note: Generated<string>;
    created_at: CreatedAt;
  };
  content_media: {
    id: string;
    width: number;
    height: number;
    alt: ColumnType<{ cn: string; tw: string; en: string }, string, string>;
    staff_id: number | null;
    created_at: CreatedAt;
  };
  content_media_files: {
    media_id: string;
    size: number;
    mime: string;
    bytes: ColumnType<Uint8Array, Uint8Array, never>;
  };
}
