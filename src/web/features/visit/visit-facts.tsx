import { t } from '../../lib/i18n';
import { useSiteTexts } from '../../lib/site-texts';

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

/**
 * The estate's opening hours, address and phone: the site texts' one set (the contact page and
 * the footer show the same), not the visit's own columns; nothing while they load or fail.
 */
export function EstateFacts({ className = '' }: { className?: string }) {
  const site = useSiteTexts().data;
  return site ? <VisitFacts className={className} hours={site.hours} address={site.address} phone={site.phone} /> : null;
}
