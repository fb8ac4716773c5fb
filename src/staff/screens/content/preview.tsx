import '../work/work.css';
import './content.css';
import { useParams } from 'wouter';
import type { WorkLoaded, WorkQuery } from '../../../../machines/staff/work-detail.machine';
import { HTML_LANG, type Lang } from '../../../contract/lang';
import { staffContentPreview, type ContentType } from '../../../contract/staff-content';
import type * as z from 'zod/mini';
import { isSectionType } from '../../../contract/content-sections';
import { useMayCall } from '../../app/session';
import { PageHeader } from '../../components/page-header';
import { StatePanel } from '../../components/state-panel';
import { staffCall } from '../../lib/api';
import { hrefOf } from '../../lib/hash';
import { t } from '../../lib/i18n';
import { say } from '../work/labels';
import { useWorkDetail } from '../work/use-work';
import { isContentType, langWord, refOf } from './content-labels';
import type { RefOptions } from './section-fields';
import { loadRefOptions } from './section-form';
import { SectionPreview } from './section-preview';

type Preview = z.infer<(typeof staffContentPreview)['output']> & { refOptions?: RefOptions };
/** a section's values in one language, as the server answers them for the preview */
const sectionFieldsOf = (page: Preview['pages'][number]) => (page as { fields?: Record<string, unknown> }).fields ?? {};

async function load({ type = 'news', ref = '', catalogue = '' }: WorkQuery): Promise<WorkLoaded> {
  const [preview, refOptions] = await Promise.all([staffCall(staffContentPreview, { type: type as ContentType, ...refOf(ref) }), loadRefOptions(type as ContentType, catalogue === '1')]);
  return { data: { ...preview, refOptions } satisfies Preview, offers: [] };
}

/**
 * `#/content/:type/:ref/preview`: the latest version as visitors will see it, in each language,
 * drawn in the console in the look of the site's news page (the server answers it exactly as the
 * public call would: rich text cleaned again, pictures only from the site). The console renders
 * it rather than the public page so a draft never becomes reachable on the site.
 */
export default function ContentPreviewScreen() {
  const params = useParams<{ type: string; ref: string }>();
  const type: ContentType = isContentType(params.type ?? '') ? (params.type as ContentType) : 'news';
  const ref = params.ref ?? '';
  const mayReadCatalogue = useMayCall('/api/staff/catalogue/list');
  const [snapshot, send] = useWorkDetail({ type, ref, catalogue: mayReadCatalogue ? '1' : '' }, { load });
  const preview = snapshot.context.data as Preview | null;
  const back = (
    <a className="st-button" href={hrefOf(`/content/${type}/${ref}`)}>
      {t('content.backToEditor')}
    </a>
  );
  if (!preview) {
    return (
      <div className="st-page st-work st-content">
        <PageHeader title={t('content.preview')} actions={back} />
        {snapshot.matches('unavailable') ? (
          <StatePanel kind="failed" message={say(snapshot.context.notice?.message)} retryLabel={t('shell.state.retry')} onRetry={() => send({ type: 'RETRY' })} />
        ) : (
          <StatePanel kind="loading" message={t('shell.state.loading')} />
        )}
      </div>
    );
  }
  return (
    <div className="st-page st-work st-content">
      <PageHeader title={t('content.previewTitle', { version: preview.version })} subtitle={t('content.previewNote')} actions={back} />
      <div className="st-content-columns">
        {preview.pages.map((page) => (
          <section key={page.lang} className="st-preview-page" aria-label={langWord(page.lang as Lang)} lang={HTML_LANG[page.lang as Lang]}>
            <p className="st-preview-lang">{langWord(page.lang as Lang)}</p>
            {isSectionType(type) ? (
              <SectionPreview type={type} lang={page.lang as Lang} fields={sectionFieldsOf(page)} refOptions={preview.refOptions ?? {}} />
            ) : type === 'notice' ? (
              <p className="st-preview-notice">{page.title}</p>
            ) : type === 'rotation' ? (
              <figure className="st-preview-slide">
                {page.image ? <img src={`..${page.image}`} alt={page.image_alt} width={1600} height={900} /> : null}
                <figcaption>
                  {page.entitle ? <p className="st-preview-date">{page.entitle}</p> : null}
                  <h2>{page.title}</h2>
                  {page.summary ? <p className="st-preview-summary">{page.summary}</p> : null}
                  {page.link ? <p className="st-muted">{page.link}</p> : null}
                </figcaption>
              </figure>
            ) : (
              <article className="st-preview-article">
                {page.image ? <img src={`..${page.image}`} alt={page.image_alt} width={1600} height={900} /> : null}
                <p className="st-preview-date">{page.releasedate}</p>
                <h2>{page.title}</h2>
                {page.summary ? <p className="st-preview-summary">{page.summary}</p> : null}
                {/* cleaned by the server's allow-list, as the public news call answers it */}
                <div className="st-preview-body" dangerouslySetInnerHTML={{ __html: page.content }} />
              </article>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
