import { ContentImage } from '../../components/content-image';
import { RichText } from '../../components/rich-text';
import { SectionHeading } from '../../components/section-heading';
import { Tabs } from '../../components/tabs';
import { t, type UiKey } from '../../lib/i18n';
import type { BrandContent } from './brand.actors';

/** Team tabs 1 and 5, award tabs 1, 5 and 10 (spec §9). */
export const TEAM_TABS = [1, 5] as const;
export const AWARD_TABS = [1, 5, 10] as const;
export type TeamTab = (typeof TEAM_TABS)[number];
export type AwardTab = (typeof AWARD_TABS)[number];

interface TabbedProps<K, G> {
  groups: G[];
  selected: K;
  onSelect: (tab: K) => void;
}

function listOf<G extends { categroy: number; list: unknown[] }>(groups: G[], tab: number): G['list'] {
  return groups.find((group) => group.categroy === tab)?.list ?? [];
}

export function TeamSection({ groups, selected, onSelect }: TabbedProps<TeamTab, BrandContent['team'][number]>) {
  const members = listOf(groups, selected);
  return (
    <section className="content-section content-section--cream" aria-labelledby="brand-team">
      <div className="content-inner">
        <SectionHeading id="brand-team" eyebrow={t('content.brand.teamEyebrow')} eyebrowLang="en" title={t('content.brand.teamTitle')} />
        <Tabs
          label={t('content.brand.teamTabs')}
          idBase="brand-team"
          tabs={TEAM_TABS.map((key) => ({ key, label: t(`content.brand.team${key}` as UiKey) }))}
          selected={selected}
          onSelect={onSelect}
        >
          {members.length === 0 ? (
            <p className="brand-empty">{t('content.brand.none')}</p>
          ) : (
            <ul className="team-grid">
              {members.map((member) => (
                <li key={member.id} className="team-card">
                  <ContentImage className="team-portrait" src={member.images[0]} alt={member.name} shape="square" sizes="(min-width: 900px) 320px, 45vw" />
                  <h3 className="team-name">{member.name}</h3>
                  <p className="team-position">{member.position}</p>
                  <p className="team-since">{member.jobtime}</p>
                  <RichText className="team-bio" html={member.content} />
                </li>
              ))}
            </ul>
          )}
        </Tabs>
      </div>
    </section>
  );
}

export function AwardsSection({ groups, selected, onSelect }: TabbedProps<AwardTab, BrandContent['awards'][number]>) {
  const awards = listOf(groups, selected);
  return (
    <section className="content-section" aria-labelledby="brand-awards">
      <div className="content-inner">
        <SectionHeading id="brand-awards" eyebrow={t('content.brand.awardsEyebrow')} eyebrowLang="en" title={t('content.brand.awardsTitle')} />
        <Tabs
          label={t('content.brand.awardsTabs')}
          idBase="brand-awards"
          tabs={AWARD_TABS.map((key) => ({ key, label: t(`content.brand.award${key}` as UiKey) }))}
          selected={selected}
          onSelect={onSelect}
        >
          {awards.length === 0 ? (
            <p className="brand-empty">{t('content.brand.none')}</p>
          ) : (
            <ul className="award-list">
              {awards.map((award) => (
                <li key={award.id} className="award-card">
                  <ContentImage className="award-medal" src={award.images[0]} alt="" shape="square" sizes="96px" />
                  <div>
                    <p className="award-year">{award.year}</p>
                    <h3 className="award-title">{award.intro}</h3>
                    <RichText className="award-text" html={award.content} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Tabs>
      </div>
    </section>
  );
}
