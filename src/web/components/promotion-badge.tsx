import { t } from '../lib/i18n';

/** The floating promotion shortcut (spec §2): a round seal at the bottom corner of the page. */
export function PromotionBadge({ title, href }: { title: string; href: string }) {
  return (
    <aside className="promotion-badge" aria-label={t('site.badge.label')} data-testid="promotion-badge">
      <a href={href} title={title}>
        <svg className="promotion-badge-ring" viewBox="0 0 100 100" aria-hidden="true">
          <defs>
            <path id="promotion-circle" d="M50,50 m-38,0 a38,38 0 1,1 76,0 a38,38 0 1,1 -76,0" />
          </defs>
          <circle cx="50" cy="50" r="48" />
          <text>
            <textPath href="#promotion-circle" textLength="232">
              {'✦ ' + t('site.badge.label') + ' ✦ ' + t('site.badge.cta') + ' '}
            </textPath>
          </text>
        </svg>
        <span className="promotion-badge-core" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M8 3h8l-1 6a3 3 0 0 1-6 0zM12 12v7M8.5 21h7" />
          </svg>
        </span>
        <span className="visually-hidden">
          {t('site.badge.label')}: {title}
        </span>
      </a>
    </aside>
  );
}
