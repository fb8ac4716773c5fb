import { useState } from 'react';
import { ContentGate } from '../../components/content-gate';
import { MediaText } from '../../components/media-text';
import { bannerProps, PageBanner } from '../../components/page-banner';
import { t } from '../../lib/i18n';
import { contentLogic, useContent } from '../../lib/use-content';
import { loadBrand, type BrandContent } from './brand.actors';
import { BrandHistory } from './brand-history';
import { AwardsSection, TeamSection, type AwardTab, type TeamTab } from './brand-people';
import './brand.css';
import { EnglishLine } from '../../components/english-line';

const logic = contentLogic(loadBrand);

/** /brand (kept alive): the story, the years, the team and the awards. */
export default function BrandView() {
  const content = useContent<BrandContent>(logic);
  // kept alive: the chosen tabs survive leaving the page and coming back
  const [team, setTeam] = useState<TeamTab>(1);
  const [award, setAward] = useState<AwardTab>(1);
  return (
    <>
      <PageBanner {...bannerProps(content.data?.banner, t('route.brand'))} />
      <ContentGate data={content.data} failure={content.failure} onRetry={content.retry}>
        {(data) => (
          <>
            <section className="content-section" aria-label={t('content.brand.story')}>
              <div className="content-inner">
                <div className="content-stack">
                  {data.sections.map((section, index) => (
                    <MediaText key={section.id} images={section.images} alt={section.title} reverse={index % 2 === 1}>
                      <EnglishLine text={section.entitle} />
                      <h2>{section.title}</h2>
                      <p>{section.intro}</p>
                    </MediaText>
                  ))}
                </div>
              </div>
            </section>
            <BrandHistory history={data.history} />
            <TeamSection groups={data.team} selected={team} onSelect={setTeam} />
            <AwardsSection groups={data.awards} selected={award} onSelect={setAward} />
          </>
        )}
      </ContentGate>
    </>
  );
}
