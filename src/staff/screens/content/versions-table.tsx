import type { ContentDetail } from '../../../contract/staff-content';
import { DataTable } from '../../components/data-table';
import { t } from '../../lib/i18n';

type Version = ContentDetail['versions'][number];

/** The server's notes of a version ('live', 'restored N') in the staff member's language. */
function noteWords(note: string): string {
  if (note === 'live') return t('content.version.seed');
  const restored = /^restored (\d+)$/.exec(note);
  return restored ? t('content.version.restored', { version: restored[1]! }) : note;
}

/** Every version, newest first: who saved it and when, which one is on the site, and Restore for the others. */
export function VersionsTable({ detail, mayRestore, onRestore }: { detail: ContentDetail; mayRestore: boolean; onRestore: (version: number) => void }) {
  const note = (v: Version) =>
    [noteWords(v.note), v.version === detail.published_version ? t('content.version.live') : '', v.version === detail.version ? t('content.version.latest') : '']
      .filter(Boolean)
      .join(' · ');
  return (
    <section className="st-panel" aria-labelledby="content-versions">
      <h2 id="content-versions" className="st-panel-head">
        {t('content.versions')}
      </h2>
      <DataTable<Version>
        caption={t('content.versions')}
        rows={detail.versions}
        rowKey={(v) => String(v.version)}
        status="ready"
        emptyText={t('content.empty')}
        loadingText={t('shell.state.loading')}
        columns={[
          { key: 'version', header: t('content.version.number'), cell: (v) => `v${v.version}` },
          { key: 'author', header: t('content.version.author'), cell: (v) => v.author },
          { key: 'at', header: t('content.version.at'), cell: (v) => v.created_at },
          { key: 'note', header: t('content.version.note'), cell: note },
          {
            key: 'restore',
            header: '',
            align: 'end',
            cell: (v) =>
              mayRestore && v.version !== detail.version ? (
                <button type="button" className="st-button st-button-small" onClick={() => onRestore(v.version)}>
                  {t('content.action.RESTORE_VERSION')} v{v.version}
                </button>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
