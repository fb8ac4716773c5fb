import { t, type UiKey } from '../lib/i18n';
import { paths, WEIBO_URL } from '../lib/paths';
import { LogoMark } from './header';

const FOOTER_NAV: { key: UiKey; to: string }[] = [
  { key: 'nav.brand', to: paths.brand },
  { key: 'nav.garden', to: paths.garden },
  { key: 'nav.winery', to: paths.winery },
  { key: 'nav.house', to: paths.house },
  { key: 'footer.wine', to: paths.series },
];
const BOOKING: { key: UiKey; to: string }[] = [
  { key: 'nav.visit', to: paths.visitBooking },
  { key: 'nav.dining', to: paths.restaurant },
  { key: 'nav.stay', to: paths.hotelInfo },
];

/**
 * The site footer (spec §2): navigation, follow us (microblog, WeChat QR code), contact (customer
 * service QR code, support email), legal and record-number text. Hidden by the session's flag.
 */
export function Footer() {
  const email = t('site.footer.email');
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div className="footer-brand">
          <p className="footer-logo">
            <LogoMark />
            <span>{t('brand.name')}</span>
          </p>
          <p className="footer-tagline">{t('site.footer.tagline')}</p>
          <p className="footer-address">{t('footer.address')}</p>
        </div>
        <nav aria-labelledby="footer-nav-title">
          <h2 id="footer-nav-title">{t('footer.navigation')}</h2>
          <ul>
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <a href={`#${item.to}`}>{t(item.key)}</a>
              </li>
            ))}
          </ul>
          <h2 className="footer-subheading">{t('site.footer.booking')}</h2>
          <ul>
            {BOOKING.map((item) => (
              <li key={item.to}>
                <a href={`#${item.to}`}>{t(item.key)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-follow-title">
          <h2 id="footer-follow-title">{t('footer.follow')}</h2>
          <p>
            <a className="footer-weibo" href={WEIBO_URL} target="_blank" rel="noopener noreferrer">
              {t('footer.weibo')}
              <span aria-hidden="true"> ↗</span>
            </a>
          </p>
          <figure className="qr">
            <img src="media/demo/qr-wechat.svg" alt={t('footer.wechat')} width="96" height="96" loading="lazy" decoding="async" />
            <figcaption aria-hidden="true">{t('footer.wechat')}</figcaption>
          </figure>
        </section>
        <section aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title">{t('footer.contact')}</h2>
          <figure className="qr">
            <img src="media/demo/qr-service.svg" alt={t('footer.service')} width="96" height="96" loading="lazy" decoding="async" />
            <figcaption aria-hidden="true">{t('footer.service')}</figcaption>
          </figure>
          <p className="footer-email">
            {t('footer.supportEmail').replace(email, '').trim()}{' '}
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        </section>
      </div>
      <div className="footer-legal">
        <p>{t('footer.legal')}</p>
        <p>{t('footer.record')}</p>
      </div>
    </footer>
  );
}
