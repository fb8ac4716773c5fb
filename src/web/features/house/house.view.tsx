import { ContentGate } from '../../components/content-gate';
import { MediaText } from '../../components/media-text';
import { bannerProps, PageBanner } from '../../components/page-banner';
import { SectionHeading } from '../../components/section-heading';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { contentLogic, useContent } from '../../lib/use-content';
import { loadHouse, type HouseContent } from './house.actors';
import './house.css';
import { EnglishLine } from '../../components/english-line';

const logic = contentLogic(loadHouse);

/** /house (kept alive): the villa, and the way to book a stay (/hotelInfo). */
export default function HouseView() {
  const content = useContent<HouseContent>(logic);
  return (
    <>
      <PageBanner {...bannerProps(content.data?.banner, t('route.house'))} />
      <ContentGate data={content.data} failure={content.failure} onRetry={content.retry}>
        {(data) => (
          <>
            <section className="content-section" aria-labelledby="house-villa">
              <div className="content-inner">
                <SectionHeading id="house-villa" eyebrow={t('content.house.eyebrow')} eyebrowLang="en" title={t('content.house.title')} />
                <div className="content-stack">
                  {data.villas.map((villa, index) => (
                    <MediaText key={villa.id} images={villa.images} alt={villa.title} reverse={index % 2 === 1}>
                      <EnglishLine text={villa.entitle} />
                      <h3>{villa.title}</h3>
                      <p>{villa.intro}</p>
                    </MediaText>
                  ))}
                </div>
              </div>
            </section>
            <section className="content-section" aria-labelledby="house-book">
              <div className="content-inner house-book">
                <SectionHeading id="house-book" inverse title={t('content.house.bookTitle')} intro={t('content.house.bookIntro')} />
                <a className="button house-book-button" href={`#${paths.hotelInfo}`}>
                  {t('content.house.book')}
                </a>
              </div>
            </section>
          </>
        )}
      </ContentGate>
    </>
  );
}
