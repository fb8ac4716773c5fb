import { t } from '../../lib/i18n';
import { navigate, useSearch } from '../../lib/hash-location';
import { paths } from '../../lib/paths';
import './account.css';
import { RegisterForm } from './register-form';
import { ResetForm } from './reset-form';
import { SignInForm } from './sign-in-form';

type Screen = 'password' | 'code' | 'register' | 'reset';
const SCREENS: Screen[] = ['password', 'code', 'register', 'reset'];

/** The screen's mode lives in the query (`/login?mode=register`), next to the `url` to return to. */
function screenOf(search: string): Screen {
  const mode = new URLSearchParams(search).get('mode');
  return SCREENS.includes(mode as Screen) ? (mode as Screen) : 'password';
}

function hrefFor(path: string, search: string, mode?: Screen): string {
  const params = new URLSearchParams();
  const url = new URLSearchParams(search).get('url');
  if (mode && mode !== 'password') params.set('mode', mode);
  if (url) params.set('url', url);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}`;
}

/** /login: sign in (password or SMS code), register, reset the password; WeChat sign-in is a link away. */
export default function LoginView() {
  const search = useSearch();
  const screen = screenOf(search);
  const kind = screen === 'password' || screen === 'code' ? 'signIn' : screen;
  const link = (mode: Screen) => `#${hrefFor(paths.login, search, mode)}`;

  return (
    <div className="account-page">
      <aside className="account-aside" aria-hidden="true">
        <p className="account-aside-mark">崖</p>
        <p className="account-aside-name">{t('brand.name')}</p>
        <p className="account-aside-tagline">{t('brand.tagline')}</p>
      </aside>
      <section className="account-card" aria-labelledby="account-title">
        <p className="eyebrow">{t('account.eyebrow')}</p>
        <h1 id="account-title">{t(`account.titles.${kind}`)}</h1>
        <p className="account-intro">{t(`account.intros.${kind}`)}</p>

        {kind === 'signIn' && (
          <nav className="segmented" aria-label={t('account.modes.label')}>
            {(['password', 'code'] as const).map((mode) => (
              <a key={mode} href={link(mode)} aria-current={screen === mode ? 'page' : undefined} data-testid={`mode-${mode}`}>
                {t(`account.modes.${mode}`)}
              </a>
            ))}
          </nav>
        )}

        {kind === 'signIn' && <SignInForm mode={screen as 'password' | 'code'} />}
        {kind === 'register' && <RegisterForm />}
        {kind === 'reset' && <ResetForm onSignIn={() => navigate(hrefFor(paths.login, search), { replace: true })} />}

        <div className="account-links">
          {kind === 'signIn' ? (
            <>
              <a href={link('register')} data-testid="to-register">{t('account.links.register')}</a>
              <a href={link('reset')} data-testid="to-reset">{t('account.links.reset')}</a>
            </>
          ) : (
            <a href={link('password')} data-testid="to-sign-in">
              {kind === 'register' ? t('account.links.signIn') : t('account.links.backToSignIn')}
            </a>
          )}
        </div>
        <p className="account-divider"><span>{t('account.links.or')}</span></p>
        <a className="button button-ghost wechat-link" href={`#${hrefFor(paths.wxLogin, search)}`} data-testid="to-wechat">
          {t('account.links.wechat')}
        </a>
      </section>
    </div>
  );
}
