import type { Hotel, StayNamed } from '../../../contract/hotel';
import { ContentGate } from '../../components/content-gate';
import { ContentImage } from '../../components/content-image';
import { GettingThereBody } from '../../components/getting-there';
import { PageBanner } from '../../components/page-banner';
import { RichText } from '../../components/rich-text';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useSiteTexts } from '../../lib/site-texts';
import { contentLogic, useContent } from '../../lib/use-content';
import { loadHotel } from './hotel.actors';
import { StayPolicy, StayTimes } from './stay-bits';
import '../../components/shop-page.css';
import './stay.css';
import './stay-pages.css';

const logic = contentLogic(loadHotel);

function Names({ id, title, items }: { id: string; title: string; items: StayNamed[] }) {
  if (items.length === 0) return null;
  return (
    <section className="hotel-block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="stay-chips">
        {items.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /hotelInfo (public; spec §2 "the stay booking screen is reached as hotelInfo", §3 Hotel): the
 * villa's address, brief, pictures, must-read, meals, facilities and services, the check-in and
 * check-out times, and the way into booking (/calendar?type=stay, which asks for sign-in).
 */
export default function HotelInfoView() {
  const content = useContent<Hotel>(logic);
  const hotel = content.data;
  // the estate's one address and phone (the site texts), not the hotel row's own
  const site = useSiteTexts().data;
  const book = `#${paths.calendar}?type=stay`;
  return (
    <>
      <PageBanner title={hotel?.name ?? t('nav.stay')} eyebrow={t('stayUi.hotel.eyebrow')} intro={hotel?.brief} image={hotel?.images[0]} />
      <div className="stay-page hotel-page">
        <ContentGate data={hotel} failure={content.failure} onRetry={content.retry}>
          {(data) => (
            <div className="hotel-layout">
              <div className="hotel-main">
                {site && (
                  <section className="hotel-block" aria-labelledby="hotel-address">
                    <h2 id="hotel-address">{t('stayUi.hotel.address')}</h2>
                    <address className="hotel-address">
                      <span>{site.address}</span>
                      {site.phone && <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>}
                    </address>
                  </section>
                )}
                {site && (
                  <div className="hotel-block">
                    <GettingThereBody site={site} showAddress={false} />
                  </div>
                )}
                <section className="hotel-block" aria-labelledby="hotel-times">
                  <h2 id="hotel-times">{t('stayUi.hotel.times')}</h2>
                  <StayTimes checkin={data.checkin_time} checkout={data.checkout_time} />
                </section>
                {data.must_read && (
                  <section className="hotel-block" aria-labelledby="hotel-must-read">
                    <h2 id="hotel-must-read">{t('stayUi.hotel.mustRead')}</h2>
                    <RichText html={data.must_read} />
                  </section>
                )}
                {(data.meals || data.meal_options.length > 0) && (
                  <section className="hotel-block" aria-labelledby="hotel-meals">
                    <h2 id="hotel-meals">{t('stayUi.hotel.meals')}</h2>
                    {data.meals && <RichText html={data.meals} />}
                    {data.meal_options.length > 0 && (
                      <ul className="stay-chips">
                        {data.meal_options.map((item) => (
                          <li key={item.id}>{item.name}</li>
                        ))}
                      </ul>
                    )}
                  </section>
                )}
                <Names id="hotel-facilities" title={t('stayUi.hotel.facilities')} items={data.facilities} />
                <Names id="hotel-services" title={t('stayUi.hotel.services')} items={data.business} />
                {data.images.length > 1 && (
                  <section className="hotel-block" aria-labelledby="hotel-gallery">
                    <h2 id="hotel-gallery">{t('stayUi.hotel.gallery')}</h2>
                    <ul className="stay-gallery">
                      {data.images.slice(1).map((src, index) => (
                        <li key={src}>
                          <ContentImage src={src} alt={`${data.name} ${index + 2}`} sizes="(min-width: 900px) 30vw, 50vw" />
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
              </div>
              <aside className="hotel-aside" aria-labelledby="hotel-book">
                <div className="shop-card hotel-book-card">
                  <h2 id="hotel-book">{t('stayUi.hotel.bookTitle')}</h2>
                  <p>{t('stayUi.hotel.bookIntro')}</p>
                  <StayTimes checkin={data.checkin_time} checkout={data.checkout_time} />
                  <a className="button stay-primary" href={book} data-testid="hotel-book">
                    {t('stayUi.hotel.book')}
                  </a>
                </div>
                <StayPolicy />
              </aside>
            </div>
          )}
        </ContentGate>
      </div>
    </>
  );
}
