import { ContentImage } from '../../components/content-image';
import { SectionHeading } from '../../components/section-heading';
import { t } from '../../lib/i18n';
import type { GardenContent } from './garden.actors';

export function ConceptGrid({ concepts }: { concepts: GardenContent['concepts'] }) {
  return (
    <section className="content-section content-section--cream" aria-labelledby="garden-concept">
      <div className="content-inner">
        <SectionHeading id="garden-concept" eyebrow={t('content.garden.conceptEyebrow')} eyebrowLang="en" title={t('content.garden.conceptTitle')} />
        <ul className="concept-grid">
          {concepts.map((concept, index) => (
            <li key={concept.id} className="concept-card">
              <ContentImage className="concept-image" src={concept.image} alt="" sizes="(min-width: 900px) 25vw, 50vw" />
              <p className="concept-index" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </p>
              <h3 className="concept-title">{concept.title}</h3>
              <p className="concept-text">{concept.intro}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The vineyard's figures (spec §7 analysis): the value large, what it measures under it. */
export function AnalysisBand({ analyses }: { analyses: GardenContent['analyses'] }) {
  return (
    <section className="content-section content-section--dark" aria-labelledby="garden-analysis">
      <div className="content-inner">
        <SectionHeading id="garden-analysis" inverse eyebrow={t('content.garden.analysisEyebrow')} eyebrowLang="en" title={t('content.garden.analysisTitle')} />
        <dl className="analysis-grid">
          {analyses.map((figure) => (
            <div key={figure.id} className="analysis-item">
              <dt className="analysis-title">{figure.title}</dt>
              <dd className="analysis-value">{figure.value}</dd>
              <dd className="analysis-text">{figure.intro}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** The seven grape varieties of spec §9, red and white. */
export function GrapeGrid({ grapes }: { grapes: GardenContent['grapes'] }) {
  return (
    <section className="content-section" aria-labelledby="garden-grapes">
      <div className="content-inner">
        <SectionHeading
          id="garden-grapes"
          eyebrow={t('content.garden.grapesEyebrow')}
          eyebrowLang="en"
          title={t('content.garden.grapesTitle')}
          intro={t('content.garden.grapesIntro')}
        />
        <ul className="grape-grid" data-testid="grape-list">
          {grapes.map((grape) => (
            <li key={grape.id} className="grape-card">
              <ContentImage className="grape-image" src={grape.image} alt={grape.name} shape="square" sizes="(min-width: 900px) 25vw, 50vw" />
              <h3 className="grape-name">{grape.name}</h3>
              <p className={`grape-colour grape-colour--${grape.color}`}>{t(grape.color === 'red' ? 'content.garden.red' : 'content.garden.white')}</p>
              <p className="grape-text">{grape.intro}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
