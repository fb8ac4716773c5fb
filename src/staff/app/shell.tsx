import { useEffect, useState, type ReactNode } from 'react';
import { mayCall } from '../../contract/staff-access';
import { LanguageSwitch } from '../components/language-switch';
import { ReasonDialog } from '../components/reason-dialog';
import { useToast } from '../components/toast';
import { useStaffLocation } from '../lib/hash';
import { t } from '../lib/i18n';
import { NAV_GROUPS, STAFF_ROUTES } from './routes';
import { StaffSession } from './session';


/** The frame around every screen: the top bar, the navigation the role may use, and the screen. */
export function Shell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [path] = useStaffLocation();
  useEffect(() => setMenuOpen(false), [path]);
  return (
    <div className={`st-shell${menuOpen ? ' st-menu-open' : ''}`}>
      <a className="st-skip" href="#main" onClick={(event) => (event.preventDefault(), document.getElementById('main')?.focus())}>
        {t('shell.skipToContent')}
      </a>
      <TopBar menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} onEverywhere={() => setAsking(true)} />
      <div className="st-body">
        <SideNav path={path} onEverywhere={() => setAsking(true)} />
        <main id="main" className="st-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <SignOutEverywhere asking={asking} onClose={() => setAsking(false)} />
    </div>
  );
}

/** "Sign out everywhere" asks first: it ends this session too. */
function SignOutEverywhere({ asking, onClose }: { asking: boolean; onClose: () => void }) {
  const actor = StaffSession.useActorRef();
  const leavingEverywhere = StaffSession.useSelector((s) => s.matches({ signedIn: 'signingOutEverywhere' }));
  return (
    <ReasonDialog
      open={asking || leavingEverywhere}
      title={t('shell.signOutEverywhere')}
      message={t('shell.signOutEverywhereConfirm')}
      reason="none"
      reasonLabel=""
      reasonMissing=""
      confirmLabel={t('shell.signOutEverywhere')}
      cancelLabel={t('shell.action.cancel')}
      danger
      busy={leavingEverywhere}
      onConfirm={() => {
        onClose();
        actor.send({ type: 'SIGN_OUT_EVERYWHERE' });
      }}
      onCancel={onClose}
    />
  );
}

function TopBar({ menuOpen, onMenu, onEverywhere }: { menuOpen: boolean; onMenu: () => void; onEverywhere: () => void }) {
  const actor = StaffSession.useActorRef();
  const staff = StaffSession.useSelector((s) => s.context.staff);
  const failure = StaffSession.useSelector((s) => s.context.failure);
  const toast = useToast();
  useEffect(() => {
    if (failure) toast.show(failure, 'error');
  }, [failure, toast]);
  return (
    <header className="st-topbar">
      <button type="button" className="st-menu-button" aria-expanded={menuOpen} aria-controls="st-nav" onClick={onMenu}>
        <span aria-hidden="true">☰</span>
        <span className="st-visually-hidden">{t(menuOpen ? 'shell.closeMenu' : 'shell.menu')}</span>
      </button>
      <a className="st-brand" href="#/">
        <span className="st-brand-mark" aria-hidden="true" />
        <span className="st-brand-name">{t('shell.winery')}</span>
        <span className="st-brand-console">{t('shell.console')}</span>
      </a>
      <div className="st-topbar-end">
        <Languages />
        {staff ? (
          <span className="st-who" title={t('shell.signedInAs', { name: staff.name, role: t(`shell.role.${staff.role}`) })}>
            <span className="st-who-name">{staff.name}</span>
            <span className="st-who-role">{t(`shell.role.${staff.role}`)}</span>
          </span>
        ) : null}
        <button type="button" className="st-button st-button-quiet" onClick={() => actor.send({ type: 'SIGN_OUT' })}>
          {t('shell.signOut')}
        </button>
        <button type="button" className="st-button st-button-quiet st-hide-narrow" onClick={onEverywhere}>
          {t('shell.signOutEverywhere')}
        </button>
      </div>
    </header>
  );
}

/** The language switch wired to the session (the choice is remembered). */
export function Languages() {
  const actor = StaffSession.useActorRef();
  const lang = StaffSession.useSelector((s) => s.context.lang);
  return <LanguageSwitch lang={lang} label={t('shell.language')} onChange={(next) => actor.send({ type: 'SET_LANG', lang: next })} />;
}

function SideNav({ path, onEverywhere }: { path: string; onEverywhere: () => void }) {
  const role = StaffSession.useSelector((s) => s.context.staff?.role ?? null);
  const links = STAFF_ROUTES.filter((route) => route.nav && (route.read === null || mayCall(role, route.read)));
  return (
    <nav id="st-nav" className="st-nav" aria-label={t('shell.nav.label')}>
      {NAV_GROUPS.map(({ group, label }) => {
        const inGroup = links.filter((route) => route.nav!.group === group);
        if (!inGroup.length) return null;
        return (
          <div key={group} className="st-nav-group">
            {label ? <h2 className="st-nav-heading">{t(label)}</h2> : null}
            <ul>
              {inGroup.map((route) => {
                const href = route.nav!.href ?? route.path;
                const current = href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
                return (
                  <li key={route.path}>
                    <a href={`#${href}`} aria-current={current ? 'page' : undefined}>
                      {t(route.nav!.label)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      <div className="st-nav-group st-show-narrow">
        <button type="button" className="st-button st-button-quiet" onClick={onEverywhere}>
          {t('shell.signOutEverywhere')}
        </button>
      </div>
    </nav>
  );
}
