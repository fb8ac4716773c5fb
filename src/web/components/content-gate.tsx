import type { ReactNode } from 'react';
import { t, tKey } from '../lib/i18n';
import { Loader } from './loader';
import './content.css';

export interface ContentGateProps<T> {
  data: T | null;
  failure: string | null;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/**
 * What a content area shows before its content is there: the loading screen, or the failure
 * with a retry; once there, the content (which stays while more loads).
 */
export function ContentGate<T>({ data, failure, onRetry, children }: ContentGateProps<T>) {
  if (data !== null) return <>{children(data)}</>;
  if (failure !== null) {
    return (
      <div className="content-failed" role="alert">
        <p className="content-failed-title">{t('content.common.failed')}</p>
        <p className="content-failed-detail">{tKey(failure)}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('page.retry')}
        </button>
      </div>
    );
  }
  return <Loader label={t('page.loading')} />;
}
