import { ContentImage } from '../../components/content-image';
import { SectionHeading } from '../../components/section-heading';
import { WineCard } from '../../components/wine-card';
import { t, type UiKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import type { Dynamic, NewsItem, Wine, WineSeries } from './home.actors';

/** An in-app path from the content (`/brand`) as a link; anything else is left as it is. */
function hrefOf(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `#${url}` : url;
}

export function HomeNews({ news }: { news: NewsItem[] }) {
  if (news.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-news-title">
      <div className="home-inner">
        <div className="home-section-head">
          <SectionHeading id="home-news-title" eyebrow={t('site.home.newsEyebrow')} title={t('site.home.newsTitle')} align="start" />
          <a className="text-link" href={`#${paths.news}`}>
            {t('site.home.allNews')} <span aria-hidden="true">→</span>
          </a>
        </div>
        <ul className="home-news">
          {news.map((item, i) => (
            <li key={item.id} className={i === 0 ? 'home-news-item is-lead' : 'home-news-item'}>
              <a href={`#${paths.news}?id=${item.id}`}>
                <span className="home-news-picture">
                  <ContentImage src={item.images[0]} alt="" sizes={i === 0 ? '(min-width: 1025px) 50vw, 100vw' : '(min-width: 1025px) 25vw, 100vw'} />
                </span>
                <time className="home-news-date" dateTime={item.releasedate}>
                  {item.releasedate}
                </time>
                <h3 className="home-news-title">{item.title}</h3>
              </a>
              {item.summary && <p className="home-news-summary">{item.summary}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HomeWines({ series, wines }: { series: WineSeries[]; wines: Wine[] }) {
  // one bottle of each series, the first of the list (the series' flagship)
  const featured = series
    .map((s) => ({ series: s, wine: wines.find((w) => w.series_id === s.id) }))
    .filter((x): x is { series: WineSeries; wine: Wine } => x.wine !== undefined);
  if (featured.length === 0) return null;
  return (
    <section className="home-section home-wines" aria-labelledby="home-wines-title">
      <div className="home-inner home-wines-grid">
        <div className="home-wines-copy">
          <SectionHeading
            id="home-wines-title"
            eyebrow={t('site.home.winesEyebrow')}
            title={t('site.home.winesTitle')}
            intro={t('site.home.winesIntro')}
            align="start"
            inverse
          />
          <a className="button button-gold" href={`#${paths.series}`}>
            {t('site.home.allWines')}
          </a>
        </div>
        <ul className="home-wines-list">
          {featured.map(({ series: s, wine }) => (
            <li key={wine.id}>
              <WineCard
                href={`#${paths.seriesDetail}?Pid=${wine.id}`}
                eyebrow={s.title}
                title={wine.title}
                image={wine.images[0]}
                price={wine.price}
                dollarPrice={wine.dollar_price}
                facts={[wine.type, wine.volume]}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HomeDynamics({ dynamics }: { dynamics: Dynamic[] }) {
  if (dynamics.length === 0) return null;
  return (
    <section className="home-section home-dynamics" aria-labelledby="home-dynamics-title">
      <div className="home-inner">
        <SectionHeading id="home-dynamics-title" eyebrow={t('site.home.dynamicsEyebrow')} title={t('site.home.dynamicsTitle')} />
        <ul className="home-dynamics-list">
          {dynamics.map((item) => (
            <li key={item.id} className="home-dynamic">
              <span className="home-dynamic-picture">
                <ContentImage src={item.image} alt="" sizes="(min-width: 1025px) 25vw, 50vw" />
              </span>
              <h3 className="home-dynamic-title">
                {item.url ? <a href={hrefOf(item.url)}>{item.title}</a> : item.title}
              </h3>
              <p className="home-dynamic-intro">{item.intro}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const BOOKINGS: { key: UiKey; intro: UiKey; to: string; image: string }[] = [
  { key: 'nav.visit', intro: 'site.home.visitIntro', to: paths.visitBooking, image: '/media/demo/winery-courtyard.svg' },
  { key: 'nav.dining', intro: 'site.home.diningIntro', to: paths.restaurant, image: '/media/demo/sea-penglai.svg' },
  { key: 'nav.stay', intro: 'site.home.stayIntro', to: paths.hotelInfo, image: '/media/demo/villa-night.svg' },
];

export function HomeBooking() {
  return (
    <section className="home-section home-booking" aria-labelledby="home-booking-title">
      <div className="home-inner">
        <SectionHeading id="home-booking-title" eyebrow={t('site.home.bookingEyebrow')} title={t('site.home.bookingTitle')} />
        <ul className="home-booking-list">
          {BOOKINGS.map((item) => (
            <li key={item.to} className="home-booking-item">
              <a href={`#${item.to}`}>
                <ContentImage src={item.image} alt="" sizes="(min-width: 1025px) 33vw, 100vw" />
                <span className="home-booking-copy">
                  <span className="home-booking-title">{t(item.key)}</span>
                  <span className="home-booking-intro">{t(item.intro)}</span>
                  <span className="home-booking-cta" aria-hidden="true">
                    {t('site.home.book')} →
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
