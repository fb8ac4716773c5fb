import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export default function HomeView() {
  return (
    <section className="hero">
      <div className="hero-art" aria-hidden="true" />
      <div className="hero-copy">
        <p className="eyebrow">{t('home.eyebrow')}</p>
        <h1>{t('home.title')}</h1>
        <p className="lede">{t('home.intro')}</p>
        <p className="hero-actions">
          <a className="button" href={`#${paths.series}`}>
            {t('home.discover')}
          </a>
          <a className="button button-ghost" href={`#${paths.visitBooking}`}>
            {t('home.visit')}
          </a>
        </p>
      </div>
    </section>
  );
}
