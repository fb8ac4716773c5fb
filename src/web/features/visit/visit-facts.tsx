import { t } from '../../lib/i18n';

/** Opening hours, address and a phone number to call, each only when known. */
export function VisitFacts({ hours, address, phone, className = '' }: { hours?: string; address?: string; phone?: string; className?: string }) {
  if (!hours && !address && !phone) return null;
  return (
    <dl className={`visit-facts ${className}`.trim()}>
      {hours && (
        <div>
          <dt>{t('visitUi.hub.hours')}</dt>
          <dd>{hours}</dd>
        </div>
      )}
      {address && (
        <div>
          <dt>{t('visitUi.hub.address')}</dt>
          <dd>{address}</dd>
        </div>
      )}
      {phone && (
        <div>
          <dt>{t('visitUi.hub.phone')}</dt>
          <dd>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}
