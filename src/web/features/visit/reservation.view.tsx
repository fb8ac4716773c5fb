import { ContentImage } from '../../components/content-image';
import { PageBanner } from '../../components/page-banner';
import { SectionHeading } from '../../components/section-heading';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { contentLogic, useContent } from '../../lib/use-content';
import { PolicyList } from './policy';
import { EstateFacts } from './visit-facts';
import { loadHub, type HubFacts } from './visit.actors';
import '../../components/content.css';
import './visit.css';

const logic = contentLogic(loadHub);

interface HubCard {
  id: string;
  title: string;
  intro: string;
  facts: string[];
  cta: string;
  to: string;
  image: string;
}

function cardsOf(facts: HubFacts | null): HubCard[] {
  const visitFacts = [
    facts?.visitFrom ? t('visitUi.hub.visitFrom', { price: facts.visitFrom }) : '',
    facts?.slots.length ? t('visitUi.hub.visitSlots', { slots: facts.slots.join(' · ') }) : '',
  ];
  const diningFacts = [
    facts?.diningFrom ? t('visitUi.hub.diningFrom', { price: facts.diningFrom }) : '',
    facts?.dinnerTime ? t('visitUi.hub.diningTime', { time: facts.dinnerTime }) : '',
  ];
  return [
    { id: 'visit', title: t('visitUi.hub.visitTitle'), intro: t('visitUi.hub.visitIntro'), facts: visitFacts, cta: t('visitUi.hub.visitCta'), to: paths.visitBooking, image: facts?.visitImage || '/media/demo/winery-courtyard.svg' },
    { id: 'dining', title: t('visitUi.hub.diningTitle'), intro: t('visitUi.hub.diningIntro'), facts: diningFacts, cta: t('visitUi.hub.diningCta'), to: paths.restaurant, image: facts?.diningImage || '/media/demo/sea-penglai.svg' },
    { id: 'stay', title: t('visitUi.hub.stayTitle'), intro: t('visitUi.hub.stayIntro'), facts: [t('visitUi.hub.stayLead')], cta: t('visitUi.hub.stayCta'), to: paths.hotelInfo, image: '/media/demo/villa-night.svg' },
  ];
}

/**
 * /reservation: the three ways to book (visit, dinner, stay) with what each costs and when it
 * runs, read from the visit and catering calls; the cards stand on their own while that loads
 * or if it fails, since the facts only add to them.
 */
export default function ReservationView() {
  const content = useContent<HubFacts>(logic);
  const facts = content.data;
  return (
    <>
      <PageBanner eyebrow={t('visitUi.hub.eyebrow')} title={t('visitUi.hub.title')} intro={t('visitUi.hub.intro')} image="/media/demo/vineyard-dusk.svg" />
      <section className="content-section" aria-labelledby="hub-cards-title">
        <div className="content-inner">
          <h2 id="hub-cards-title" className="visually-hidden">
            {t('visitUi.hub.eyebrow')}
          </h2>
          <ul className="hub-cards">
            {cardsOf(facts).map((card) => (
              <li key={card.id} className="hub-card" data-testid={`hub-${card.id}`}>
                <ContentImage className="hub-card-image" src={card.image} alt="" sizes="(min-width: 900px) 33vw, 100vw" />
                <div className="hub-card-body">
                  <h3>{card.title}</h3>
                  <p>{card.intro}</p>
                  <ul className="hub-card-facts">
                    {card.facts.filter(Boolean).map((fact) => (
                      <li key={fact}>{fact}</li>
                    ))}
                  </ul>
                  <a className="button" href={`#${card.to}`}>
                    {card.cta}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="content-section content-section--cream" aria-labelledby="hub-policy-title">
        <div className="content-inner hub-more">
          <div>
            <SectionHeading id="hub-policy-title" align="start" title={t('visitUi.hub.policyTitle')} />
            <PolicyList kinds={['visit', 'dining', 'stay']} />
            <EstateFacts className="hub-contact" />
          </div>
          <nav className="hub-mine" aria-labelledby="hub-mine-title">
            <h2 id="hub-mine-title">{t('visitUi.hub.mineTitle')}</h2>
            <a className="button button-ghost" href={`#${paths.subscribeList}`}>
              {t('visitUi.hub.myVisits')}
            </a>
            <a className="button button-ghost" href={`#${paths.stayList}`}>
              {t('visitUi.hub.myStays')}
            </a>
          </nav>
        </div>
      </section>
    </>
  );
}
