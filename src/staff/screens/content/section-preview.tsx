import './sections.css';
import { choiceLabel, fieldLabel } from '../../../contract/content-section-words';
import { sectionOf, type SectionField, type SectionTypeName } from '../../../contract/content-sections';
import type { Lang } from '../../../contract/lang';
import { t } from '../../lib/i18n';
import type { RefOptions } from './section-fields';

const asText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const asList = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : []);

/** A value every language shares, in words: a choice by its name, a ref by the row it names. */
function factOf(type: SectionTypeName, name: string, spec: SectionField, value: unknown, lang: Lang, refOptions: RefOptions): string {
  if (value === null || value === undefined || value === '') return '';
  if (spec.kind === 'choice') return choiceLabel(type, name, value as string | number, lang);
  if (spec.kind === 'ref') return refOptions[spec.to]?.find((o) => o.value === value)?.label ?? t('content.sections.unlisted', { id: asText(value) });
  return asText(value);
}

/**
 * One language of a section version as visitors will see it, drawn from what the server answers
 * for the preview (the public calls' shape: the language's texts, rich text cleaned, only the
 * site's pictures): the English line and the title, the pictures, the texts and a year's events,
 * then the facts every language shares (dates, order, choices) under their names.
 */
export function SectionPreview({ type, lang, fields, refOptions }: { type: SectionTypeName; lang: Lang; fields: Record<string, unknown>; refOptions: RefOptions }) {
  const { titleField, fields: specs } = sectionOf(type);
  const entries = Object.entries(specs) as [string, SectionField][];
  const pictures = entries.flatMap(([name, spec]) => (spec.kind === 'image' ? asList([fields[name]]) : spec.kind === 'images' ? asList(fields[name]) : []));
  const title = asText(fields[titleField]);
  const facts = entries.filter(([name, spec]) => name !== titleField && name !== 'entitle' && ['line', 'number', 'date', 'time', 'link', 'choice', 'ref'].includes(spec.kind));
  return (
    <article className="st-preview-article st-preview-section">
      {asText(fields.entitle) ? (
        <p className="st-preview-eyebrow" lang="en">
          {asText(fields.entitle)}
        </p>
      ) : null}
      <h2>{title}</h2>
      {pictures.length > 0 && (
        <div className="st-preview-pictures">
          {pictures.map((url, index) => (
            <img key={`${index}-${url}`} src={`..${url}`} alt={title} width={800} height={600} loading="lazy" />
          ))}
        </div>
      )}
      {entries.map(([name, spec]) => {
        if (name === titleField) return null;
        const value = fields[name];
        if (spec.kind === 'text') return asText(value) ? <p key={name}>{asText(value)}</p> : null;
        // cleaned by the server's allow-list, as the public call answers it
        if (spec.kind === 'rich') return asText(value) ? <div key={name} className="st-preview-body" dangerouslySetInnerHTML={{ __html: asText(value) }} /> : null;
        if (spec.kind === 'items')
          return asList(value).length ? (
            <ul key={name} className="st-preview-events">
              {asList(value).map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          ) : null;
        return null;
      })}
      {facts.length > 0 && (
        <dl>
          {facts.map(([name, spec]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{fieldLabel(type, name, lang)}</dt>
              <dd>{factOf(type, name, spec, fields[name], lang, refOptions) || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
