import { t } from '../lib/i18n';

/**
 * The legal drinking age (issue 16): a strip in the page's flow under the header, so it covers
 * nothing, with the notice in the visitor's language and a button to put it away.
 */
export function AgeNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <aside className="age-notice" aria-label={t('site.age.label')} data-testid="age-notice">
      <p id="age-notice-text">
        <span className="age-notice-mark" aria-hidden="true">
          18+
        </span>
        {t('site.age.text')}
      </p>
      <button type="button" className="age-notice-dismiss" aria-describedby="age-notice-text" onClick={onDismiss}>
        {t('site.age.dismiss')}
      </button>
    </aside>
  );
}
