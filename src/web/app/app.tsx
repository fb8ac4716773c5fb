import { Footer } from '../components/footer';
import { AgeNoticeView } from '../features/age-notice/age-notice.view';
import NoticeBanner from '../features/notice/notice-banner';
import { HeaderContainer } from './header-container';
import { Screens } from './screens';
import { SessionContext } from './session';
import { SessionEffects } from './session-effects';
import { t } from '../lib/i18n';

export function App() {
  const footerHidden = SessionContext.useSelector((s) => s.context.footerHidden);
  return (
    <>
      <SessionEffects />
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {t('nav.skip')}
      </a>
      <HeaderContainer />
      <AgeNoticeView />
      <NoticeBanner />
      <main id="main" tabIndex={-1}>
        <Screens />
      </main>
      {!footerHidden && <Footer />}
    </>
  );
}

/** With hash routing, `#main` would be read as a route: move focus instead. */
function skipToMain(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
