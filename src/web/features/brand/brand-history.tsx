import { ContentImage } from '../../components/content-image';
import { SectionHeading } from '../../components/section-heading';
import { t } from '../../lib/i18n';
import type { BrandContent } from './brand.actors';

/** History by years (spec §3 History item: years, images, a list of events) as a timeline. */
export function BrandHistory({ history }: { history: BrandContent['history'] }) {
  return (
    <section className="content-section" aria-labelledby="brand-history">
      <div className="content-inner">
        <SectionHeading
          id="brand-history"
          eyebrow={t('content.brand.historyEyebrow')}
          eyebrowLang="en"
          title={t('content.brand.historyTitle')}
          intro={t('content.brand.historyIntro')}
        />
        <ol className="timeline">
          {history.map((year) => (
            <li key={year.id} className="timeline-entry">
              <h3 className="timeline-year">{year.years}</h3>
              <div className="timeline-body">
                <ContentImage className="timeline-image" src={year.images[0]} alt="" shape="landscape" sizes="(min-width: 900px) 280px, 100vw" />
                <ul className="timeline-events">
                  {year.history.map((event) => (
                    <li key={event.id}>{event.intro}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
