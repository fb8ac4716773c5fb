import { t } from '../lib/i18n';

/**
 * The promotion shortcut (spec §2). On a wide screen, a round seal floating in the bottom corner,
 * in the margin beside the page's column; on anything narrower, where a floating seal would sit
 * over buttons, bars and text, a strip in the page's flow under the header. Either can be put
 * away with its close button.
 */
export function PromotionBadge({ title, href, onPutAway }: { title: string; href: string; onPutAway: () => void }) {
  return (
    <aside className="promotion-badge" aria-label={t('site.badge.label')} data-testid="promotion-badge">
      <a href={href} title={title}>
        <span className="promotion-badge-seal" aria-hidden="true">
          <svg className="promotion-badge-ring" viewBox="0 0 100 100">
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
          <span className="promotion-badge-core">
            <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.5">
              <path d="M8 3h8l-1 6a3 3 0 0 1-6 0zM12 12v7M8.5 21h7" />
            </svg>
          </span>
        </span>
        <span className="promotion-badge-text">
          <span className="promotion-badge-label">{t('site.badge.label')}</span>
          <span className="promotion-badge-title">{title}</span>
        </span>
      </a>
      <button type="button" className="promotion-badge-close" aria-label={t('site.badge.putAway')} onClick={onPutAway}>
        <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" />
        </svg>
      </button>
    </aside>
  );
}
