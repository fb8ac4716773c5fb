import { ContentGate } from '../../components/content-gate';
import { MediaText } from '../../components/media-text';
import { bannerProps, PageBanner } from '../../components/page-banner';
import { SectionHeading } from '../../components/section-heading';
import { t } from '../../lib/i18n';
import { contentLogic, useContent } from '../../lib/use-content';
import { loadGarden, type GardenContent } from './garden.actors';
import { AnalysisBand, ConceptGrid, GrapeGrid } from './garden-facts';
import { HarvestReports } from './garden-reports';
import './garden.css';
import { EnglishLine } from '../../components/english-line';

const logic = contentLogic(loadGarden);

/** /garden (kept alive): terroir and plots, philosophy, figures, the seven varieties, harvest reports. */
export default function GardenView() {
  const content = useContent<GardenContent>(logic);
  return (
    <>
      <PageBanner {...bannerProps(content.data?.banner, t('route.garden'))} />
      <ContentGate data={content.data} failure={content.failure} onRetry={content.retry}>
        {(data) => (
          <>
            <VineyardSections
              id="garden-terroir"
              eyebrow={t('content.garden.terroirEyebrow')}
              title={t('content.garden.terroirTitle')}
              sections={data.vineyard.filter((section) => section.category === 1)}
            />
            <ConceptGrid concepts={data.concepts} />
            <VineyardSections
              id="garden-plots"
              eyebrow={t('content.garden.plotsEyebrow')}
              title={t('content.garden.plotsTitle')}
              sections={data.vineyard.filter((section) => section.category !== 1)}
            />
            <AnalysisBand analyses={data.analyses} />
            <GrapeGrid grapes={data.grapes} />
            <HarvestReports years={data.reports} />
          </>
        )}
      </ContentGate>
    </>
  );
}

interface VineyardSectionsProps {
  id: string;
  eyebrow: string;
  title: string;
  sections: GardenContent['vineyard'];
}

/** Vineyard items (spec §3): `is_img` 1 leads with the picture, 0 with the text. */
function VineyardSections({ id, eyebrow, title, sections }: VineyardSectionsProps) {
  if (sections.length === 0) return null;
  return (
    <section className="content-section" aria-labelledby={id}>
      <div className="content-inner">
        <SectionHeading id={id} eyebrow={eyebrow} eyebrowLang="en" title={title} />
        <div className="content-stack">
          {sections.map((section, index) => (
            <MediaText
              key={section.id}
              images={[...section.images.slice(0, 1), ...section.intro_images.slice(0, 1)]}
              alt={section.title}
              reverse={index % 2 === 1}
              textFirst={section.is_img === 0}
            >
              <EnglishLine text={section.entitle} />
              <h3>{section.title}</h3>
              <p className="lead-line">{section.intro_title}</p>
              <p>{section.intro}</p>
            </MediaText>
          ))}
        </div>
      </div>
    </section>
  );
}
