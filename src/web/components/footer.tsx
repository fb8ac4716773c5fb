import { t, type UiKey } from '../lib/i18n';
import { paths, WEIBO_URL } from '../lib/paths';

const FOOTER_NAV: { key: UiKey; to: string }[] = [
  { key: 'nav.brand', to: paths.brand },
  { key: 'nav.garden', to: paths.garden },
  { key: 'nav.winery', to: paths.winery },
  { key: 'nav.house', to: paths.house },
  { key: 'footer.wine', to: paths.series },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <nav aria-label={t('footer.navigation')}>
          <h2>{t('footer.navigation')}</h2>
          <ul>
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <a href={`#${item.to}`}>{t(item.key)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <h2>{t('footer.follow')}</h2>
          <p>
            <a href={WEIBO_URL} target="_blank" rel="noopener noreferrer">
              {t('footer.weibo')}
            </a>
          </p>
          <figure className="qr">
            <img src="/media/demo/qr-wechat.svg" alt={t('footer.wechat')} width="96" height="96" loading="lazy" />
            <figcaption>{t('footer.wechat')}</figcaption>
          </figure>
        </section>
        <section>
          <h2>{t('footer.contact')}</h2>
          <figure className="qr">
            <img src="/media/demo/qr-service.svg" alt={t('footer.service')} width="96" height="96" loading="lazy" />
            <figcaption>{t('footer.service')}</figcaption>
          </figure>
          <p>{t('footer.supportEmail')}</p>
          <p>{t('footer.address')}</p>
        </section>
      </div>
      <div className="footer-legal">
        <p>{t('footer.legal')}</p>
        <p>{t('footer.record')}</p>
      </div>
    </footer>
  );
}
