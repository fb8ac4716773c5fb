import { ContentGate } from '../../components/content-gate';
import { ContentImage } from '../../components/content-image';
import { bannerProps, PageBanner } from '../../components/page-banner';
import { SectionHeading } from '../../components/section-heading';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { contentLogic, useContent } from '../../lib/use-content';
import { loadExperience, type ExperienceContent } from './experience.actors';
import './experience.css';

const logic = contentLogic(loadExperience);

/** /experience (kept alive): what to do at the estate, and the wine facts of spec §9. */
export default function ExperienceView() {
  const content = useContent<ExperienceContent>(logic);
  return (
    <>
      <PageBanner {...bannerProps(content.data?.banner, t('route.experience'))} />
      <ContentGate data={content.data} failure={content.failure} onRetry={content.retry}>
        {({ experience }) => (
          <>
            <section className="content-section" aria-labelledby="experience-list">
              <div className="content-inner">
                <SectionHeading id="experience-list" eyebrow={t('content.experience.eyebrow')} eyebrowLang="en" title={t('content.experience.title')} />
                <ul className="experience-grid">
                  {experience.list.map((item) => (
                    <li key={item.id} className="experience-card">
                      <ContentImage className="experience-image" src={item.images[0]} alt={item.title} sizes="(min-width: 900px) 50vw, 100vw" />
                      <h3 className="experience-title">{item.title}</h3>
                      <p className="experience-text">{item.intro}</p>
                    </li>
                  ))}
                </ul>
                <p className="experience-cta">
                  <a className="button" href={`#${paths.visitBooking}`}>
                    {t('content.experience.book')}
                  </a>
                </p>
              </div>
            </section>
            <WineFacts facts={experience.facts} />
            <TastingNotes notes={experience.tasting_notes} />
          </>
        )}
      </ContentGate>
    </>
  );
}

/** Fermentation 15–20 °C (white) and 25 °C (red), serving at 10 °C (spec §9). */
function WineFacts({ facts }: { facts: ExperienceContent['experience']['facts'] }) {
  return (
    <section className="content-section content-section--dark" aria-labelledby="experience-facts">
      <div className="content-inner">
        <SectionHeading
          id="experience-facts"
          inverse
          eyebrow={t('content.experience.factsEyebrow')}
          eyebrowLang="en"
          title={t('content.experience.factsTitle')}
          intro={t('content.experience.factsIntro')}
        />
        <ul className="fact-grid" data-testid="wine-facts">
          {facts.map((fact) => (
            <li key={fact.id} className="fact-item" data-fact={fact.key}>
              <p className="fact-value">{fact.value}</p>
              <h3 className="fact-title">{fact.title}</h3>
              <p className="fact-text">{fact.intro}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The seven tasting notes, in the order they are done. */
function TastingNotes({ notes }: { notes: ExperienceContent['experience']['tasting_notes'] }) {
  return (
    <section className="content-section" aria-labelledby="experience-notes">
      <div className="content-inner">
        <SectionHeading
          id="experience-notes"
          eyebrow={t('content.experience.notesEyebrow')}
          eyebrowLang="en"
          title={t('content.experience.notesTitle')}
          intro={t('content.experience.notesIntro')}
        />
        <ol className="note-list" data-testid="tasting-notes">
          {notes.map((note) => (
            <li key={note.id} className="note-item">
              <h3 className="note-name">{note.name}</h3>
              <p className="note-text">{note.intro}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
