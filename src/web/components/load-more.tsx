import { t } from '../lib/i18n';
import './content.css';

export interface LoadMoreProps {
  shown: number;
  total: number;
  loading: boolean;
  /** a failed "load more": its message, with a retry */
  failure: string | null;
  onMore: () => void;
  onRetry: () => void;
}

/** The foot of a paged list: how many are shown, and a button for the next page while there is one. */
export function LoadMore({ shown, total, loading, failure, onMore, onRetry }: LoadMoreProps) {
  return (
    <div className="load-more">
      <p className="load-more-count" aria-live="polite">
        {t('content.common.shownOf', { shown, total })}
      </p>
      {failure ? (
        <p className="load-more-failure" role="alert">
          {failure}{' '}
          <button type="button" className="button button-ghost" onClick={onRetry}>
            {t('page.retry')}
          </button>
        </p>
      ) : (
        shown < total && (
          <button type="button" className="button button-ghost" onClick={onMore} disabled={loading} aria-busy={loading}>
            {loading ? t('content.common.loadingMore') : t('content.common.loadMore')}
          </button>
        )
      )}
    </div>
  );
}
