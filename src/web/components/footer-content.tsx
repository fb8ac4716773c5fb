import { t, type UiKey } from '../lib/i18n';
import { paths } from '../lib/paths';
import { useSiteTexts, type SiteTexts } from '../lib/site-texts';
import { assetUrl } from './content-image';
import { LogoMark } from './header';

/**
 * The site footer's content (spec §2), a chunk of its own that ./footer.tsx loads when the footer
 * comes near: navigation, follow us (microblog, WeChat QR code), contact (customer service QR
 * code, support e-mail), legal and record-number text. Its texts, QR codes and links are the site
 * texts (content type `site`, edited by staff); while they load, or when they cannot be had, the
 * footer shows its structure (navigation, headings, the QR codes' places) without them.
 */
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

/** The footer's content with the site texts: their places kept while they load, and if they fail. */
export default function FooterContent() {
  const content = useSiteTexts();
  return <FooterBody texts={content.data} busy={content.loading} />;
}

/** The footer's content: the site texts where `texts` has them, their places kept while it has none. */
export function FooterBody({ texts, busy = false }: { texts: SiteTexts | null; busy?: boolean }) {
  return (
    <div className="footer-body" aria-busy={busy || undefined}>
      <div className="footer-grid">
        <div className="footer-brand">
          <p className="footer-logo">
            <LogoMark />
            <span>{t('brand.name')}</span>
          </p>
          <p className="footer-tagline">{texts?.tagline}</p>
          <p className="footer-address">{texts?.address}</p>
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
          {texts?.weibo_url && (
            <p>
              <a className="footer-weibo" href={texts.weibo_url} target="_blank" rel="noopener noreferrer">
                {t('footer.weibo')}
                <span aria-hidden="true"> ↗</span>
              </a>
            </p>
          )}
          <QrCode src={texts?.wechat_qr} label={t('footer.wechat')} className="footer-qr-wechat" />
        </section>
        <section aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title">{t('footer.contact')}</h2>
          <QrCode src={texts?.service_qr} label={t('footer.service')} className="footer-qr-service" />
          <p className="footer-email">
            {texts?.email && (
              <>
                {t('footer.writeTo')} <a href={`mailto:${texts.email}`}>{texts.email}</a>
              </>
            )}
          </p>
        </section>
      </div>
      <div className="footer-legal">
        <p className="footer-legal-text">{texts?.legal}</p>
        <p className="footer-record">{texts?.record}</p>
      </div>
    </div>
  );
}

/** A QR code with its caption; while it has no picture, a blank of the same size holds its place. */
function QrCode({ src, label, className }: { src: string | undefined; label: string; className: string }) {
  return (
    <figure className={`qr ${className}`}>
      {src ? (
        <img src={assetUrl(src)} alt={label} width="96" height="96" loading="lazy" decoding="async" />
      ) : (
        <span className="qr-blank" aria-hidden="true" />
      )}
      <figcaption aria-hidden="true">{label}</figcaption>
    </figure>
  );
}
