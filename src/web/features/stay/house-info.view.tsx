import { ContentImage } from '../../components/content-image';
import { PageBanner } from '../../components/page-banner';
import { t, type UiKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { contentLogic, useContent } from '../../lib/use-content';
import { loadLanding, type LandingContent } from './landing.actors';
import '../../components/shop-page.css';
import './stay.css';
import './stay-pages.css';

const logic = contentLogic(loadLanding);

const POINTS: { title: UiKey; body: UiKey }[] = [
  { title: 'stayUi.landing.point1Title', body: 'stayUi.landing.point1' },
  { title: 'stayUi.landing.point2Title', body: 'stayUi.landing.point2' },
  { title: 'stayUi.landing.point3Title', body: 'stayUi.landing.point3' },
];

/**
 * /houseInfo (public): the villa stay landing — what a stay offers, the times and rules, and the
 * way in (/hotelInfo). The words stand on their own; the pictures come from the villa content
 * and are left out when they cannot be loaded.
 */
export default function HouseInfoView() {
  const content = useContent<LandingContent>(logic);
  const pictures = content.data?.villas.flatMap((villa) => villa.images) ?? [];
  return (
    <>
      <PageBanner title={t('stayUi.landing.title')} entitle={content.data?.banner?.entitle} intro={t('stayUi.landing.intro')} image={content.data?.banner?.images[0]} />
      <section className="stay-page stay-landing" aria-labelledby="stay-landing-points">
        <h2 id="stay-landing-points" className="visually-hidden">
          {t('stayUi.landing.eyebrow')}
        </h2>
        <ul className="stay-points">
          {POINTS.map((point, index) => (
            <li key={point.title} className="stay-point">
              {pictures[index] ? <ContentImage src={pictures[index]} alt="" sizes="(min-width: 900px) 33vw, 100vw" /> : <div className="stay-point-art" aria-hidden="true" />}
              <h3>{t(point.title)}</h3>
              <p>{t(point.body)}</p>
            </li>
          ))}
        </ul>
        <div className="stay-landing-cta">
          <p className="stay-landing-times">{t('stayUi.landing.times')}</p>
          <div className="stay-actions">
            <a className="button stay-primary" href={`#${paths.hotelInfo}`} data-testid="stay-landing-book">
              {t('stayUi.landing.cta')}
            </a>
            <a className="text-link" href={`#${paths.stayList}`}>
              {t('stayUi.landing.myStays')}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
