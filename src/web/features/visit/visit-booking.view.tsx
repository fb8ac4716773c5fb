import type { VisitCate } from '../../../contract/visit';
import { ContentGate } from '../../components/content-gate';
import { ContentImage } from '../../components/content-image';
import { GettingThere } from '../../components/getting-there';
import { PageBanner } from '../../components/page-banner';
import { SectionHeading } from '../../components/section-heading';
import { t, tn } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { contentLogic, useContent } from '../../lib/use-content';
import { PolicyList } from './policy';
import { EstateFacts } from './visit-facts';
import { loadVisitPage, type VisitPage } from './visit.actors';
import '../../components/content.css';
import './visit.css';

const logic = contentLogic(loadVisitPage);

const calendarHref = (cate: VisitCate) => `#${paths.calendar}?type=visit&cate=${cate.id}`;

function CateCard({ cate }: { cate: VisitCate }) {
  const titleId = `visit-cate-${cate.id}`;
  return (
    <li className="cate-card" data-testid="visit-cate" data-cate={cate.id}>
      <ContentImage className="cate-card-image" src={cate.images[0]} alt="" sizes="(min-width: 900px) 50vw, 100vw" />
      <div className="cate-card-body">
        <div className="cate-card-head">
          <h3 id={titleId}>{cate.name}</h3>
          <p className="cate-price">
            <strong>¥{cate.price}</strong> <span className="money-dollar">US${cate.dollar_price}</span> <span className="cate-unit">{t('visitUi.visit.perPerson')}</span>
          </p>
        </div>
        {cate.team === 1 && <p className="cate-badge">{t('visitUi.visit.team')}</p>}
        {cate.intro && <p className="cate-intro">{cate.intro}</p>}
        <dl className="cate-facts">
          <div>
            <dt>{t('visitUi.visit.weekdays')}</dt>
            <dd>{[...cate.weekdata].sort().map((day) => t(`visitUi.weekday.${day}` as 'visitUi.weekday.0')).join(' · ')}</dd>
          </div>
          <div>
            <dt>{t('visitUi.visit.slots')}</dt>
            <dd>{cate.timeslot.join(' · ')}</dd>
          </div>
          <div>
            <dt>{t('visitUi.visit.duration')}</dt>
            <dd>{tn('visitUi.visit.minutes', cate.duration)}</dd>
          </div>
        </dl>
        {cate.contentjson.length > 0 && (
          <>
            <h4>{t('visitUi.visit.content')}</h4>
            <ul className="cate-list">
              {cate.contentjson.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
        {cate.attentionjson.length > 0 && (
          <>
            <h4>{t('visitUi.visit.notes')}</h4>
            <ul className="cate-list is-notes">
              {cate.attentionjson.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
        <a className="button cate-choose" href={calendarHref(cate)} aria-label={t('visitUi.visit.chooseLabel', { name: cate.name })}>
          {t('visitUi.visit.choose')}
        </a>
      </div>
    </li>
  );
}

/**
 * /visitBooking: the visit (title, opening hours, address, phone, pictures, film) and its
 * categories with price, weekdays, slots, duration, content and notes; choosing one goes on to
 * the calendar (/calendar?type=visit&cate=ID).
 */
export default function VisitBookingView() {
  const content = useContent<VisitPage>(logic);
  const info = content.data?.info;
  return (
    <>
      <PageBanner eyebrow={t('visitUi.visit.eyebrow')} title={info?.title || t('visitUi.visit.eyebrow')} intro={info?.intro} image={info?.images[0] ?? '/media/demo/winery-courtyard.svg'} />
      <ContentGate data={content.data} failure={content.failure} onRetry={content.retry}>
        {({ info: visit, cates }) => (
          <>
            <section className="content-section" aria-labelledby="visit-facts-title">
              <div className="content-inner visit-intro">
                <div>
                  <SectionHeading id="visit-facts-title" align="start" title={t('visitUi.visit.facts')} />
                  <EstateFacts />
                  <GettingThere headingLevel={3} />
                </div>
                {visit.video ? (
                  <figure className="visit-video">
                    <video src={visit.video} controls preload="none" poster={visit.images[1] ?? visit.images[0]} aria-label={t('visitUi.visit.video')} />
                  </figure>
                ) : (
                  visit.images[1] && <ContentImage className="visit-picture" src={visit.images[1]} alt={visit.title} sizes="(min-width: 900px) 50vw, 100vw" />
                )}
              </div>
            </section>
            <section className="content-section content-section--cream" aria-labelledby="visit-cates-title">
              <div className="content-inner">
                <SectionHeading id="visit-cates-title" title={t('visitUi.visit.categoriesTitle')} intro={t('visitUi.visit.categoriesIntro')} />
                {cates.length === 0 ? (
                  <p className="shop-empty">{t('visitUi.visit.noCategories')}</p>
                ) : (
                  <ul className="cate-cards">
                    {cates.map((cate) => (
                      <CateCard key={cate.id} cate={cate} />
                    ))}
                  </ul>
                )}
              </div>
            </section>
            <section className="content-section" aria-labelledby="visit-policy-title">
              <div className="content-inner visit-policy">
                <SectionHeading id="visit-policy-title" align="start" title={t('visitUi.visit.policyTitle')} />
                <PolicyList kinds={['visit']} />
              </div>
            </section>
          </>
        )}
      </ContentGate>
    </>
  );
}
