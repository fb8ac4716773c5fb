import { t } from '../../lib/i18n';

export type PolicyKind = 'visit' | 'dining' | 'stay';

/**
 * The cancellation policy in words (the rule itself is `cancellationPolicy` in the booking
 * contract, applied by the server): one line per kind, and that unpaid bookings cost nothing.
 */
export function PolicyList({ kinds, className = '' }: { kinds: PolicyKind[]; className?: string }) {
  return (
    <ul className={`policy-list ${className}`.trim()} data-testid="policy">
      {kinds.map((kind) => (
        <li key={kind}>{t(`visitUi.policy.${kind}`)}</li>
      ))}
      <li>{t('visitUi.policy.unpaid')}</li>
    </ul>
  );
}
