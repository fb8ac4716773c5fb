import { useState } from 'react';
import { t } from '../../lib/i18n';
import { takeMergeReport } from '../../lib/guest-cart';

/** After signing in: the wines of the guest cart that could not be added to the member's, and why (issue 16). */
export function MergeReport() {
  const [report, setReport] = useState(takeMergeReport);
  if (!report?.refused.length) return null;
  return (
    <div className="shop-notice is-error" role="alert" data-testid="merge-report">
      <div>
        <p className="merge-report-title">{t('shop.cart.mergeRefused')}</p>
        <ul className="merge-report-lines">
          {report.refused.map((line) => (
            <li key={line.goods_id}>
              {line.title || `#${line.goods_id}`} × {line.count}: {line.reason}
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="notice-dismiss" onClick={() => setReport(null)} aria-label={t('shop.cart.dismiss')}>
        ×
      </button>
    </div>
  );
}
