import type { ReactNode } from 'react';

/** A screen's title (the page's one h1), a line under it, and its buttons on the right. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="st-page-header">
      <div className="st-page-heading">
        <h1 tabIndex={-1} id="page-title">
          {title}
        </h1>
        {subtitle ? <p className="st-page-subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="st-page-actions">{actions}</div> : null}
    </header>
  );
}
