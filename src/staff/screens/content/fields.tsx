import type { ReactNode } from 'react';
import type { Lang } from '../../../contract/lang';
import { CONTENT_LIMITS, type ContentBody } from '../../../contract/staff-content';
import { t } from '../../lib/i18n';
import { LANGS, langWord } from './content-labels';

/** The form of a version: `<field>_<lang>` texts, the release date and the picture, as the save call takes them. */
export type Fields = Record<string, string>;

export function fieldsOf(body: ContentBody): Fields {
  const out: Fields = {};
  for (const lang of LANGS) {
    out[`title_${lang}`] = body.title?.[lang] ?? '';
    out[`summary_${lang}`] = body.summary?.[lang] ?? '';
    out[`content_${lang}`] = body.content[lang];
  }
  out.releasedate = body.releasedate ?? '';
  out.entitle = body.entitle ?? '';
  out.link = body.link ?? '';
  out.image = body.images?.[0] ?? '';
  return out;
}

interface FieldProps {
  fields: Fields;
  set: (name: string, value: string) => void;
  readOnly: boolean;
}

/** One column per language, side by side (stacked on a phone). */
function Columns({ children }: { children: (lang: Lang) => ReactNode }) {
  return (
    <div className="st-content-columns">
      {LANGS.map((lang) => (
        <section key={lang} className="st-panel st-content-column" aria-labelledby={`content-col-${lang}`} lang={lang === 'en' ? 'en' : lang === 'cn' ? 'zh-Hans' : 'zh-Hant'}>
          <h2 id={`content-col-${lang}`} className="st-panel-head">
            {langWord(lang)}
          </h2>
          {children(lang)}
        </section>
      ))}
    </div>
  );
}

function Text({ id, label, value, max, readOnly, area, onChange }: { id: string; label: string; value: string; max: number; readOnly: boolean; area?: boolean; onChange: (v: string) => void }) {
  return (
    <div className="st-field st-field-wide">
      <label className="st-label" htmlFor={id}>
        {label}
      </label>
      {area ? (
        <textarea id={id} value={value} maxLength={max} readOnly={readOnly} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} value={value} maxLength={max} readOnly={readOnly} required onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}

export function NewsFields({ fields, set, readOnly, richText }: FieldProps & { richText: (lang: Lang, label: string, id: string) => ReactNode }) {
  return (
    <>
      <div className="st-field st-content-date">
        <label className="st-label" htmlFor="content-releasedate">
          {t('content.field.releasedate')}
        </label>
        <input id="content-releasedate" type="date" value={fields.releasedate ?? ''} readOnly={readOnly} onChange={(e) => set('releasedate', e.target.value)} />
      </div>
      <Columns>
        {(lang) => (
          <>
            <Text id={`content-title-${lang}`} label={`${t('content.field.title')} · ${langWord(lang)}`} value={fields[`title_${lang}`] ?? ''} max={CONTENT_LIMITS.title} readOnly={readOnly} onChange={(v) => set(`title_${lang}`, v)} />
            <Text id={`content-summary-${lang}`} label={`${t('content.field.summary')} · ${langWord(lang)}`} value={fields[`summary_${lang}`] ?? ''} max={CONTENT_LIMITS.summary} readOnly={readOnly} area onChange={(v) => set(`summary_${lang}`, v)} />
            <div className="st-field st-field-wide">
              <span className="st-label" id={`content-body-${lang}-label`}>
                {t('content.field.content')}
              </span>
              {richText(lang, `${t('content.field.content')} · ${langWord(lang)}`, `content-body-${lang}`)}
            </div>
          </>
        )}
      </Columns>
    </>
  );
}

export function NoticeFields({ fields, set, readOnly }: FieldProps) {
  return (
    <Columns>
      {(lang) => (
        <Text id={`content-notice-${lang}`} label={`${t('content.field.notice')} · ${langWord(lang)}`} value={fields[`content_${lang}`] ?? ''} max={CONTENT_LIMITS.notice} readOnly={readOnly} area onChange={(v) => set(`content_${lang}`, v)} />
      )}
    </Columns>
  );
}

/** A carousel slide: its title and introduction per language, one English line and a link for all. */
export function RotationFields({ fields, set, readOnly }: FieldProps) {
  return (
    <>
      <div className="st-form-grid">
        <Text id="content-entitle" label={t('content.field.entitle')} value={fields.entitle ?? ''} max={CONTENT_LIMITS.entitle} readOnly={readOnly} onChange={(v) => set('entitle', v)} />
        <Text id="content-link" label={t('content.field.link')} value={fields.link ?? ''} max={CONTENT_LIMITS.link} readOnly={readOnly} onChange={(v) => set('link', v)} />
      </div>
      <Columns>
        {(lang) => (
          <>
            <Text id={`content-title-${lang}`} label={`${t('content.field.title')} · ${langWord(lang)}`} value={fields[`title_${lang}`] ?? ''} max={CONTENT_LIMITS.title} readOnly={readOnly} onChange={(v) => set(`title_${lang}`, v)} />
            <Text id={`content-summary-${lang}`} label={`${t('content.field.intro')} · ${langWord(lang)}`} value={fields[`summary_${lang}`] ?? ''} max={CONTENT_LIMITS.summary} readOnly={readOnly} area onChange={(v) => set(`summary_${lang}`, v)} />
          </>
        )}
      </Columns>
    </>
  );
}
