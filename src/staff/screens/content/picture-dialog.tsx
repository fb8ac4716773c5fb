import { useId, useState } from 'react';
import type { Localized } from '../../../contract/lang';
import { staffContentUpload } from '../../../contract/staff-content';
import { ReasonDialog } from '../../components/reason-dialog';
import { staffUpload } from '../../lib/api';
import { t } from '../../lib/i18n';
import { LANGS, langWord } from './content-labels';

export interface UploadedPicture {
  url: string;
  width: number;
  height: number;
  alt: Localized;
}

/**
 * A picture for the rich text: the file and its alt text in cn, tw and en (all required, as for
 * the item's own picture), uploaded through the same content/upload call when confirmed. The
 * upload's refusal (not a picture, too large) stays in the dialog, in the console's language, with
 * what was typed; Escape or Cancel closes it without uploading. Mounted only while open.
 */
export function PictureDialog({ open, lang, onUploaded, onCancel }: { open: boolean; lang: keyof Localized; onUploaded: (picture: UploadedPicture) => void; onCancel: () => void }) {
  const id = useId();
  const [alts, setAlts] = useState<Localized>({ cn: '', tw: '', en: '' });
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  const upload = async () => {
    if (!file) return setState({ busy: false, error: t('content.inlinePicture.fileMissing') });
    if (LANGS.some((l) => !alts[l].trim())) return setState({ busy: false, error: t('content.upload.altMissing') });
    setState({ busy: true, error: null });
    try {
      const { data } = await staffUpload(staffContentUpload, { alt_cn: alts.cn, alt_tw: alts.tw, alt_en: alts.en }, file, file.name);
      setState({ busy: false, error: null });
      onUploaded(data);
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : t('shell.error.failed') });
    }
  };

  return (
    <ReasonDialog
      open={open}
      title={t('content.inlinePicture.title')}
      message={t('content.inlinePicture.note', { lang: langWord(lang) })}
      reason="none"
      reasonLabel=""
      reasonMissing=""
      confirmLabel={state.busy ? t('content.upload.uploading') : t('content.inlinePicture.insert')}
      cancelLabel={t('content.cancel')}
      busy={state.busy}
      error={state.error}
      onConfirm={() => void upload()}
      onCancel={onCancel}
    >
      <div className="st-form-grid">
        <label className="st-field st-field-wide">
          <span className="st-label">{t('content.inlinePicture.file')}</span>
          <input type="file" accept="image/jpeg,image/png,image/webp" aria-describedby={`${id}-hint`} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          <span className="st-hint" id={`${id}-hint`}>
            {t('content.upload.hint')}
          </span>
        </label>
        {LANGS.map((l) => (
          <label key={l} className="st-field st-field-wide">
            <span className="st-label">{t('content.field.alt', { lang: langWord(l) })}</span>
            <input value={alts[l]} maxLength={200} required onChange={(e) => setAlts({ ...alts, [l]: e.target.value })} />
          </label>
        ))}
      </div>
    </ReasonDialog>
  );
}
