import type { ReactNode } from 'react';
import { Languages } from '../app/shell';
import { t } from '../lib/i18n';

/** The signed-out pages' card: the winery, the language switch, a title and what to do. */
export function AuthFrame({ title, intro, notice, wide, children }: { title: string; intro?: ReactNode; notice?: string | null; wide?: boolean; children: ReactNode }) {
  return (
    <div className="st-auth">
      <main className={`st-auth-card${wide ? ' st-auth-wide' : ''}`}>
        <div className="st-auth-top">
          <p className="st-auth-brand">
            <span className="st-brand-mark" aria-hidden="true" />
            <span>
              {t('shell.winery')}
              <small>{t('shell.console')}</small>
            </span>
          </p>
          <Languages />
        </div>
        <h1>{title}</h1>
        {notice ? (
          <p className="st-notice" role="status">
            {notice}
          </p>
        ) : null}
        {intro ? <p className="st-auth-intro">{intro}</p> : null}
        {children}
      </main>
    </div>
  );
}

export function Failure({ text }: { text: string }) {
  return (
    <p className="st-form-error" role="alert">
      {text}
    </p>
  );
}
