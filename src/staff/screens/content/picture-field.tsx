import { useState, type ReactNode } from 'react';
import type { Localized } from '../../../contract/lang';
import { staffContentUpload } from '../../../contract/staff-content';
import { staffUpload } from '../../lib/api';
import { t } from '../../lib/i18n';
import { LANGS, langWord } from './content-labels';

/**
 * A news item's picture: its alt text in the three languages first (required by the server too),
 * then the file; the server checks it, makes the site's sizes and answers the address the
 * version keeps. The upload's own state (choosing, sending, a refusal) lives here, beside the form.
 */
export function PictureField({
  image,
  alt,
  readOnly,
  onChange,
  id = 'content-picture',
  label,
  children,
}: {
  image: string;
  alt: Localized | undefined;
  readOnly: boolean;
  onChange: (url: string) => void;
  /** several on one form (a section's pictures): each its own heading and ids */
  id?: string;
  label?: string;
  /** buttons under the heading (move, remove) */
  children?: ReactNode;
}) {
  const [alts, setAlts] = useState<Record<string, string>>({ cn: alt?.cn ?? '', tw: alt?.tw ?? '', en: alt?.en ?? '' });
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const [uploadedAlt, setUploadedAlt] = useState<Localized | null>(null);
  const shownAlt = uploadedAlt ?? alt;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (LANGS.some((lang) => !(alts[lang] ?? '').trim())) {
      setState({ busy: false, error: t('content.upload.altMissing') });
      return;
    }
    setState({ busy: true, error: null });
    try {
      const { data } = await staffUpload(staffContentUpload, { alt_cn: alts.cn ?? '', alt_tw: alts.tw ?? '', alt_en: alts.en ?? '' }, file, file.name);
      setUploadedAlt(data.alt);
      onChange(data.url);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : t('shell.error.failed') });
    }
  };
  return (
    <section className="st-panel st-content-picture" aria-labelledby={id}>
      <h2 id={id} className="st-panel-head">
        {label ?? t('content.field.picture')}
      </h2>
      {children}
      <div className="st-content-picture-body">
        {image ? <img src={`..${image}`} alt={shownAlt?.en ?? ''} width={320} height={180} /> : null}
        {!readOnly && (
          <div className="st-form-grid">
            {LANGS.map((lang) => (
              <label key={lang} className="st-field">
                <span className="st-label">{t('content.field.alt', { lang: langWord(lang) })}</span>
                <input value={alts[lang] ?? ''} maxLength={200} onChange={(e) => setAlts({ ...alts, [lang]: e.target.value })} />
              </label>
            ))}
            <label className="st-field st-field-wide">
              <span className="st-label">{state.busy ? t('content.upload.uploading') : t('content.upload.choose')}</span>
              <input type="file" accept="image/jpeg,image/png,image/webp" disabled={state.busy} aria-describedby={`${id}-hint`} onChange={(e) => void choose(e.target.files?.[0])} />
              <span className="st-hint" id={`${id}-hint`}>
                {t('content.upload.hint')}
              </span>
            </label>
            {image && (
              <button type="button" className="st-button st-button-small" onClick={() => onChange('')}>
                {t('content.upload.remove')}
              </button>
            )}
          </div>
        )}
        {state.error && (
          <p className="st-form-error" role="alert">
            {state.error}
          </p>
        )}
      </div>
    </section>
  );
}
